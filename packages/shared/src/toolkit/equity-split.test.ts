import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitalPoints,
  clampPool,
  commitmentPoints,
  EQUITY_POOL_DEFAULT,
  equitySplit,
  experiencePoints,
  founderScore,
  rolePoints,
  type EquityFounder,
} from './equity-split';

const founder = (changes: Partial<EquityFounder> = {}): EquityFounder => ({
  name: 'Ada',
  role: 'Designer',
  experience: 0,
  commitment: 'part-time',
  capitalInvested: 0,
  sweatEquity: false,
  ...changes,
});

describe('experience points', () => {
  it('gives 2 points a year up to 20, reached at 10 years', () => {
    expect(experiencePoints(0)).toBe(0);
    expect(experiencePoints(1)).toBe(2);
    expect(experiencePoints(9)).toBe(18);
    expect(experiencePoints(10)).toBe(20);
    expect(experiencePoints(11)).toBe(20);
    expect(experiencePoints(80)).toBe(20);
  });

  it('gives nothing below the minimum of 0 or for a missing number', () => {
    expect(experiencePoints(-3)).toBe(0);
    expect(experiencePoints(Number.NaN)).toBe(0);
  });
});

describe('commitment points', () => {
  it('full-time 30, part-time 15', () => {
    expect(commitmentPoints('full-time')).toBe(30);
    expect(commitmentPoints('part-time')).toBe(15);
  });
});

describe('role points', () => {
  it('20 for a role containing technical, ceo or cto in any case', () => {
    for (const role of [
      'CEO/Founder',
      'CTO/Technical Lead',
      'cto',
      'Technical Lead',
      'TECHNICAL',
      'co-CEO',
    ]) {
      expect(rolePoints(role), role).toBe(20);
    }
  });

  it('15 for any other role, an empty one included', () => {
    for (const role of [
      'CMO/Marketing Lead',
      'Designer',
      '',
      'Chief Executive Officer',
      'Tech lead',
    ]) {
      expect(rolePoints(role), role).toBe(15);
    }
  });

  it('matches whole words only: a Director is not a CTO', () => {
    expect(rolePoints('Marketing Director')).toBe(15);
    expect(rolePoints('Technically minded designer')).toBe(15);
  });
});

describe('capital points', () => {
  it('5 points per full 10,000; a part of 10,000 earns nothing', () => {
    expect(capitalPoints(0)).toBe(0);
    expect(capitalPoints(9_999)).toBe(0);
    expect(capitalPoints(10_000)).toBe(5);
    expect(capitalPoints(19_999.99)).toBe(5);
    expect(capitalPoints(20_000)).toBe(10);
    expect(capitalPoints(50_000)).toBe(25);
    expect(capitalPoints(59_999)).toBe(25);
  });

  it('caps at 30, reached at 60,000', () => {
    expect(capitalPoints(60_000)).toBe(30);
    expect(capitalPoints(70_000)).toBe(30);
    expect(capitalPoints(5_000_000)).toBe(30);
  });

  it('gives nothing below the minimum of 0 or for a missing number', () => {
    expect(capitalPoints(-10_000)).toBe(0);
    expect(capitalPoints(Number.NaN)).toBe(0);
  });
});

describe('founder score', () => {
  it('adds the four parts; the sweat equity flag earns nothing', () => {
    const full = founder({
      role: 'CTO',
      experience: 12,
      commitment: 'full-time',
      capitalInvested: 100_000,
    });
    expect(founderScore(full)).toEqual({
      experience: 20,
      commitment: 30,
      role: 20,
      capital: 30,
      total: 100,
    });
    expect(founderScore({ ...full, sweatEquity: true }).total).toBe(100);
    expect(founderScore(founder()).total).toBe(30);
  });
});

describe('pool', () => {
  it('is clamped between 0 and 100, and defaults to 15', () => {
    expect(clampPool(-1)).toBe(0);
    expect(clampPool(0)).toBe(0);
    expect(clampPool(15)).toBe(15);
    expect(clampPool(100)).toBe(100);
    expect(clampPool(101)).toBe(100);
    expect(clampPool(Number.NaN)).toBe(EQUITY_POOL_DEFAULT);
    expect(EQUITY_POOL_DEFAULT).toBe(15);
  });
});

describe('equity split', () => {
  it('shares 100 - pool by score', () => {
    // 20 + 30 + 20 + 10 = 80 and 10 + 15 + 15 + 0 = 40: two thirds and one third of 85.
    const split = equitySplit(
      [
        founder({
          name: 'Ada',
          role: 'CEO',
          experience: 10,
          commitment: 'full-time',
          capitalInvested: 25_000,
        }),
        founder({ name: 'Bo', role: 'Designer', experience: 5, commitment: 'part-time' }),
      ],
      15,
    );
    expect(split.totalScore).toBe(120);
    expect(split.foundersPercent).toBe(85);
    expect(split.founders.map((one) => one.score.total)).toEqual([80, 40]);
    expect(split.founders.map((one) => one.equityPercent)).toEqual([56.67, 28.33]);
  });

  it('rounds to two decimals, half up', () => {
    // Scores 45, 45, 30 of 120, of 1%: 0.375, 0.375 and 0.25.
    const split = equitySplit(
      [founder({ commitment: 'full-time' }), founder({ commitment: 'full-time' }), founder()],
      99,
    );
    expect(split.founders.map((one) => one.equityPercent)).toEqual([0.38, 0.38, 0.25]);
  });

  it('gives one founder everything but the pool', () => {
    expect(equitySplit([founder()], 15).founders[0]!.equityPercent).toBe(85);
    expect(equitySplit([founder()], 0).founders[0]!.equityPercent).toBe(100);
  });

  it('uses the clamped pool: above 100 leaves the founders nothing, below 0 everything', () => {
    // Scores 30 and 60.
    const two = [founder(), founder({ commitment: 'full-time', role: 'CEO', experience: 5 })];
    const all = equitySplit(two, 150);
    expect(all.pool).toBe(100);
    expect(all.founders.map((one) => one.equityPercent)).toEqual([0, 0]);
    const none = equitySplit(two, -20);
    expect(none.pool).toBe(0);
    expect(none.founders.map((one) => one.equityPercent)).toEqual([33.33, 66.67]);
  });

  it('keeps the founders fields beside their share', () => {
    const [ada] = equitySplit([founder({ name: 'Ada', sweatEquity: true })], 15).founders;
    expect(ada).toMatchObject({ name: 'Ada', sweatEquity: true, equityPercent: 85 });
  });

  it('shares always add up to 100 - pool within 0.01 per founder', () => {
    const anyFounder = fc.record({
      name: fc.string(),
      role: fc.constantFrom('CEO', 'CTO', 'Technical Lead', 'Designer', 'Sales', ''),
      experience: fc.integer({ min: 0, max: 80 }),
      commitment: fc.constantFrom('full-time' as const, 'part-time' as const),
      capitalInvested: fc.integer({ min: 0, max: 1_000_000 }),
      sweatEquity: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(anyFounder, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (founders, pool) => {
          const split = equitySplit(founders, pool);
          const sum = split.founders.reduce((total, one) => total + one.equityPercent, 0);
          expect(Math.abs(sum - (100 - pool))).toBeLessThanOrEqual(0.01 * founders.length + 1e-9);
          for (const one of split.founders) {
            expect(one.equityPercent).toBeGreaterThanOrEqual(0);
            expect(Math.round(one.equityPercent * 100)).toBeCloseTo(one.equityPercent * 100, 6);
          }
        },
      ),
    );
  });
});
