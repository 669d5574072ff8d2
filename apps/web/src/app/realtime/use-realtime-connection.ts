import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toaster';
import { sessionQueryOptions, useSession } from '../../features/session/index';
import { RealtimeClient, realtimeUrl } from '../../lib/realtime/realtime-client';
import { dispatchRealtimeFrame } from '../../lib/realtime/realtime-events';
import { rememberEndedSession } from '../../lib/ended-session-notice';
import { useRealtimeEvent } from '../../lib/realtime/use-realtime-event';

/**
 * Keeps one realtime socket open while a member is signed in. Each (re)connect refetches the
 * cache once, when the server says the socket is registered (its ready frame): what was read
 * before then may have missed an event. Features add no refetch of their own on ready.
 */
export function useRealtimeConnection(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let mounted = true;
    const client = new RealtimeClient({
      url: realtimeUrl(),
      onFrame: dispatchRealtimeFrame,
      // The server refused the session: reloading it sends the guards to /signin when it has
      // ended. When the member is still signed in, the live updates must not stop for good.
      onUnauthenticated: () => {
        void queryClient
          .fetchQuery({ ...sessionQueryOptions, staleTime: 0 })
          .then(({ user }) => {
            if (mounted && user?.id === userId) client.retryAfterRefusal();
          })
          .catch(() => undefined);
      },
    });
    client.start();
    return () => {
      mounted = false;
      client.stop();
    };
  }, [userId, queryClient]);

  // An admin suspended or banned the member: the socket closes next, and the sign-in page
  // the guards send them to says why.
  useRealtimeEvent('realtime.ready', () => void queryClient.invalidateQueries());

  useRealtimeEvent('session.ended', ({ status }) => rememberEndedSession(status));

  useRealtimeEvent('system.notice', ({ message }) => {
    toast(message);
  });
}
