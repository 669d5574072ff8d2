import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/**
 * A profile that takes part in the community: not suspended, banned or deactivated. The one way
 * every feature writes it in SQL; `status` is the status column of the query's profiles row
 * (an alias's column, or `sql\`p.status\`` in raw SQL).
 */
export function isActiveProfile(status: SQLWrapper = profiles.status): SQL {
  return sql`${status} = 'active'`;
}

/**
 * A profile a signed-out visitor may see: a members-only one asks them to sign in first, so what
 * hangs off it stays hidden from them too. `visibility` is the query's profiles.visibility column.
 */
export function isShownToVisitors(visibility: SQLWrapper = profiles.visibility): SQL {
  return sql`${visibility} = 'public'`;
}
