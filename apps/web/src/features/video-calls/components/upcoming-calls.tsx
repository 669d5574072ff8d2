import { useId, useState } from 'react';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { toast } from '../../../components/ui/toaster';
import { useAcceptVideoCall } from '../api/use-accept-video-call';
import { useCancelVideoCall } from '../api/use-cancel-video-call';
import { useDeclineVideoCall } from '../api/use-decline-video-call';
import type { VideoCallVerb } from '../api/use-video-call-answer';
import { useVideoCalls } from '../api/use-video-calls';
import { useVideoCallsLive } from '../api/use-video-calls-live';
import { answerNotice } from '../model/call-notices';
import { useNow } from '../model/use-now';
import { UpcomingCallItem } from './upcoming-call-item';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { surfaceStyles } from '../../../components/ui/card';
import { useFirstDrawPending } from '../../../lib/use-first-draw-pending';

type Answer = { id: string; verb: VideoCallVerb };

/**
 * The member's calls: requests to answer, own requests waiting for an answer, accepted calls to
 * join. Kept current over the realtime channel.
 */
export function UpcomingCalls({ className }: { className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={surfaceStyles('comfortable', className)}>
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        Upcoming calls
      </h2>
      <CallList />
    </section>
  );
}

/**
 * The calls with one member, above a chat: a request shows up there live, to answer on the spot.
 * Renders nothing while there are none.
 */
export function PeerCalls({ peerProfileId }: { peerProfileId: string }) {
  return <CallList peerProfileId={peerProfileId} />;
}

function CallList({ peerProfileId }: { peerProfileId?: string }) {
  const calls = useVideoCalls();
  const callsPending = useFirstDrawPending(calls);
  useVideoCallsLive();
  const now = useNow();
  const verbs = {
    accept: useAcceptVideoCall(),
    decline: useDeclineVideoCall(),
    cancel: useCancelVideoCall(),
  };
  const [pending, setPending] = useState<Answer | null>(null);

  const answer = async ({ id, verb }: Answer) => {
    if (pending) return;
    setPending({ id, verb });
    try {
      await verbs[verb].mutateAsync(id);
      toast.success(answerNotice(verb));
    } catch {
      toast.error(
        verb === 'cancel' ? videoCallMessages.cancelFailed : videoCallMessages.answerFailed,
      );
    } finally {
      setPending(null);
    }
  };

  const items = (calls.data?.items ?? []).filter(
    (call) => peerProfileId === undefined || call.peer.profileId === peerProfileId,
  );
  const list = (label: string) => (
    <ul aria-label={label} className="divide-y divide-slate-200">
      {items.map((call) => (
        <UpcomingCallItem
          key={call.id}
          call={call}
          now={now}
          pending={pending?.id === call.id ? pending.verb : null}
          blocked={pending !== null}
          onAnswer={(verb) => void answer({ id: call.id, verb })}
        />
      ))}
    </ul>
  );
  if (peerProfileId !== undefined) {
    if (items.length === 0) return null;
    return (
      <div className="border-b border-slate-200 px-4 py-1">{list('Calls with this member')}</div>
    );
  }
  if (callsPending) {
    return <LoadingRows label="Loading your calls…" />;
  }
  if (calls.isError) {
    return (
      <LoadError message={videoCallMessages.loadFailed} onRetry={() => void calls.refetch()} />
    );
  }
  if (items.length === 0) {
    return <p className="text-sm text-slate-600">{videoCallMessages.noUpcoming}</p>;
  }
  return list('Upcoming calls');
}
