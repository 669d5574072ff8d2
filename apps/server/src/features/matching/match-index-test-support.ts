// Shared by the match index's unit tests.
import type { RankFilters } from './match-index';

/** A ranking narrowed by nothing. */
export const noFilters: RankFilters = {
  industry: null,
  minExperience: null,
  maxExperience: null,
  requiredSkills: [],
  roles: [],
  archetypes: [],
  anySkills: [],
  verifiedOnly: false,
};
