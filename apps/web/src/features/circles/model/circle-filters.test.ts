import { describe, expect, it } from 'vitest';
import {
  circleFiltersFromSearch,
  circlesApiQueryString,
  clearedCircleFilters,
  defaultCircleFilters,
  isCirclesFiltered,
  searchFromCircleFilters,
  type CircleFilters,
} from './circle-filters';

const full: CircleFilters = { q: 'climate', industry: 'cleantech', joined: true };

describe('circle filters <-> URL', () => {
  it('an empty URL is the default search', () => {
    expect(circleFiltersFromSearch(new URLSearchParams())).toEqual(defaultCircleFilters);
    expect(searchFromCircleFilters(defaultCircleFilters).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search = searchFromCircleFilters(full);
    expect(search.toString()).toBe('q=climate&industry=cleantech&joined=true');
    expect(circleFiltersFromSearch(search)).toEqual(full);
  });

  it('ignores unknown values', () => {
    expect(circleFiltersFromSearch(new URLSearchParams('industry=mining&joined=yes'))).toEqual(
      defaultCircleFilters,
    );
  });

  it("sends 'joined' for members only, and the cursor when paging", () => {
    expect(circlesApiQueryString(defaultCircleFilters, null, true)).toBe('');
    expect(circlesApiQueryString({ ...full, q: ' climate ' }, 'c1', true)).toBe(
      'q=climate&industry=cleantech&joined=true&cursor=c1',
    );
    expect(circlesApiQueryString(full, null, false)).toBe('q=climate&industry=cleantech');
  });

  it('clears the search and industry but keeps the view', () => {
    expect(isCirclesFiltered({ ...defaultCircleFilters, joined: true })).toBe(false);
    expect(isCirclesFiltered({ ...defaultCircleFilters, industry: 'saas' })).toBe(true);
    expect(clearedCircleFilters(full)).toEqual({ ...defaultCircleFilters, joined: true });
  });
});
