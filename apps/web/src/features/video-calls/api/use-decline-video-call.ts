import { useVideoCallAnswer } from './use-video-call-answer';

/** POST /api/video-calls/{id}/decline. */
export function useDeclineVideoCall() {
  return useVideoCallAnswer('decline');
}
