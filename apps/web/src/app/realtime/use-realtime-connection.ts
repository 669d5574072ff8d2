import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toaster';
import { useSession } from '../../features/session/index';
import { rememberEndedSession } from '../../lib/ended-session-notice';
import { useRealtimeEvent } from '../../lib/realtime/use-realtime-event';
import { connectRealtime, disconnectRealtime } from './realtime-connection';

/**
 * Keeps one realtime socket open while a member is signed in (realtime-connection.ts; the page
 * may have opened it already at boot), and closes it when they sign out.
 */
export function useRealtimeConnection(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    connectRealtime(userId, queryClient);
    return disconnectRealtime;
  }, [userId, queryClient]);

  // An admin suspended or banned the member: the socket closes next, and the sign-in page
  // the guards send them to says why.
  useRealtimeEvent('session.ended', ({ status }) => rememberEndedSession(status));

  useRealtimeEvent('system.notice', ({ message }) => {
    toast(message);
  });
}
