import { useVideoCallAnswer } from './use-video-call-answer';

/** The receiver accepts a pending call. */
export function useAcceptVideoCall() {
  return useVideoCallAnswer('accept');
}
