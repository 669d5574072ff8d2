/**
 * How long a member has been away, as the rankings use it (docs/decisions/0033-stale-profiles-sink.md):
 * 'active' under 30 days since their last activity (or no stamp at all), 'quiet' from 30 days
 * (ranked below active members with an equal score), 'away' from 90 days (left out of matching,
 * Discover and team matches until they are active again). The database keeps the same rule in
 * activity_tier_of (migration 0035) as a number: the tier's index here.
 */
export const activityTiers = ['active', 'quiet', 'away'] as const;
export type ActivityTier = (typeof activityTiers)[number];

/** The tier from which a member is left out of matching, Discover and team matches. */
export const AWAY_TIER = activityTiers.indexOf('away');

export const QUIET_AFTER_DAYS = 30;
export const AWAY_AFTER_DAYS = 90;

const DAY_MS = 86_400_000;

/** The tier's number as the database stores it: 0 active, 1 quiet, 2 away. */
export function activityTierOf(lastActiveAt: Date | null, now: Date): 0 | 1 | 2 {
  if (lastActiveAt === null) return 0;
  const away = now.getTime() - lastActiveAt.getTime();
  if (away < QUIET_AFTER_DAYS * DAY_MS) return 0;
  if (away < AWAY_AFTER_DAYS * DAY_MS) return 1;
  return 2;
}
