import { describe, expect, it } from 'vitest';
import { revenue30 } from '../test-fixtures';
import {
  bucketLabel,
  bucketTick,
  formatShare,
  hasTransactions,
  monthlyRevenueLabel,
} from './revenue-texts';

describe('revenue texts', () => {
  it('labels the 7-day monthly figure a 30-day equivalent', () => {
    expect(monthlyRevenueLabel('7d')).toBe('Monthly revenue (30-day equivalent)');
    expect(monthlyRevenueLabel('90d')).toBe('Monthly revenue');
  });

  it('names days, weeks and months in UTC', () => {
    expect(bucketLabel('2026-03-04', 'day')).toBe('Mar 4');
    expect(bucketLabel('2026-03-02', 'week')).toBe('Week of Mar 2');
    expect(bucketLabel('2026-03-01', 'month')).toBe('Mar 2026');
    expect(bucketTick('2026-03-02', 'week')).toBe('Mar 2');
  });

  it('writes shares with at most one decimal', () => {
    expect(formatShare(1 / 3)).toBe('33.3%');
    expect(formatShare(0.25)).toBe('25%');
    expect(formatShare(0)).toBe('0%');
  });

  it('sees a period with only a free month or a payment in another currency as not empty', () => {
    const empty = { ...revenue30, payments: 0, referralRewards: 0, otherCurrencyPayments: 0 };
    expect(hasTransactions(empty)).toBe(false);
    expect(hasTransactions({ ...empty, referralRewards: 1 })).toBe(true);
    expect(hasTransactions({ ...empty, otherCurrencyPayments: 1 })).toBe(true);
  });
});
