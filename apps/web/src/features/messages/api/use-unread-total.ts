import { useQuery, useQueryClient } from '@tanstack/react-query';
import { messagesContract } from '@cofound/shared/messages/messages.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { messageQueryKeys } from './message-query-keys';

/**
 * The header's unread total, kept current by the realtime events that
 * change it. `enabled`: false for visitors.
 */
export function useUnreadTotal(enabled: boolean) {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: messageQueryKeys.unread });
  useRealtimeEvent('message.created', refetch);
  useRealtimeEvent('message.read', refetch);
  return useQuery({
    queryKey: messageQueryKeys.unread,
    queryFn: ({ signal }) => callEndpoint(messagesContract.unreadTotal, {}, { signal }),
    enabled,
  });
}
