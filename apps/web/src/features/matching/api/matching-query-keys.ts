import type { MatchFilters } from '../model/match-filters';

export const matchingQueryKeys = {
  all: ['matching'] as const,
  recommendations: (filters: MatchFilters) => ['matching', 'recommendations', filters] as const,
  saved: ['matching', 'saved'] as const,
};
