import { Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { othersWaitingText } from '../model/others-waiting';
import { LeaveNetworkingButton } from './leave-networking-button';
import { StateHeading } from './state-heading';

type WaitingLobbyProps = { othersWaiting: number; focusOnMount: boolean };

/** A member in the lobby, waiting to be paired. */
export function WaitingLobby({ othersWaiting, focusOnMount }: WaitingLobbyProps) {
  return (
    <Card padding="comfortable" className="mx-auto max-w-xl space-y-4 text-center">
      <Spinner size="lg" className="mx-auto text-brand-700" />
      <StateHeading focusOnMount={focusOnMount}>Looking for your next match…</StateHeading>
      <p className="text-sm text-slate-700">
        You are paired as soon as a founder who fits is free. Keep this page open.
      </p>
      <p
        role="status"
        className="inline-flex items-center justify-center gap-2 text-sm font-medium text-slate-800"
      >
        <Users aria-hidden="true" className="size-4 text-slate-500" />
        {othersWaitingText(othersWaiting)}
      </p>
      <LeaveNetworkingButton label="Leave the lobby" />
    </Card>
  );
}
