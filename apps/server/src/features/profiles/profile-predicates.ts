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
