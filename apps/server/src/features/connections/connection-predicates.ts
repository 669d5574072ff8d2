import { sql, type SQL } from 'drizzle-orm';
import { connections } from '../../db/schema';

/**
 * The accepted connection between two members, whichever of them asked: the one way every
 * feature asks "are these two connected?" in SQL (served by connections_live_pair_unique).
 * Use it inside a query over `connections`.
 */
export function acceptedConnectionBetween(userIdA: string, userIdB: string | SQL): SQL {
  return sql`${connections.status} = 'accepted'
    and least(${connections.senderId}, ${connections.receiverId}) = least(${userIdA}::text, ${userIdB}::text)
    and greatest(${connections.senderId}, ${connections.receiverId}) = greatest(${userIdA}::text, ${userIdB}::text)`;
}

/**
 * A lateral join giving, as `alias.status` and `alias.sender_id`, the live (pending or
 * accepted) connection between the viewer and the row's member: feed the two columns to
 * connectionStateOf. Add it to a query's from clause as `left join lateral (...) alias on true`.
 */
export function liveConnectionLateral(viewerUserId: string, memberUserId: SQL): SQL {
  return sql`(
    select status, sender_id from connections
    where status in ('pending', 'accepted')
      and least(sender_id, receiver_id) = least(${viewerUserId}::text, ${memberUserId})
      and greatest(sender_id, receiver_id) = greatest(${viewerUserId}::text, ${memberUserId})
    limit 1)`;
}

/** The row's live connection, from the two columns liveConnectionLateral gives. */
export type LiveConnectionColumns = {
  connection_status: 'pending' | 'accepted' | null;
  connection_sender_id: string | null;
};

export function liveConnectionOf(
  row: LiveConnectionColumns,
): { status: 'pending' | 'accepted'; senderId: string } | null {
  return row.connection_status && row.connection_sender_id
    ? { status: row.connection_status, senderId: row.connection_sender_id }
    : null;
}
