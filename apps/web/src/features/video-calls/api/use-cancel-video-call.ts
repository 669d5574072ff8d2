import { useVideoCallAnswer } from './use-video-call-answer';

/** Either participant calls off a pending or accepted call. */
export function useCancelVideoCall() {
  return useVideoCallAnswer('cancel');
}
