import { clsx } from 'clsx';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminMatchmaking } from '../api/use-admin-matchmaking';
import { MatchmakingRateCards } from './matchmaking-rate-cards';
import { MatchmakingScoreSection } from './matchmaking-score-section';
import { statsGrid } from './stat-cards';

/** The period's rates and whether the score predicts likes; the last ones stay while loading. */
export function MatchmakingFiguresSection({ period }: { period: AdminPeriod }) {
  const figures = useAdminMatchmaking(period);
  return (
    <section aria-labelledby="matchmaking-figures-heading" className="space-y-4">
      <h2 id="matchmaking-figures-heading" className="text-xl font-semibold text-slate-900">
        Rates
      </h2>
      <QueryState
        query={figures}
        loading={{
          label: 'Loading the matchmaking figures…',
          rows: 4,
          className: statsGrid,
          rowClassName: 'h-32 rounded-2xl',
        }}
        errorMessage={adminMessages.loadFailed}
      >
        {(data) => (
          <div
            aria-busy={figures.isPlaceholderData || undefined}
            className={clsx(
              'space-y-8',
              figures.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
          >
            <MatchmakingRateCards figures={data} />
            <section aria-labelledby="matchmaking-score-heading" className="space-y-4">
              <h3 id="matchmaking-score-heading" className="text-lg font-semibold text-slate-900">
                Does the score predict likes?
              </h3>
              <MatchmakingScoreSection figures={data} />
            </section>
          </div>
        )}
      </QueryState>
    </section>
  );
}
