import { useVideoCallAnswer } from './use-video-call-answer';

/** POST /api/video-calls/{id}/accept. */
export function useAcceptVideoCall() {
  return useVideoCallAnswer('accept');
}
