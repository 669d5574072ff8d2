import { useConnectionDecision } from './use-connection-decision';

/** POST /api/connections/{id}/accept. */
export function useAcceptConnection() {
  return useConnectionDecision('accept');
}
