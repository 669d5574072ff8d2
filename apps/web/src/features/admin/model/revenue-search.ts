import { adminPeriods, type AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { oneOf } from '../../../lib/url-filter-values';
import { DEFAULT_PERIOD } from './dashboard-search';

/** What /admin/revenue keeps in its URL: the period its figures are for. */
export type RevenueSearch = { period: AdminPeriod };

/** The URL's period; an unknown one falls back to the default. */
export function revenueSearchFromUrl(params: URLSearchParams): RevenueSearch {
  return { period: oneOf(adminPeriods, params.get('period')) ?? DEFAULT_PERIOD };
}

/** The URL search params; the default period is left out to keep links short. */
export function urlFromRevenueSearch(search: RevenueSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.period !== DEFAULT_PERIOD) params.set('period', search.period);
  return params;
}

export function clearedRevenueSearch(): RevenueSearch {
  return { period: DEFAULT_PERIOD };
}
