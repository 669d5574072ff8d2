import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bioLength,
  countWords,
  experienceBand,
  profileCompleteness,
  profileSuggestions,
  type CompletenessInput,
} from './profile-completeness';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

const empty: CompletenessInput = {
  name: '',
  title: '',
  skills: [],
  industry: null,
  lookingFor: [],
  bio: '',
  startupInterests: [],
  personalityTraits: [],
};

const full: CompletenessInput = {
  name: 'Ada',
  title: 'CTO',
  skills: ['a', 'b', 'c'],
  industry: 'AI/ML',
  lookingFor: ['x', 'y'],
  bio: words(50),
  startupInterests: ['p', 'q'],
  personalityTraits: ['t', 'u', 'v'],
};

describe('profileCompleteness (docs/product.md#completeness)', () => {
  it('is 0 for an empty profile and 100 with no tips for a full one', () => {
    expect(profileCompleteness(empty).percent).toBe(0);
    expect(profileCompleteness(full)).toMatchObject({ percent: 100, tips: [] });
  });

  it('gives 12.5 per filled item', () => {
    expect(profileCompleteness({ ...empty, name: 'Ada' }).percent).toBe(12.5);
    expect(profileCompleteness({ ...empty, name: 'Ada', skills: ['Go'] }).percent).toBe(25);
    expect(profileCompleteness({ ...full, bio: '  ' }).percent).toBe(87.5);
    expect(profileCompleteness({ ...full, title: '' }).percent).toBe(87.5);
  });

  it('counts an item once filled but still suggests the recommended counts', () => {
    const result = profileCompleteness({
      ...full,
      skills: ['a', 'b'],
      lookingFor: ['x'],
      startupInterests: ['p'],
      personalityTraits: ['t', 'u'],
    });
    expect(result.percent).toBe(100);
    expect(result.tips.map((tip) => tip.message)).toEqual([
      'Add at least 3 skills',
      'Add at least 2 roles you are looking for',
      'Add at least 2 startup interests',
      'Add at least 3 personality traits',
    ]);
  });

  it.each([
    [29, 'too-short'],
    [30, 'ok'],
    [200, 'ok'],
    [201, 'too-long'],
  ] as const)('a bio of %i words is %s', (count, expected) => {
    expect(bioLength(words(count))).toBe(expected);
    const tips = profileCompleteness({ ...full, bio: words(count) }).tips;
    expect(tips.some((tip) => tip.item === 'bio')).toBe(expected !== 'ok');
  });

  it('counts words across any whitespace', () => {
    expect(countWords('  one\ttwo\nthree  ')).toBe(3);
    expect(countWords('   ')).toBe(0);
  });

  it('is always a multiple of 12.5 between 0 and 100 (every combination of items)', () => {
    const keys = Object.keys(full) as (keyof CompletenessInput)[];
    for (let mask = 0; mask < 2 ** keys.length; mask += 1) {
      const profile = { ...empty } as Record<string, unknown>;
      keys.forEach((key, bit) => {
        if (mask & (1 << bit)) profile[key] = full[key];
      });
      const { percent, items } = profileCompleteness(profile as CompletenessInput);
      expect(percent % 12.5).toBe(0);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
      expect(percent).toBe(items.filter((item) => item.done).length * 12.5);
      expect(items.filter((item) => item.done)).toHaveLength(
        keys.filter((_, bit) => mask & (1 << bit)).length,
      );
    }
  });
});

describe('profileCompleteness on arbitrary input', () => {
  const text = fc.oneof(fc.constant(''), fc.constant('   '), fc.string());
  const list = fc.array(fc.oneof(fc.constant(''), fc.string()), { maxLength: 6 });
  const anyProfile = fc.record({
    name: text,
    title: text,
    skills: list,
    industry: fc.option(text, { nil: null }),
    lookingFor: list,
    bio: text,
    startupInterests: list,
    personalityTraits: list,
  });

  it('is a multiple of 12.5 in 0..100 that matches the done items', () => {
    fc.assert(
      fc.property(anyProfile, (profile) => {
        const { percent, items } = profileCompleteness(profile);
        expect(items).toHaveLength(8);
        expect(percent % 12.5).toBe(0);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent).toBe(items.filter((item) => item.done).length * 12.5);
      }),
      { numRuns: 300 },
    );
  });
});

describe('experienceBand', () => {
  it.each([
    [0, 'junior'],
    [2, 'junior'],
    [3, 'mid'],
    [6, 'mid'],
    [7, 'senior'],
    [40, 'senior'],
  ] as const)('%i years is %s', (years, band) => {
    expect(experienceBand(years)).toBe(band);
  });
});

describe('profileSuggestions', () => {
  const base = {
    industry: 'AI/ML',
    experience: 4,
    skills: [],
    personalityTraits: [],
    workStyle: [],
    startupInterests: [],
  };

  it('suggests up to 5 skills, 3 traits, 3 work styles and 4 industry interests', () => {
    const result = profileSuggestions(base);
    expect(result.band).toBe('mid');
    expect(result.skills).toHaveLength(5);
    expect(result.personalityTraits).toHaveLength(3);
    expect(result.workStyles).toHaveLength(3);
    expect(result.industryInterests).toHaveLength(4);
    expect(result.skills[0]).toBe('Machine Learning');
    expect(result.industryInterests[0]).toBe('AI/ML');
  });

  it('never suggests what the member already has (case-insensitive), nor duplicates', () => {
    for (const industry of [null, 'AI/ML', 'Other', 'SaaS']) {
      for (const experience of [0, 3, 7, 20]) {
        const have = {
          skills: ['machine learning', 'Sales'],
          personalityTraits: ['LEADERSHIP'],
          workStyle: ['Remote'],
          startupInterests: ['ai/ml'],
        };
        const result = profileSuggestions({ industry, experience, ...have });
        const lists: [string[], string[]][] = [
          [result.skills, have.skills],
          [result.personalityTraits, have.personalityTraits],
          [result.workStyles, have.workStyle],
          [result.industryInterests, have.startupInterests],
        ];
        for (const [suggested, owned] of lists) {
          const ownedKeys = owned.map((value) => value.toLowerCase());
          expect(suggested.filter((value) => ownedKeys.includes(value.toLowerCase()))).toEqual([]);
          expect(new Set(suggested).size).toBe(suggested.length);
        }
        expect(result.skills.length).toBeLessThanOrEqual(5);
        expect(result.industryInterests.length).toBeLessThanOrEqual(4);
      }
    }
  });

  it('bands by experience', () => {
    expect(profileSuggestions({ ...base, experience: 1 }).band).toBe('junior');
    expect(profileSuggestions({ ...base, experience: 9 }).band).toBe('senior');
    expect(profileSuggestions({ ...base, experience: 9 }).personalityTraits[0]).toBe('Leadership');
  });
});
