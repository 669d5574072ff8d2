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
