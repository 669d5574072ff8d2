import { useCallback } from 'react';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { MatchmakingDecisionsSection } from '../components/matchmaking-decisions-section';
import { MatchmakingFiguresSection } from '../components/matchmaking-figures-section';
import { PeriodSelect } from '../components/period-select';
import {
  clearedMatchmakingSearch,
  matchmakingSearchFromUrl,
  urlFromMatchmakingSearch,
} from '../model/matchmaking-search';

/**
 * /admin/matchmaking: how likes, mutual likes and connections convert in a period, whether the
 * match score predicts likes, and the decisions themselves. The period and filters live in the URL.
 */
export function MatchmakingPage() {
  const {
    filters: search,
    update,
    clear,
  } = useUrlFilters({
    fromSearch: matchmakingSearchFromUrl,
    toSearch: urlFromMatchmakingSearch,
    cleared: clearedMatchmakingSearch,
  });
  const changePeriod = useCallback((period: AdminPeriod) => update({ period }), [update]);
  return (
    <>
      <PageHeader
        title="Matchmaking"
        description="How likes, mutual matches and connections convert across the community."
        actions={
          <div className="w-full sm:w-48">
            <PeriodSelect value={search.period} onChange={changePeriod} />
          </div>
        }
      />
      <div className="space-y-10">
        <MatchmakingFiguresSection period={search.period} />
        <MatchmakingDecisionsSection search={search} onChange={update} onClear={clear} />
      </div>
    </>
  );
}
