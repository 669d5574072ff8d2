import {
  matchComponentLabels,
  matchComponents,
  type MatchCard,
} from '@cofound/shared/matching/matching.schemas';
import { MATCH_WEIGHTS } from '@cofound/shared/matching/match-score';

const weights = matchComponents
  .map(
    (key) => `${matchComponentLabels[key].toLowerCase()} ${Math.round(MATCH_WEIGHTS[key] * 100)}%`,
  )
  .join(', ');

/** "Why you match": how well each part of the score fits (docs/product.md#score), as bars. */
export function MatchReasons({ components }: { components: MatchCard['components'] }) {
  return (
    <details className="rounded-xl bg-slate-50 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800 select-none">
        Why you match
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5">
        {matchComponents.map((key) => {
          const percent = Math.round(components[key] * 100);
          return (
            <div key={key} className="contents">
              <dt className="text-xs whitespace-nowrap text-slate-700">
                {matchComponentLabels[key]}
              </dt>
              <dd className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <span
                    className="block h-full rounded-full bg-brand-600"
                    style={{ width: `${percent}%` }}
                  />
                </span>
                <span className="w-10 text-right text-xs font-semibold text-slate-800 tabular-nums">
                  {percent}%
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-xs text-slate-600">Weights: {weights}.</p>
    </details>
  );
}
