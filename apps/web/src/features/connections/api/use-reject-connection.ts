import { useConnectionDecision } from './use-connection-decision';

/** Rejects a pending request sent to me. */
export function useRejectConnection() {
  return useConnectionDecision('reject');
}
