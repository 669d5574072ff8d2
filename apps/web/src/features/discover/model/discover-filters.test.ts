import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFor,
  clearedFilters,
  defaultFilters,
  filtersFromSearch,
  searchFromFilters,
  type DiscoverFilters,
} from './discover-filters';

const full: DiscoverFilters = {
  q: 'machine learning',
  industry: 'AI/ML',
  experience: '10+',
  skills: ['Sales', 'DevOps'],
  lookingFor: ['Technical Cofounder'],
  timeZone: 'Europe/Berlin',
  commitment: 'part_time',
  archetypes: ['technical_genius', 'growth_hacker'],
  verified: true,
  sort: 'trending',
};

describe('discover filters <-> URL', () => {
  it('an empty URL is the default search', () => {
    expect(filtersFromSearch(new URLSearchParams())).toEqual(defaultFilters);
    expect(searchFromFilters(defaultFilters).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search = searchFromFilters(full);
    expect(search.getAll('skills')).toEqual(['Sales', 'DevOps']);
    expect(search.get('experience')).toBe('10+');
    expect(search.get('verified')).toBe('true');
    // Lists come back in the options' order.
    expect(filtersFromSearch(search)).toEqual({ ...full, skills: ['Sales', 'DevOps'] });
  });

  it('keeps list values in the option order and drops duplicates', () => {
    const parsed = filtersFromSearch(
      new URLSearchParams('skills=DevOps&skills=Sales&skills=Sales'),
    );
    expect(parsed.skills).toEqual(['Sales', 'DevOps']);
  });

  it('ignores unknown and malformed values', () => {
    const parsed = filtersFromSearch(
      new URLSearchParams(
        'industry=Nope&experience=1-3&skills=Juggling&sort=random&commitment=never&timeZone=%3Cscript%3E',
      ),
    );
    expect(parsed).toEqual(defaultFilters);
  });

  it('leaves defaults out of the URL and trims the search', () => {
    const search = searchFromFilters({ ...defaultFilters, q: '  ada  ', sort: 'top_rated' });
    expect(search.toString()).toBe('q=ada');
  });

  it('always sends the sort and the cursor to the API', () => {
    expect(apiQueryFor(defaultFilters, null)).toBe('sort=top_rated');
    expect(apiQueryFor({ ...defaultFilters, q: 'x' }, 'abc')).toBe('q=x&sort=top_rated&cursor=abc');
  });

  it('asks the API for verified founders only when the filter is on', () => {
    expect(apiQueryFor({ ...defaultFilters, verified: true }, null)).toBe(
      'verified=true&sort=top_rated',
    );
    expect(filtersFromSearch(new URLSearchParams('verified=yes')).verified).toBe(false);
  });

  it('counts active filters and clears them but the sort', () => {
    expect(activeFilterCount(full)).toBe(10);
    expect(clearedFilters(full)).toEqual({ ...defaultFilters, sort: 'trending' });
  });
});
