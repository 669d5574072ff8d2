import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toaster';
import { sessionQueryKey, useSession } from '../../features/session/index';
import { RealtimeClient, realtimeUrl } from '../../lib/realtime/realtime-client';
import { dispatchRealtimeFrame } from '../../lib/realtime/realtime-events';
import { useRealtimeEvent } from '../../lib/realtime/use-realtime-event';

/**
 * Keeps one realtime socket open while a member is signed in. Each (re)connect refetches the
 * cache, since events may have been missed while disconnected.
 */
export function useRealtimeConnection(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const client = new RealtimeClient({
      url: realtimeUrl(),
      onFrame: dispatchRealtimeFrame,
      onConnected: () => void queryClient.invalidateQueries(),
      // The session ended on the server: reloading it sends the guards to /signin.
      onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
    client.start();
    return () => client.stop();
  }, [userId, queryClient]);

  useRealtimeEvent('system.notice', ({ message }) => {
    toast(message);
  });
}
