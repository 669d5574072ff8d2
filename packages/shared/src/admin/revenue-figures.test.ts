import { describe, expect, it } from 'vitest';
import { planMonthlyPriceCents } from '../billing/plan';
import {
  churnRate,
  isThirtyDayEquivalent,
  monthlyRevenueCents,
  mrrCents,
  revenueBucketOf,
} from './revenue-figures';

describe('monthly revenue', () => {
  it('divides the total by the months of 30 days, 90 days and a year', () => {
    expect(monthlyRevenueCents('30d', 12_800)).toBe(12_800);
    expect(monthlyRevenueCents('90d', 12_900)).toBe(4_300);
    expect(monthlyRevenueCents('1y', 120_000)).toBe(10_000);
  });

  it('scales 7 days to a 30-day equivalent, rounded to the cent', () => {
    expect(monthlyRevenueCents('7d', 2_900)).toBe(12_429);
    expect(isThirtyDayEquivalent('7d')).toBe(true);
    for (const period of ['30d', '90d', '1y'] as const) {
      expect(isThirtyDayEquivalent(period)).toBe(false);
    }
  });

  it('rounds a third of a cent to the nearest cent', () => {
    expect(monthlyRevenueCents('90d', 100)).toBe(33);
    expect(monthlyRevenueCents('90d', 200)).toBe(67);
  });
});

describe('MRR', () => {
  it('prices each subscription in force at its plan in the catalogue', () => {
    expect(mrrCents({ pro: 3, business: 2 })).toBe(
      3 * planMonthlyPriceCents.pro + 2 * planMonthlyPriceCents.business,
    );
    expect(mrrCents({})).toBe(0);
  });
});

describe('churn', () => {
  it('is the share of the subscriptions in force at the start that ended', () => {
    expect(churnRate(1, 4)).toBe(0.25);
    expect(churnRate(0, 4)).toBe(0);
  });

  it('is not given when none were in force at the start', () => {
    expect(churnRate(0, 0)).toBeNull();
  });
});

describe('chart buckets', () => {
  it('are days for 7 and 30 days, weeks for 90 days and months for a year', () => {
    expect(revenueBucketOf).toEqual({ '7d': 'day', '30d': 'day', '90d': 'week', '1y': 'month' });
  });
});
