import { useId } from 'react';
import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LoadingRows } from '../../../components/ui/query-state';
import { TextLink } from '../../../components/ui/text-link';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { pluralForm } from '../../../lib/plural';
import { useLeaderboard } from '../api/use-leaderboard';
import { LeaderboardEmpty, LeaderboardError } from './leaderboard-states';
import { LevelBadge } from './level-badge';
import { useFirstDrawPending } from '../../../lib/use-first-draw-pending';

/** The dashboard's compact board: this week's top 10 founders, and the way to the full one. */
export function TopFoundersBoard() {
  const headingId = useId();
  const board = useLeaderboard('weekly');
  const boardPending = useFirstDrawPending(board);

  return (
    <Card padding="comfortable">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2
            id={headingId}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Trophy aria-hidden="true" className="size-5 text-amber-600" />
            Top Founders
          </h2>
          <p className="text-sm text-slate-600">Most reputation earned this week</p>
        </div>

        {boardPending ? (
          <LoadingRows label="Loading the leaderboard…" rows={5} rowClassName="h-9" />
        ) : board.isError || !board.data ? (
          <LeaderboardError onRetry={() => void board.refetch()} />
        ) : board.data.leaders.length === 0 ? (
          <LeaderboardEmpty />
        ) : (
          <ol aria-labelledby={headingId} className="divide-y divide-slate-100">
            {board.data.leaders.map((leader) => (
              <li key={leader.member.profileId} className="flex items-center gap-3 py-2">
                <span className="w-6 shrink-0 text-right text-sm font-semibold text-slate-500">
                  <span className="sr-only">Rank </span>
                  {leader.rank}
                </span>
                <MemberAvatar
                  name={leader.member.name}
                  imageUrl={leader.member.imageUrl}
                  size="xs"
                  decorative
                />
                <Link
                  to={`/profile/${leader.member.profileId}`}
                  className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {leader.member.name}
                </Link>
                <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                  {leader.totalScore}
                  <span className="sr-only">
                    {` ${pluralForm(leader.totalScore, { one: 'point', other: 'points' })}`}
                  </span>
                </span>
                <LevelBadge level={leader.level} />
              </li>
            ))}
          </ol>
        )}

        <TextLink to="/leaderboard" className="inline-block text-sm">
          See full leaderboard
        </TextLink>
      </section>
    </Card>
  );
}
