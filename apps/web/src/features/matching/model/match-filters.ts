import {
  MATCH_PAGE_SIZE,
  matchingMessages,
  type RecommendationsQueryInput,
} from '@cofound/shared/matching/matching.schemas';
import type { Archetype } from '@cofound/shared/personality-test/archetypes';
import { PROFILE_EXPERIENCE_MAX } from '@cofound/shared/profiles/profiles.schemas';

/** The deck's optional filters (docs/product.md#deck). */
export type MatchFilters = {
  industry: string;
  minExperience: number | null;
  maxExperience: number | null;
  /** The profile has every one of these skills. */
  requiredSkills: string[];
  /** The profile is looking for any of these. */
  roles: string[];
  /** The profile's founder type is one of these. */
  archetypes: Archetype[];
  /** Only profiles with a verified badge. */
  verified: boolean;
};

export const noMatchFilters: MatchFilters = {
  industry: '',
  minExperience: null,
  maxExperience: null,
  requiredSkills: [],
  roles: [],
  archetypes: [],
  verified: false,
};

/** The range error, or null when the filters can be sent. */
export function matchFiltersError(filters: MatchFilters): string | null {
  const { minExperience: min, maxExperience: max } = filters;
  return min !== null && max !== null && min > max ? matchingMessages.experienceRange : null;
}

/**
 * The deck's query for one page: only the filters that are set (0 years is a limit), lists as
 * they are (sent as repeated keys), the cursor when there is one, and the page size.
 */
export function recommendationsQuery(filters: MatchFilters, cursor: string | null) {
  return {
    industry: filters.industry || undefined,
    minExperience: filters.minExperience ?? undefined,
    maxExperience: filters.maxExperience ?? undefined,
    requiredSkills: filters.requiredSkills,
    roles: filters.roles,
    archetypes: filters.archetypes,
    verified: filters.verified ? 'true' : undefined,
    cursor: cursor || undefined,
    limit: MATCH_PAGE_SIZE,
  } satisfies RecommendationsQueryInput;
}

/** How many filters are set: shown on the filter toggle. */
export function activeMatchFilterCount(filters: MatchFilters): number {
  return (
    (filters.industry ? 1 : 0) +
    (filters.minExperience !== null ? 1 : 0) +
    (filters.maxExperience !== null ? 1 : 0) +
    filters.requiredSkills.length +
    filters.roles.length +
    filters.archetypes.length +
    (filters.verified ? 1 : 0)
  );
}

/** A years field's text as a filter value: blank or not a whole number from 0 to 80 means no limit. */
export function yearsFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const years = Number(trimmed);
  return years <= PROFILE_EXPERIENCE_MAX ? years : null;
}
