import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { connectionQueryKeys } from './connection-query-keys';

/**
 * Keeps the list of connections current (last message, unread counts, who is still connected):
 * refetches on new and removed messages and changed connections (and every reconnect, with the
 * whole cache: useRealtimeConnection).
 */
export function useConnectionsLive() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: connectionQueryKeys.lists });
  useRealtimeEvent('message.created', refetch);
  useRealtimeEvent('message.removed', refetch);
  useRealtimeEvent('connection.changed', refetch);
}
