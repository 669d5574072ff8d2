import { describe, expect, it } from 'vitest';
import { adminPeriods } from '@cofound/shared/admin/admin-stats.schemas';
import {
  clearedPeriodSearch,
  periodFromUrl,
  periodSearchFromUrl,
  setPeriodInUrl,
  urlFromPeriodSearch,
} from './period-search';

describe('the period in an admin page URL', () => {
  it('reads a known period and falls back to 30 days for anything else', () => {
    expect(periodSearchFromUrl(new URLSearchParams('period=1y'))).toEqual({ period: '1y' });
    expect(periodSearchFromUrl(new URLSearchParams('period=2y'))).toEqual({ period: '30d' });
    expect(periodFromUrl(new URLSearchParams('period=7D'))).toBe('30d');
    expect(periodFromUrl(new URLSearchParams())).toBe('30d');
  });

  it('leaves the default period out', () => {
    expect(urlFromPeriodSearch({ period: '30d' }).toString()).toBe('');
    expect(urlFromPeriodSearch({ period: '7d' }).toString()).toBe('period=7d');
  });

  it('adds the period beside the other params it is given', () => {
    const params = new URLSearchParams('q=ada');
    setPeriodInUrl(params, '90d');
    expect(params.toString()).toBe('q=ada&period=90d');
  });

  it('reads back what it writes', () => {
    for (const period of adminPeriods)
      expect(periodSearchFromUrl(urlFromPeriodSearch({ period }))).toEqual({ period });
  });

  it('clears back to the default period', () => {
    expect(clearedPeriodSearch()).toEqual({ period: '30d' });
  });
});
