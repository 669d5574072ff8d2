import {
  adminDecisionLikedFilters,
  type AdminDecisionLikedFilter,
  type AdminMatchDecisionsQueryInput,
} from '@cofound/shared/admin/admin-matchmaking.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { oneOf } from '../../../lib/url-filter-values';
import { periodFromUrl, setPeriodInUrl } from './period-search';

/** What /admin/matchmaking keeps in its URL: the period, and the decisions' filters. */
export type MatchmakingSearch = {
  period: AdminPeriod;
  liked: AdminDecisionLikedFilter | '';
  q: string;
};

const MAX_Q = 100;

/** The URL's values; unknown or malformed ones fall back to the defaults. */
export function matchmakingSearchFromUrl(params: URLSearchParams): MatchmakingSearch {
  return {
    period: periodFromUrl(params),
    liked: oneOf(adminDecisionLikedFilters, params.get('liked')) ?? '',
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
  };
}

/** The URL search params; defaults are left out to keep links short. */
export function urlFromMatchmakingSearch(search: MatchmakingSearch): URLSearchParams {
  const params = new URLSearchParams();
  setPeriodInUrl(params, search.period);
  if (search.liked) params.set('liked', search.liked);
  const q = search.q.trim();
  if (q) params.set('q', q);
  return params;
}

/** The decisions' filters cleared; the period stays. */
export function clearedMatchmakingSearch(search: MatchmakingSearch): MatchmakingSearch {
  return { period: search.period, liked: '', q: '' };
}

export function isDecisionsFiltered(search: MatchmakingSearch): boolean {
  return search.liked !== '' || search.q.trim() !== '';
}

/** The GET /api/admin/matchmaking/decisions query for one page. */
export function decisionsApiQuery(
  search: MatchmakingSearch,
  cursor: string | null,
): AdminMatchDecisionsQueryInput {
  const q = search.q.trim();
  return {
    period: search.period,
    liked: search.liked || undefined,
    q: q || undefined,
    cursor: cursor ?? undefined,
  };
}
