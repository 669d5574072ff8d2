import { useConnectionDecision } from './use-connection-decision';

/** Accepts a pending request sent to me. */
export function useAcceptConnection() {
  return useConnectionDecision('accept');
}
