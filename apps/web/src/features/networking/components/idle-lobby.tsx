import { DoorOpen } from 'lucide-react';
import { networkingMessages } from '@cofound/shared/networking/networking.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useJoinLobby } from '../api/use-join-lobby';
import { lobbyFailure } from '../model/networking-failure';
import { StateHeading } from './state-heading';
import { formatCount } from '../../../lib/intl-formats';

type IdleLobbyProps = { roundsHad: number; focusOnMount: boolean };

/** A member out of the lobby: join it, and see how many rounds they have had. */
export function IdleLobby({ roundsHad, focusOnMount }: IdleLobbyProps) {
  const join = useJoinLobby();
  return (
    <Card padding="comfortable" className="space-y-4">
      <StateHeading focusOnMount={focusOnMount}>Ready for a round?</StateHeading>
      <p className="text-sm text-slate-700">
        Join the lobby and we pair you with the best-matching founder who is waiting.
      </p>
      {roundsHad > 0 && (
        <p className="text-sm font-medium text-slate-800">
          Rounds so far: {formatCount(roundsHad)}
        </p>
      )}
      <Button className="w-full sm:w-auto" loading={join.isPending} onClick={() => join.mutate()}>
        {!join.isPending && <DoorOpen aria-hidden="true" className="size-4" />}
        Join the lobby
      </Button>
      {join.isError && <Alert>{lobbyFailure(join.error, networkingMessages.joinFailed)}</Alert>}
    </Card>
  );
}
