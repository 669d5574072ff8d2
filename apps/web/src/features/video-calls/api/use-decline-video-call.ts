import { useVideoCallAnswer } from './use-video-call-answer';

/** The receiver declines a pending call. */
export function useDeclineVideoCall() {
  return useVideoCallAnswer('decline');
}
