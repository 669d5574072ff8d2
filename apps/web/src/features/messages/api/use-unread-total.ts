import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unreadTotalSchema } from '@cofound/shared/messages/messages.schemas';
import { apiFetch } from '../../../lib/api-client';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { messageQueryKeys } from './message-query-keys';

/**
 * GET /api/messages/unread: the header's unread total, kept current by the realtime events that
 * change it. `enabled`: false for visitors.
 */
export function useUnreadTotal(enabled: boolean) {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: messageQueryKeys.unread });
  useRealtimeEvent('message.created', refetch);
  useRealtimeEvent('message.read', refetch);
  useRealtimeEvent('realtime.ready', refetch);
  return useQuery({
    queryKey: messageQueryKeys.unread,
    queryFn: ({ signal }) =>
      apiFetch('/api/messages/unread', { schema: unreadTotalSchema, signal }),
    enabled,
  });
}
