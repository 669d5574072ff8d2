import { endpointQuery } from '@cofound/shared/contract/endpoint';
import { circleIndustries, type CircleIndustry } from '@cofound/shared/circles/circles.options';
import type { CirclesQueryInput } from '@cofound/shared/circles/circles.schemas';

/** What the visitor looks for on /circles; lives in the URL so a search can be shared. */
export type CircleFilters = {
  q: string;
  industry: CircleIndustry | '';
  /** 'My circles': only the ones the member belongs to. */
  joined: boolean;
};

export const defaultCircleFilters: CircleFilters = { q: '', industry: '', joined: false };

const MAX_Q = 100;

/** The filters in a URL's search params; unknown or malformed values fall back to defaults. */
export function circleFiltersFromSearch(params: URLSearchParams): CircleFilters {
  const industry = params.get('industry');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    industry: circleIndustries.find((option) => option === industry) ?? '',
    joined: params.get('joined') === 'true',
  };
}

/** The URL search params for the filters; defaults are left out to keep links short. */
export function searchFromCircleFilters(filters: CircleFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.joined) params.set('joined', 'true');
  return params;
}

/**
 * The GET /api/circles query for one page. 'My circles' only means something to a member: a
 * visitor who opens such a link sees every circle.
 */
export function circlesApiQuery(
  filters: CircleFilters,
  cursor: string | null,
  signedIn: boolean,
): CirclesQueryInput {
  const q = filters.q.trim();
  return {
    q: q || undefined,
    industry: filters.industry || undefined,
    joined: filters.joined && signedIn ? 'true' : undefined,
    cursor: cursor ?? undefined,
  };
}

/** The same query as a string. */
export function circlesApiQueryString(
  filters: CircleFilters,
  cursor: string | null,
  signedIn: boolean,
): string {
  return endpointQuery(circlesApiQuery(filters, cursor, signedIn));
}

/** True when the search or the industry narrows the grid ('My circles' is a view, not a filter). */
export function isCirclesFiltered(filters: CircleFilters): boolean {
  return filters.q.trim() !== '' || filters.industry !== '';
}

/** The search and industry cleared, keeping the view (all circles or the member's own). */
export function clearedCircleFilters(filters: CircleFilters): CircleFilters {
  return { ...defaultCircleFilters, joined: filters.joined };
}
