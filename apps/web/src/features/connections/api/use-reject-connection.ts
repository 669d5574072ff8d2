import { useConnectionDecision } from './use-connection-decision';

/** POST /api/connections/{id}/reject. */
export function useRejectConnection() {
  return useConnectionDecision('reject');
}
