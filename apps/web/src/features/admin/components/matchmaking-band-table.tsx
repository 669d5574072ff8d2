import type { ScoreBand } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { countText, percentText } from '../model/matchmaking-texts';

const headers = ['Score', 'Likes', 'Passes', 'Like rate'] as const;

/** The chart's numbers: likes, passes and the like rate of each score band. */
export function MatchmakingBandTable({ bands }: { bands: ScoreBand[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">Likes and passes per score band</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="px-3 py-2 font-semibold first:text-left whitespace-nowrap"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {bands.map((band) => (
            <tr key={band.from}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {band.from}-{band.to}%
              </th>
              <td className="px-3 py-2">{countText(band.likes)}</td>
              <td className="px-3 py-2">{countText(band.passes)}</td>
              <td className="px-3 py-2">
                {band.likeRate === null ? (
                  <span className="text-slate-500">No decisions</span>
                ) : (
                  percentText(band.likeRate)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
