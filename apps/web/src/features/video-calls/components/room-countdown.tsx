import { useEffect, useRef } from 'react';
import { Clock } from 'lucide-react';
import { JOIN_EARLY_MINUTES, joinWindow } from '@cofound/shared/video-calls/join-window';
import type { VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';
import { pluralize } from '../../../lib/plural';
import { formatCallStart } from '../model/call-time-format';
import { countdownText } from '../model/countdown';
import { useNow } from '../model/use-now';
import { RoomNotice } from './room-notice';

/** While the server still says "not yet" (its clock a little behind this one), ask this often. */
const ASK_AGAIN_MS = 5000;

type RoomCountdownProps = {
  call: VideoCall;
  /** The window has opened: load the room (called again every few seconds until it is). */
  onOpen: () => void;
};

/**
 * The room of a call that has not opened yet: when it opens, in the member's own time, and a
 * countdown to the second. The countdown is a timer, which screen readers do not announce as
 * it changes (they read it when asked); the opening itself is announced once.
 */
export function RoomCountdown({ call, onOpen }: RoomCountdownProps) {
  const now = useNow(1000);
  const { opensAt } = joinWindow(call);
  const left = opensAt.getTime() - now.getTime();
  const open = left <= 0;

  const latestOnOpen = useRef(onOpen);
  useEffect(() => {
    latestOnOpen.current = onOpen;
  });
  useEffect(() => {
    if (!open) return;
    latestOnOpen.current();
    const again = setInterval(() => latestOnOpen.current(), ASK_AGAIN_MS);
    return () => clearInterval(again);
  }, [open]);

  return (
    <RoomNotice
      icon={Clock}
      title="The call room is not open yet"
      description={
        <>
          {call.title} with {call.peer.name} starts{' '}
          <time dateTime={call.startsAt}>{formatCallStart(call.startsAt)}</time>. The room opens{' '}
          {pluralize(JOIN_EARLY_MINUTES, { one: 'minute', other: 'minutes' })} before, at{' '}
          <time dateTime={opensAt.toISOString()}>{formatCallStart(opensAt.toISOString())}</time>,
          and this page joins it by itself.
        </>
      }
    >
      <p
        role="timer"
        aria-live="off"
        className="text-2xl font-semibold text-slate-900 tabular-nums"
      >
        {open ? 'Opening the room…' : `Opens in ${countdownText(left)}`}
      </p>
      <p role="status" className="sr-only">
        {open ? 'The room is open. Joining the call…' : ''}
      </p>
    </RoomNotice>
  );
}
