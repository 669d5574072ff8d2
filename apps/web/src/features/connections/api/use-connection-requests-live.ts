import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { connectionQueryKeys } from './connection-query-keys';

/**
 * Keeps the request list current without polling (it reloads when a new pending request
 * arrives): refetches on 'connection.requested' and 'connection.changed'.
 */
export function useConnectionRequestsLive() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: connectionQueryKeys.requests });
  useRealtimeEvent('connection.requested', refetch);
  useRealtimeEvent('connection.changed', refetch);
}
