import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  leaderboardTimeframes,
  type LeaderboardTimeframe,
} from '@cofound/shared/reputation/leaderboard.schemas';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingRows } from '../../../components/ui/query-state';
import { useLeaderboard } from '../api/use-leaderboard';
import { LeaderboardTable } from '../components/leaderboard-table';
import { LeaderboardEmpty, LeaderboardError } from '../components/leaderboard-states';
import { tabIdOf, timeframeLabels, TimeframeTabs } from '../components/timeframe-tabs';

const periodDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function periodNote(timeframe: LeaderboardTimeframe, periodStart: string | null | undefined) {
  if (timeframe === 'all-time') return 'Every point earned since joining.';
  const what = timeframe === 'weekly' ? 'this week' : 'this month';
  if (!periodStart) return `Points earned ${what}.`;
  return `Points earned ${what}, since ${periodDate.format(new Date(`${periodStart}T00:00:00Z`))} (UTC).`;
}

function timeframeFrom(value: string | null): LeaderboardTimeframe {
  return leaderboardTimeframes.find((timeframe) => timeframe === value) ?? 'weekly';
}

/** /leaderboard: the top 10 founders of the week, the month or all time. */
export function LeaderboardPage() {
  const [search, setSearch] = useSearchParams();
  const timeframe = timeframeFrom(search.get('timeframe'));
  const board = useLeaderboard(timeframe);
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  const caption = `${timeframeLabels[timeframe]} leaderboard`;

  function select(next: LeaderboardTimeframe) {
    setSearch(next === 'weekly' ? {} : { timeframe: next }, { replace: true });
  }

  return (
    <>
      <PageHeader
        title="Leaderboard"
        description="The founders who earned the most reputation: connections, endorsements and activity."
      />
      <Card padding="comfortable" className="space-y-4">
        <TimeframeTabs idBase={idBase} panelId={panelId} selected={timeframe} onSelect={select} />
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabIdOf(idBase, timeframe)}
          tabIndex={0}
          className="space-y-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <p className="text-sm text-slate-600">{periodNote(timeframe, board.data?.periodStart)}</p>
          {board.isPending ? (
            <LoadingRows label="Loading the leaderboard…" rows={10} rowClassName="h-12" />
          ) : board.isError || !board.data ? (
            <LeaderboardError onRetry={() => void board.refetch()} />
          ) : board.data.leaders.length === 0 ? (
            <LeaderboardEmpty />
          ) : (
            <LeaderboardTable leaders={board.data.leaders} caption={caption} />
          )}
        </div>
      </Card>
    </>
  );
}
