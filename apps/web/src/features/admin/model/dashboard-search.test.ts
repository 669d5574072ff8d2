import { describe, expect, it } from 'vitest';
import { endpointQuery } from '@cofound/shared/contract/endpoint';
import {
  clearedDashboardSearch,
  dashboardSearchFromUrl,
  defaultDashboardSearch,
  isMembersFiltered,
  membersApiQuery,
  urlFromDashboardSearch,
  type DashboardSearch,
} from './dashboard-search';

const full: DashboardSearch = {
  period: '7d',
  q: 'ada',
  role: 'admin',
  status: 'suspended',
  sort: 'email',
};

describe('the admin dashboard URL', () => {
  it('an empty URL is the default: the last 30 days, every member, newest first', () => {
    expect(dashboardSearchFromUrl(new URLSearchParams())).toEqual(defaultDashboardSearch);
    expect(urlFromDashboardSearch(defaultDashboardSearch).toString()).toBe('');
  });

  it('round-trips every value', () => {
    const url = urlFromDashboardSearch(full);
    expect(url.toString()).toBe('period=7d&q=ada&role=admin&status=suspended&sort=email');
    expect(dashboardSearchFromUrl(url)).toEqual(full);
  });

  it('ignores values it does not know', () => {
    const url = new URLSearchParams('period=2d&role=owner&status=gone&sort=random');
    expect(dashboardSearchFromUrl(url)).toEqual(defaultDashboardSearch);
  });

  it('asks the API for the filters, the order and the page', () => {
    expect(endpointQuery(membersApiQuery(defaultDashboardSearch, null))).toBe('sort=newest');
    expect(endpointQuery(membersApiQuery({ ...full, q: ' ada ' }, 'c1'))).toBe(
      'q=ada&role=admin&status=suspended&sort=email&cursor=c1',
    );
  });

  it('clears the search and filters, keeping the period and the order', () => {
    expect(isMembersFiltered({ ...defaultDashboardSearch, sort: 'name' })).toBe(false);
    expect(isMembersFiltered({ ...defaultDashboardSearch, status: 'banned' })).toBe(true);
    expect(clearedDashboardSearch(full)).toEqual({
      ...defaultDashboardSearch,
      period: '7d',
      sort: 'email',
    });
  });
});
