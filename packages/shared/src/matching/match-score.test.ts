import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  experienceScore,
  industryScore,
  listOverlap,
  MATCH_WEIGHTS,
  matchScore,
  matchScoreDisplay,
  type MatchProfile,
} from './match-score';

const ada: MatchProfile = {
  skills: ['Machine Learning', 'Sales'],
  industry: 'AI/ML',
  experience: 5,
  lookingFor: ['Technical Cofounder'],
  startupInterests: ['Healthcare', 'AI/ML'],
};

describe('listOverlap', () => {
  it('is shared / all distinct items, case-insensitive', () => {
    expect(listOverlap(['A', 'b', 'c'], ['a', 'B', 'd'])).toBeCloseTo(2 / 4);
    expect(listOverlap(['Sales'], ['sales'])).toBe(1);
  });

  it('scores an empty list 0', () => {
    expect(listOverlap([], ['a'])).toBe(0);
    expect(listOverlap(['a'], [])).toBe(0);
    expect(listOverlap([], [])).toBe(0);
  });

  it('is symmetric and between 0 and 1', () => {
    const list = fc.array(fc.constantFrom('a', 'A', 'b', 'c', 'd', ' e '), { maxLength: 6 });
    fc.assert(
      fc.property(list, list, (a, b) => {
        const value = listOverlap(a, b);
        expect(value).toBe(listOverlap(b, a));
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('experienceScore', () => {
  it.each([
    [0, 1],
    [1, 0.8],
    [2, 0.8],
    [3, 0.6],
    [5, 0.6],
    [6, 0.4],
    [8, 0.4],
    [9, 0.2],
    [30, 0.2],
  ])('%i years apart scores %f', (difference, expected) => {
    expect(experienceScore(10, 10 + difference)).toBe(expected);
    expect(experienceScore(10 + difference, 10)).toBe(expected);
  });
});

describe('matchScore', () => {
  it('weights sum to 1', () => {
    const total = Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBeCloseTo(1);
  });

  it('is 1 for identical non-empty profiles', () => {
    expect(matchScore(ada, ada).score).toBe(1);
  });

  it('combines the components with the product weights', () => {
    const other: MatchProfile = {
      skills: ['sales', 'Marketing'],
      industry: 'AI/ML',
      experience: 7,
      lookingFor: [],
      startupInterests: ['healthcare'],
    };
    const { score, components } = matchScore(ada, other);
    expect(components).toEqual({
      skills: 1 / 3,
      industry: 1,
      experience: 0.8,
      lookingFor: 0,
      startupInterests: 0.5,
    });
    expect(score).toBeCloseTo(0.3 / 3 + 0.2 + 0.15 * 0.8 + 0.15 * 0.5, 4);
  });

  it('treats a missing industry as no match', () => {
    expect(industryScore(null, null)).toBe(0);
    expect(industryScore('Finance', 'Finance')).toBe(1);
  });

  it('is symmetric and within 0..1 for any two profiles', () => {
    const list = fc.array(fc.constantFrom('Sales', 'sales', 'DevOps', 'Marketing', 'AI/ML'), {
      maxLength: 5,
    });
    const profile = fc.record({
      skills: list,
      industry: fc.option(fc.constantFrom('AI/ML', 'Finance'), { nil: null }),
      experience: fc.integer({ min: 0, max: 40 }),
      lookingFor: list,
      startupInterests: list,
    });
    fc.assert(
      fc.property(profile, profile, (a, b) => {
        const { score } = matchScore(a, b);
        expect(score).toBe(matchScore(b, a).score);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('matchScoreDisplay', () => {
  it.each([
    [0.795, 80, 'green'],
    [0.794, 79, 'yellow'],
    [0.5, 50, 'yellow'],
    [0.494, 49, 'red'],
    [0, 0, 'red'],
  ] as const)('%f shows as %i%% %s', (score, percent, tone) => {
    expect(matchScoreDisplay(score)).toEqual({ percent, tone });
  });
});
