import {
  videoCallMessages,
  type VideoCall,
  type VideoCallStatus,
} from '@cofound/shared/video-calls/video-calls.schemas';

/** What to tell the member when the other side changed one of their calls; null for nothing. */
export function changeNotice(call: VideoCall, status: VideoCallStatus): string | null {
  const name = call.peer.name;
  if (status === 'accepted' && call.role === 'sender' && call.status === 'pending') {
    return `${name} accepted your call request.`;
  }
  if (status === 'declined' && call.role === 'sender') {
    return `${name} declined your call request.`;
  }
  if (status === 'cancelled') return `${name} cancelled the call “${call.title}”.`;
  return null;
}

/** The toast after the member answered or cancelled a call themselves. */
export function answerNotice(verb: 'accept' | 'decline' | 'cancel'): string {
  if (verb === 'accept') return videoCallMessages.accepted;
  if (verb === 'decline') return videoCallMessages.declined;
  return 'Call cancelled';
}
