import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AWAY_TIER } from '@cofound/shared/profiles/activity-tier';
import type { VisibilityDetails } from '@cofound/shared/profiles/profiles.schemas';
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
 * A profile still ranked in matching, Discover and team matches: not away 90 days
 * (docs/decisions/0033-stale-profiles-sink.md). `tier` is the query's activity tier column. The
 * bound is written as a constant, so the planner sees it (and partial indexes match).
 */
export function isNotAway(tier: SQLWrapper = profiles.activityTier): SQL {
  return sql`${tier} < ${sql.raw(String(AWAY_TIER))}`;
}

/**
 * A profile a signed-out visitor may see: a members-only one asks them to sign in first, so what
 * hangs off it stays hidden from them too. `visibility` is the query's profiles.visibility column.
 */
export function isShownToVisitors(visibility: SQLWrapper = profiles.visibility): SQL {
  return sql`${visibility} = 'public'`;
}

/**
 * `value` when the member shows this fact of their visibility details (the default), else null:
 * the one way every card query applies the settings. `visibilityDetails` is the query's
 * profiles.visibility_details column (`sql\`p.visibility_details\`` in raw SQL).
 */
export function ifShown(
  detail: keyof VisibilityDetails,
  value: SQLWrapper,
  visibilityDetails: SQLWrapper = profiles.visibilityDetails,
): SQL {
  return sql`case when (${visibilityDetails} -> ${detail}::text) is distinct from 'false'::jsonb
    then ${value} end`;
}
