import { useId, useState } from 'react';
import { Heart, X } from 'lucide-react';
import type { NetworkingRound } from '@cofound/shared/networking/networking.schemas';
import { matchingMessages } from '@cofound/shared/matching/matching.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { failureMessage } from '../../../lib/api-error';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { useDecidePartner } from '../api/use-decide-partner';
import { firstNameOf } from '../model/first-name';

type PartnerDecisionProps = Pick<NetworkingRound, 'partner' | 'decision'>;

/** Connect or Pass on the partner, once; a mutual Connect creates a connection request. */
export function PartnerDecision({ partner, decision }: PartnerDecisionProps) {
  const headingId = useId();
  const decide = useDecidePartner();
  const answer = decide.data;
  const decided = answer ? (answer.liked ? 'liked' : 'passed') : decision;
  const firstName = firstNameOf(partner.name);
  const choose = (liked: boolean) => decide.mutate({ profileId: partner.id, liked });
  const connecting = decide.isPending && decide.variables.liked;
  const passing = decide.isPending && !decide.variables.liked;
  // The partner's Connect after the member's own opens a request the member answers.
  const [requested, setRequested] = useState(false);
  useRealtimeEvent('connection.requested', ({ senderProfileId }) => {
    if (senderProfileId === partner.id) setRequested(true);
  });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Connect or pass?
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          className="sm:flex-1"
          disabled={decided !== null || decide.isPending}
          loading={connecting}
          onClick={() => choose(true)}
        >
          {!connecting && <Heart aria-hidden="true" className="size-4" />}
          Connect
        </Button>
        <Button
          variant="secondary"
          className="sm:flex-1"
          disabled={decided !== null || decide.isPending}
          loading={passing}
          onClick={() => choose(false)}
        >
          {!passing && <X aria-hidden="true" className="size-4" />}
          Pass
        </Button>
      </div>
      <div role="status" className="text-sm text-slate-800 empty:hidden">
        {answer?.mutual ? (
          <p className="font-semibold text-emerald-800">
            You both said Connect! {firstName} can now accept your connection request.
          </p>
        ) : requested && decided === 'liked' ? (
          <p className="font-semibold text-emerald-800">
            You both said Connect! Accept {firstName}&apos;s request on your{' '}
            <TextLink to="/dashboard">dashboard</TextLink>.
          </p>
        ) : decided === 'liked' ? (
          <p>You said Connect. If {firstName} does too, a connection request is created.</p>
        ) : decided === 'passed' ? (
          <p>You said Pass.</p>
        ) : null}
      </div>
      {decide.isError && (
        <Alert>{failureMessage(decide.error, matchingMessages.storeDecisionFailed)}</Alert>
      )}
    </section>
  );
}
