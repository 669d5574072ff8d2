import { describe, expect, it } from 'vitest';
import { discoverListValues, discoverQuerySchema, experienceRange } from './discover.schemas';

describe('experienceRange', () => {
  it.each([
    ['any', { min: 0, max: null }],
    ['0-2', { min: 0, max: 2 }],
    ['3-5', { min: 3, max: 5 }],
    ['6-10', { min: 6, max: 10 }],
    ['10+', { min: 10, max: null }],
  ] as const)('%s covers %o', (bucket, range) => {
    expect(experienceRange(bucket)).toEqual(range);
  });
});

describe('discoverQuerySchema', () => {
  it('defaults to the first top-rated page of 12', () => {
    expect(discoverQuerySchema.parse({})).toMatchObject({
      experience: 'any',
      sort: 'top_rated',
      limit: 12,
    });
  });

  it('coerces the limit and refuses more than 50', () => {
    expect(discoverQuerySchema.parse({ limit: '20' }).limit).toBe(20);
    expect(discoverQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('takes one or many list values', () => {
    expect(discoverListValues(discoverQuerySchema.parse({ skills: 'Sales' }).skills)).toEqual([
      'Sales',
    ]);
    expect(discoverListValues([' Sales ', '', 'Sales', 'DevOps'])).toEqual(['Sales', 'DevOps']);
  });
});
