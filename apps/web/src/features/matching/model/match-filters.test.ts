import { describe, expect, it } from 'vitest';
import { endpointQuery } from '@cofound/shared/contract/endpoint';
import {
  activeMatchFilterCount,
  matchFiltersError,
  noMatchFilters,
  recommendationsQuery,
  yearsFromInput,
} from './match-filters';

/** The query string the deck sends for one page, as the contract's caller builds it. */
const queryString = (...args: Parameters<typeof recommendationsQuery>) =>
  endpointQuery(recommendationsQuery(...args));

describe('match filters', () => {
  it('asks for the first page with only the page size when nothing is set', () => {
    expect(queryString(noMatchFilters, null)).toBe('limit=20');
    expect(activeMatchFilterCount(noMatchFilters)).toBe(0);
  });

  it('sends lists as repeated keys, with the cursor', () => {
    const filters = {
      industry: 'AI/ML',
      minExperience: 2,
      maxExperience: 10,
      requiredSkills: ['Sales', 'Go'],
      roles: ['Technical Cofounder'],
      archetypes: ['visionary_ceo' as const],
      verified: true,
    };
    const params = new URLSearchParams(queryString(filters, 'next-1'));
    expect(params.get('industry')).toBe('AI/ML');
    expect(params.get('minExperience')).toBe('2');
    expect(params.get('maxExperience')).toBe('10');
    expect(params.getAll('requiredSkills')).toEqual(['Sales', 'Go']);
    expect(params.getAll('roles')).toEqual(['Technical Cofounder']);
    expect(params.getAll('archetypes')).toEqual(['visionary_ceo']);
    expect(params.get('verified')).toBe('true');
    expect(params.get('cursor')).toBe('next-1');
    expect(activeMatchFilterCount(filters)).toBe(8);
  });

  it('keeps 0 years as a limit', () => {
    const query = queryString({ ...noMatchFilters, minExperience: 0 }, null);
    expect(new URLSearchParams(query).get('minExperience')).toBe('0');
  });

  it('refuses a minimum above the maximum', () => {
    expect(matchFiltersError({ ...noMatchFilters, minExperience: 5, maxExperience: 3 })).toBe(
      'Minimum experience cannot be above maximum experience',
    );
    expect(matchFiltersError({ ...noMatchFilters, minExperience: 3, maxExperience: 3 })).toBeNull();
  });

  it('reads whole years from a field', () => {
    expect(yearsFromInput(' 7 ')).toBe(7);
    expect(yearsFromInput('')).toBeNull();
    expect(yearsFromInput('-1')).toBeNull();
    expect(yearsFromInput('2.5')).toBeNull();
    expect(yearsFromInput('120')).toBeNull();
    expect(yearsFromInput('81')).toBeNull();
    expect(yearsFromInput('80')).toBe(80);
  });
});
