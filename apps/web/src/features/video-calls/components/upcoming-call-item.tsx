import { pluralize } from '../../../lib/plural';
import type { VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { formatCallStart } from '../model/call-time-format';
import { canJoin, JOIN_EARLY_MINUTES } from '@cofound/shared/video-calls/join-window';
import type { VideoCallVerb } from '../api/use-video-call-answer';
import { CallActions } from './call-actions';
import { HeadingLink } from '../../../components/ui/text-link';

type UpcomingCallItemProps = {
  call: VideoCall;
  now: Date;
  /** The answer being saved for this call. */
  pending: VideoCallVerb | null;
  /** Another answer is being saved. */
  blocked: boolean;
  onAnswer: (verb: VideoCallVerb) => void;
};

function statusLine(call: VideoCall, now: Date): string {
  if (call.status === 'accepted') {
    return canJoin(call, now)
      ? 'Accepted · the room is open'
      : `Accepted · the room opens ${pluralize(JOIN_EARLY_MINUTES, { one: 'minute', other: 'minutes' })} before the start`;
  }
  return call.role === 'sender' ? `Waiting for ${call.peer.name}` : 'Wants to talk with you';
}

/** One call: with whom, when (in the member's time), how long, and what can be done. */
export function UpcomingCallItem({ call, now, pending, blocked, onAnswer }: UpcomingCallItemProps) {
  const { peer } = call;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <MemberAvatar name={peer.name} imageUrl={peer.imageUrl} size="sm" decorative />
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words text-slate-900">
            {call.title} with{' '}
            <HeadingLink to={`/profile/${peer.profileId}`}>{peer.name}</HeadingLink>
          </p>
          <p className="text-slate-700">
            <time dateTime={call.startsAt}>{formatCallStart(call.startsAt)}</time> ·{' '}
            {call.durationMinutes} min
          </p>
          <p className={call.status === 'accepted' ? 'text-emerald-700' : 'text-slate-600'}>
            {statusLine(call, now)}
          </p>
        </div>
      </div>
      <CallActions call={call} now={now} pending={pending} blocked={blocked} onAnswer={onAnswer} />
    </li>
  );
}
