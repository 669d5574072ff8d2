// The SQL of activity tiers (docs/decisions/0033-stale-profiles-sink.md): moving them on as time
// passes. A return moves a tier back through the trigger of migration 0035, not from here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export type AwayMember = { email: string; name: string };

/**
 * Moves every profile whose last activity crossed 30 or 90 days to its tier now (two ranges of
 * profiles_activity_tier_idx), and answers the members who became away with this move, admins
 * and suspended or banned members left out: those the mail invites back, once per absence.
 */
export async function moveActivityTiers(executor: DbOrTx): Promise<AwayMember[]> {
  return queryRows<AwayMember>(
    executor,
    sql`
    with moved as (
      update profiles p set activity_tier = activity_tier_of(p.last_active_at, now())
      where (p.activity_tier = 0 and p.last_active_at <= now() - interval '30 days')
         or (p.activity_tier = 1 and p.last_active_at <= now() - interval '90 days')
      returning p.activity_tier, p.email, p.name, p.role, p.status
    )
    select email, name from moved
    where activity_tier = 2 and role = 'user' and status = 'active'
    order by email`,
  );
}
