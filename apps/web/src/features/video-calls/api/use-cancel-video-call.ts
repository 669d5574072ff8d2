import { useVideoCallAnswer } from './use-video-call-answer';

/** POST /api/video-calls/{id}/cancel. */
export function useCancelVideoCall() {
  return useVideoCallAnswer('cancel');
}
