import { videoCallMessages, type VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';
import { isApiError } from '../../../lib/api-error';

export type RoomProblem = { title: string; description: string };

/**
 * Why the room could not be loaded: not a participant, no such call, its time is over, or not
 * reachable. (Not open yet is no problem: the page counts down to it, see roomNotOpenYet.)
 */
export function roomLoadProblem(error: unknown): RoomProblem {
  const status = isApiError(error) ? error.status : 0;
  if (status === 403 || status === 404 || status === 400) {
    return {
      title: 'This call is not available',
      description:
        'Only the two people in a call can join it. Check the link, or find your calls on your dashboard.',
    };
  }
  if (status === 409 && isApiError(error) && error.message === videoCallMessages.ended) {
    return {
      title: 'This call has ended',
      description: 'Its time is over. To talk again, schedule another call from your connections.',
    };
  }
  if (status === 409 && isApiError(error)) {
    return { title: 'This call cannot be joined', description: error.message };
  }
  return {
    title: 'The call could not be loaded',
    description: 'Please check your connection and reload the page.',
  };
}

/** Why a loaded call cannot be joined; null when it is accepted (or completed: they may rejoin). */
export function callStatusProblem(call: VideoCall): RoomProblem | null {
  switch (call.status) {
    case 'accepted':
    case 'completed':
      return null;
    case 'pending':
      return {
        title: 'This call is not accepted yet',
        description: `The room opens once ${call.role === 'sender' ? `${call.peer.name} accepts` : 'you accept'} the request.`,
      };
    default:
      return {
        title: 'This call is over',
        description: `The call with ${call.peer.name} was ${call.status}.`,
      };
  }
}

/** The server refused the room because its window has not opened yet. */
export function roomNotOpenYet(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 409 && error.message === videoCallMessages.roomNotOpen
  );
}
