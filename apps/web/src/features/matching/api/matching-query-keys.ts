import type { MatchFilters } from '../model/match-filters';

export const matchingQueryKeys = {
  all: ['matching'] as const,
  /** Every recommendations list, whatever its filters. */
  allRecommendations: ['matching', 'recommendations'] as const,
  recommendations: (filters: MatchFilters) => ['matching', 'recommendations', filters] as const,
  saved: ['matching', 'saved'] as const,
};
