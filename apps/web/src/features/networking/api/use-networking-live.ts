import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { networkingQueryKeys } from './networking-query-keys';

/**
 * Keeps the member's networking state current: a round that started, got a message or ended
 * early reads it again (a reconnect reads the whole cache again: useRealtimeConnection).
 */
export function useNetworkingLive() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: networkingQueryKeys.state });
  useRealtimeEvent('networking.round', refetch);
}
