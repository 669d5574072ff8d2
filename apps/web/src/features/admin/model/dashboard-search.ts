import {
  adminMemberSorts,
  type AdminMemberSort,
  type AdminMembersQueryInput,
} from '@cofound/shared/admin/admin-members.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import {
  memberRoles,
  memberStatuses,
  type MemberRole,
  type MemberStatus,
} from '@cofound/shared/admin/member-status';
import { oneOf } from '../../../lib/url-filter-values';
import { DEFAULT_PERIOD, periodFromUrl, setPeriodInUrl } from './period-search';

/** What the members list is narrowed to: the search, the role, the status, and its order. */
export type MemberFilters = {
  q: string;
  role: MemberRole | '';
  status: MemberStatus | '';
  sort: AdminMemberSort;
};

/** Everything /admin keeps in its URL: the figures' period and the members list's filters. */
export type DashboardSearch = MemberFilters & { period: AdminPeriod };

export const defaultDashboardSearch: DashboardSearch = {
  period: DEFAULT_PERIOD,
  q: '',
  role: '',
  status: '',
  sort: 'newest',
};

export const adminMemberSortLabels: Record<AdminMemberSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  name: 'Name',
  email: 'Email',
};

const MAX_Q = 100;

/** The URL's values; unknown or malformed ones fall back to the defaults. */
export function dashboardSearchFromUrl(params: URLSearchParams): DashboardSearch {
  return {
    period: periodFromUrl(params),
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    role: oneOf(memberRoles, params.get('role')) ?? '',
    status: oneOf(memberStatuses, params.get('status')) ?? '',
    sort: oneOf(adminMemberSorts, params.get('sort')) ?? 'newest',
  };
}

/** The URL search params; defaults are left out to keep links short. */
export function urlFromDashboardSearch(search: DashboardSearch): URLSearchParams {
  const params = new URLSearchParams();
  setPeriodInUrl(params, search.period);
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.role) params.set('role', search.role);
  if (search.status) params.set('status', search.status);
  if (search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

/** The GET /api/admin/members query for one page. */
export function membersApiQuery(
  filters: MemberFilters,
  cursor: string | null,
): AdminMembersQueryInput {
  const q = filters.q.trim();
  return {
    q: q || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    sort: filters.sort,
    cursor: cursor ?? undefined,
  };
}

/** True when the search, the role or the status narrows the list; the order does not count. */
export function isMembersFiltered(filters: MemberFilters): boolean {
  return filters.q.trim() !== '' || filters.role !== '' || filters.status !== '';
}

/** The members list's search and filters cleared; the period and the order stay. */
export function clearedDashboardSearch(search: DashboardSearch): DashboardSearch {
  return { ...defaultDashboardSearch, period: search.period, sort: search.sort };
}

/** The members list's part of the URL (a new period does not read the list again). */
export function memberFiltersOf({ q, role, status, sort }: DashboardSearch): MemberFilters {
  return { q, role, status, sort };
}
