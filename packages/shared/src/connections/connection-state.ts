import type { ConnectionState } from './connections.schemas';

/** How the viewer stands with a member, from their live connection (if any). */
export function connectionStateOf(
  connection: { status: 'pending' | 'accepted'; senderId: string } | null,
  viewerId: string,
): ConnectionState {
  if (!connection) return 'none';
  if (connection.status === 'accepted') return 'connected';
  return connection.senderId === viewerId ? 'pending_sent' : 'pending_received';
}
