import { MATCH_PAGE_SIZE, matchingMessages } from '@cofound/shared/matching/matching.schemas';
import { PROFILE_EXPERIENCE_MAX } from '@cofound/shared/profiles/profile.schemas';

/** The deck's optional filters (docs/product.md#deck). */
export type MatchFilters = {
  industry: string;
  minExperience: number | null;
  maxExperience: number | null;
  /** The profile has every one of these skills. */
  requiredSkills: string[];
  /** The profile is looking for any of these. */
  roles: string[];
};

export const noMatchFilters: MatchFilters = {
  industry: '',
  minExperience: null,
  maxExperience: null,
  requiredSkills: [],
  roles: [],
};

/** The range error, or null when the filters can be sent. */
export function matchFiltersError(filters: MatchFilters): string | null {
  const { minExperience: min, maxExperience: max } = filters;
  return min !== null && max !== null && min > max ? matchingMessages.experienceRange : null;
}

/** The GET /api/matching/recommendations query string for one page. */
export function recommendationsQuery(filters: MatchFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.minExperience !== null) params.set('minExperience', String(filters.minExperience));
  if (filters.maxExperience !== null) params.set('maxExperience', String(filters.maxExperience));
  for (const skill of filters.requiredSkills) params.append('requiredSkills', skill);
  for (const role of filters.roles) params.append('roles', role);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(MATCH_PAGE_SIZE));
  return params.toString();
}

/** How many filters are set: shown on the filter toggle. */
export function activeMatchFilterCount(filters: MatchFilters): number {
  return (
    (filters.industry ? 1 : 0) +
    (filters.minExperience !== null ? 1 : 0) +
    (filters.maxExperience !== null ? 1 : 0) +
    filters.requiredSkills.length +
    filters.roles.length
  );
}

/** A years field's text as a filter value: blank or not a whole number from 0 to 80 means no limit. */
export function yearsFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const years = Number(trimmed);
  return years <= PROFILE_EXPERIENCE_MAX ? years : null;
}
