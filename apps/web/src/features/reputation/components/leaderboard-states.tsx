import { Trophy } from 'lucide-react';
import { leaderboardMessages } from '@cofound/shared/reputation/leaderboard.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** The leaderboard could not be loaded: the spec's words and 'Try Again'. */
export function LeaderboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert>
      <p>{leaderboardMessages.loadFailed}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {leaderboardMessages.tryAgain}
      </Button>
    </Alert>
  );
}

/** Nobody earned points in the timeframe (or nobody the viewer may see). */
export function LeaderboardEmpty() {
  return (
    <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600">
      <Trophy aria-hidden="true" className="size-4 shrink-0" />
      {leaderboardMessages.empty}
    </p>
  );
}
