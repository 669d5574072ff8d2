import { Link } from 'react-router';
import { CalendarPlus, Check, Video, X } from 'lucide-react';
import type { VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { calendarPath } from '../api/calendar-path';
import type { VideoCallVerb } from '../api/use-video-call-answer';
import { canJoin } from '@cofound/shared/video-calls/join-window';

type CallActionsProps = {
  call: VideoCall;
  now: Date;
  pending: VideoCallVerb | null;
  blocked: boolean;
  onAnswer: (verb: VideoCallVerb) => void;
};

/**
 * Accept or Decline a request to me; Cancel my own; Join, Add to calendar or Cancel an accepted
 * call (Join from 10 minutes before the start until the end).
 */
export function CallActions({ call, now, pending, blocked, onAnswer }: CallActionsProps) {
  const name = call.peer.name;
  const answerButton = (verb: VideoCallVerb, label: string, ariaLabel: string) => (
    <Button
      size="sm"
      variant={verb === 'accept' ? 'primary' : 'secondary'}
      loading={pending === verb}
      disabled={blocked}
      aria-label={ariaLabel}
      onClick={() => onAnswer(verb)}
    >
      {pending !== verb && verb === 'accept' && <Check aria-hidden="true" className="size-4" />}
      {pending !== verb && verb !== 'accept' && <X aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );

  if (call.status === 'pending') {
    return (
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        {call.role === 'receiver' ? (
          <>
            {answerButton('accept', 'Accept', `Accept call from ${name}`)}
            {answerButton('decline', 'Decline', `Decline call from ${name}`)}
          </>
        ) : (
          answerButton('cancel', 'Cancel', `Cancel call request to ${name}`)
        )}
      </div>
    );
  }

  const joinable = canJoin(call, now);
  return (
    <div className="flex flex-wrap gap-2 sm:shrink-0">
      {joinable ? (
        <Link
          to={call.roomPath}
          aria-label={`Join call with ${name}`}
          className={buttonStyles({ size: 'sm' })}
        >
          <Video aria-hidden="true" className="size-4" />
          Join call
        </Link>
      ) : (
        <Button size="sm" disabled aria-label={`Join call with ${name}`}>
          <Video aria-hidden="true" className="size-4" />
          Join call
        </Button>
      )}
      <a
        href={calendarPath(call.id)}
        download
        aria-label={`Add to calendar: call with ${name}`}
        className={buttonStyles({ size: 'sm', variant: 'secondary' })}
      >
        <CalendarPlus aria-hidden="true" className="size-4" />
        Add to calendar
      </a>
      {answerButton('cancel', 'Cancel', `Cancel call with ${name}`)}
    </div>
  );
}
