import { useRealtimeConnection } from './use-realtime-connection';

/**
 * The realtime socket, opened beside the router rather than in the page layout: it opens once the
 * session is known, while the page's code still loads, so its ready frame comes before the
 * page's first reads and the refetch it triggers has next to nothing to read again
 * (docs/decisions/0047-realtime-socket-before-the-page.md).
 */
export function RealtimeConnection() {
  useRealtimeConnection();
  return null;
}
