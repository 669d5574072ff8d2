import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../features/session/index';
import { RealtimeClient, realtimeUrl } from '../../lib/realtime/realtime-client';
import { dispatchRealtimeFrame } from '../../lib/realtime/realtime-events';

/** The signed-in member's one realtime socket, opened at most once per member. */
let current: { userId: string; client: RealtimeClient } | null = null;

/**
 * Opens the member's realtime socket, unless it is open for them already. The page opens it as
 * soon as it knows who is signed in, before its first page has loaded, so that the socket is
 * usually registered before the page's queries start.
 *
 * Each (re)connect refetches the cache once, on the server's ready frame (the socket is
 * registered and hears every event from then on): what was read before may have missed an
 * event; what is read after has not. Features add no refetch of their own on ready.
 */
export function connectRealtime(userId: string, queryClient: QueryClient): void {
  if (current?.userId === userId) return;
  disconnectRealtime();
  const client = new RealtimeClient({
    url: realtimeUrl(),
    onFrame: (frame) => {
      if (frame.event === 'realtime.ready') void queryClient.invalidateQueries();
      dispatchRealtimeFrame(frame);
    },
    // The server refused the session: reloading it sends the guards to /signin when it has
    // ended. When the member is still signed in, the live updates must not stop for good.
    onUnauthenticated: () => {
      void queryClient
        .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
        .then(({ user }) => {
          if (current?.client === client && user?.id === userId) client.retryAfterRefusal();
        })
        .catch(() => undefined);
    },
  });
  current = { userId, client };
  client.start();
}

export function disconnectRealtime(): void {
  current?.client.stop();
  current = null;
}
