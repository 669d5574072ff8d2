import { useState } from 'react';
import { connectionRequestMessages } from '@cofound/shared/connections/connections.schemas';
import { toast } from '../../../components/ui/toaster';
import { pluralize } from '../../../lib/plural';
import { useAcceptConnection } from '../api/use-accept-connection';
import { useConnectionRequests } from '../api/use-connection-requests';
import { useRejectConnection } from '../api/use-reject-connection';
import { requestDecisionFailure } from '../model/request-decision-failure';
import { ConnectionRequestItem } from './connection-request-item';
import { JustConnectedList, type JustConnected } from './just-connected-list';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { useFirstDrawPending } from '../../../lib/use-first-draw-pending';

type Decision = { id: string; verb: 'accept' | 'reject' };

/** The connection-requests list: incoming pending requests to accept or reject. */
export function ConnectionRequestsPanel() {
  const requests = useConnectionRequests();
  const requestsPending = useFirstDrawPending(requests);
  const accept = useAcceptConnection();
  const reject = useRejectConnection();
  const [pending, setPending] = useState<Decision | null>(null);
  const [connected, setConnected] = useState<JustConnected[]>([]);

  const decide = async ({ id, verb }: Decision, name: string) => {
    if (pending) return;
    setPending({ id, verb });
    try {
      const result = await (verb === 'accept' ? accept : reject).mutateAsync(id);
      if (verb === 'accept') {
        const peer = { profileId: result.profileId, name };
        setConnected((list) => [peer, ...list.filter((p) => p.profileId !== peer.profileId)]);
      }
      toast.success(
        verb === 'accept' ? connectionRequestMessages.accepted : connectionRequestMessages.rejected,
      );
    } catch (error) {
      toast.error(requestDecisionFailure(error));
    } finally {
      setPending(null);
    }
  };

  // isPending is implied by requestsPending; it is repeated so that TypeScript narrows `data`.
  if (requestsPending || requests.isPending) {
    return <LoadingRows label="Loading connection requests…" rows={2} className="space-y-3 py-2" />;
  }
  if (requests.isError) {
    return (
      <LoadError
        message={connectionRequestMessages.loadFailed}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const { items, count } = requests.data;
  const justConnected = (
    <JustConnectedList items={connected} focusProfileId={connected[0]?.profileId ?? null} />
  );
  if (items.length === 0) {
    return (
      <div>
        {justConnected}
        <p className="py-2 text-sm text-slate-600">{connectionRequestMessages.empty}</p>
      </div>
    );
  }
  return (
    <div>
      {justConnected}
      <ul aria-label="Connection requests" className="divide-y divide-slate-200">
        {items.map((request) => (
          <ConnectionRequestItem
            key={request.id}
            request={request}
            pending={pending?.id === request.id ? pending.verb : null}
            blocked={pending !== null}
            onDecide={(verb) => void decide({ id: request.id, verb }, request.sender.name)}
          />
        ))}
      </ul>
      {count > items.length && (
        <p className="pt-2 text-sm text-slate-600">
          {`Showing the newest ${items.length} of ${pluralize(count, { one: 'request', other: 'requests' })}.`}
        </p>
      )}
    </div>
  );
}
