import type { AdminMatchmaking } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { outscoreText, scoreSplitTexts } from '../model/matchmaking-texts';
import { MatchmakingBandTable } from './matchmaking-band-table';
import { MatchmakingLazyChart } from './matchmaking-lazy-chart';

/** Does the score predict likes? The plain answer, then likes and passes per score band. */
export function MatchmakingScoreSection({ figures }: { figures: AdminMatchmaking }) {
  if (figures.likeRate.of === 0) {
    return (
      <p className={surfaceStyles('comfortable', 'text-sm text-slate-600')}>
        No decisions in this period: likes and passes per score show here once members decide in the
        deck.
      </p>
    );
  }
  const split = figures.scoreSplit && scoreSplitTexts(figures.scoreSplit);
  return (
    <div className={surfaceStyles('comfortable', 'space-y-6')}>
      <div className="space-y-2">
        {split ? (
          <>
            <p className="text-lg font-semibold text-slate-900">{split.headline}</p>
            <p className="text-sm text-slate-600">{split.detail}</p>
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Every decision in this period had the same score, so it cannot say whether the score
            predicts likes.
          </p>
        )}
        {figures.likeOutscoresPass !== null && (
          <p className="text-sm text-slate-600">{outscoreText(figures.likeOutscoresPass)}</p>
        )}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <MatchmakingLazyChart bands={figures.scoreBands} />
        <MatchmakingBandTable bands={figures.scoreBands} />
      </div>
    </div>
  );
}
