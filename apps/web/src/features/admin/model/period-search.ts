import { adminPeriods, type AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { oneOf } from '../../../lib/url-filter-values';

export const DEFAULT_PERIOD: AdminPeriod = '30d';

/** What a page of figures keeps in its URL: the period they are for. */
export type PeriodSearch = { period: AdminPeriod };

/** The URL's period; an unknown one falls back to the default. */
export function periodFromUrl(params: URLSearchParams): AdminPeriod {
  return oneOf(adminPeriods, params.get('period')) ?? DEFAULT_PERIOD;
}

/** Puts the period in the URL's params, unless it is the default (links stay short). */
export function setPeriodInUrl(params: URLSearchParams, period: AdminPeriod): void {
  if (period !== DEFAULT_PERIOD) params.set('period', period);
}

export function periodSearchFromUrl(params: URLSearchParams): PeriodSearch {
  return { period: periodFromUrl(params) };
}

export function urlFromPeriodSearch(search: PeriodSearch): URLSearchParams {
  const params = new URLSearchParams();
  setPeriodInUrl(params, search.period);
  return params;
}

export function clearedPeriodSearch(): PeriodSearch {
  return { period: DEFAULT_PERIOD };
}
