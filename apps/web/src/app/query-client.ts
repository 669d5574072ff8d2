import { sessionQueryKey } from '../features/session/index';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's one cache. A 401 from any call reloads the session, so a session that ended on the
 * server sends the member to /signin through the route guards.
 */
export const queryClient = createQueryClient({
  onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
});
