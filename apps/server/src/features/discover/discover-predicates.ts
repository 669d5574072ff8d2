import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../db/sql-array';
import { containsWord } from '../../lib/sql-like';
import { isActiveProfile, isNotAway } from '../profiles';
import { notBlockedWith } from '../safety';

export type DiscoverFilters = {
  /** Lower-cased words; a profile matches when its search text contains every one. */
  words: string[];
  industry: string | null;
  experience: { min: number; max: number | null } | null;
  /** The profile has all of them. */
  skills: string[];
  /** The profile looks for at least one of them. */
  lookingFor: string[];
  timeZone: string | null;
  commitment: string | null;
  /** The profile's founder type is one of these. */
  archetypes: string[];
  /** Only profiles with a verified badge (LinkedIn or GitHub linked). */
  verified: boolean;
};

/** The conditions every listed profile meets: listed for this viewer, then the filters. */
export function whereConditions(filters: DiscoverFilters, viewerUserId: string | null): SQL[] {
  const conditions: SQL[] = [
    isActiveProfile(sql`p.status`),
    // Admins are staff, not co-founders to find.
    sql`p.role <> 'admin'`,
    // Away members (tier 2: no activity for 90 days) are left out until they return
    // (docs/decisions/0033-stale-profiles-sink.md).
    isNotAway(sql`p.activity_tier`),
    // 'public': everyone; 'members': signed-in members only.
    viewerUserId === null
      ? sql`p.visibility = 'public'`
      : sql`p.visibility in ('public', 'members')`,
  ];
  // Members who blocked the viewer, or whom the viewer blocked, never see each other.
  if (viewerUserId !== null) conditions.push(notBlockedWith(viewerUserId, sql`p.user_id`));
  for (const word of filters.words) {
    // The trigram GIN index on search_text answers these.
    conditions.push(containsWord([sql`p.search_text`], word, 'like'));
  }
  if (filters.industry) conditions.push(sql`p.industry = ${filters.industry}`);
  if (filters.experience) {
    conditions.push(sql`p.experience >= ${filters.experience.min}`);
    if (filters.experience.max !== null) {
      conditions.push(sql`p.experience <= ${filters.experience.max}`);
    }
  }
  if (filters.skills.length > 0) conditions.push(sql`p.skills @> ${textArray(filters.skills)}`);
  if (filters.lookingFor.length > 0) {
    conditions.push(sql`p.looking_for && ${textArray(filters.lookingFor)}`);
  }
  if (filters.timeZone) conditions.push(sql`p.time_zone = ${filters.timeZone}`);
  if (filters.commitment) conditions.push(sql`p.commitment = ${filters.commitment}`);
  if (filters.archetypes.length > 0) {
    conditions.push(sql`p.archetype = any(${textArray(filters.archetypes)})`);
  }
  if (filters.verified) conditions.push(sql`(p.linkedin_verified or p.github_verified)`);
  return conditions;
}

/** A search or a filter: the best plan then depends on the member's values. */
export function isNarrowed(filters: DiscoverFilters): boolean {
  return (
    filters.words.length > 0 ||
    filters.industry !== null ||
    filters.experience !== null ||
    filters.skills.length > 0 ||
    filters.lookingFor.length > 0 ||
    filters.timeZone !== null ||
    filters.commitment !== null ||
    filters.archetypes.length > 0 ||
    filters.verified
  );
}
