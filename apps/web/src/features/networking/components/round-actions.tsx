import { SkipForward } from 'lucide-react';
import { networkingMessages } from '@cofound/shared/networking/networking.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useNextRound } from '../api/use-next-round';
import { lobbyFailure } from '../model/networking-failure';
import { LeaveNetworkingButton } from './leave-networking-button';

/** On to the next round (back to the lobby), or out of speed networking. */
export function RoundActions({ over }: { over: boolean }) {
  const next = useNextRound();
  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Button
          variant={over ? 'primary' : 'secondary'}
          loading={next.isPending}
          onClick={() => next.mutate()}
        >
          {!next.isPending && <SkipForward aria-hidden="true" className="size-4" />}
          Next round
        </Button>
        <LeaveNetworkingButton label="Leave" variant="ghost" />
      </div>
      {next.isError && <Alert>{lobbyFailure(next.error, networkingMessages.joinFailed)}</Alert>}
    </div>
  );
}
