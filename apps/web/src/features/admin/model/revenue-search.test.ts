import { describe, expect, it } from 'vitest';
import { revenueSearchFromUrl, urlFromRevenueSearch } from './revenue-search';

describe('the revenue page URL', () => {
  it('reads a known period and falls back to 30 days for anything else', () => {
    expect(revenueSearchFromUrl(new URLSearchParams('period=1y'))).toEqual({ period: '1y' });
    expect(revenueSearchFromUrl(new URLSearchParams('period=2y'))).toEqual({ period: '30d' });
    expect(revenueSearchFromUrl(new URLSearchParams())).toEqual({ period: '30d' });
  });

  it('leaves the default period out', () => {
    expect(urlFromRevenueSearch({ period: '30d' }).toString()).toBe('');
    expect(urlFromRevenueSearch({ period: '7d' }).toString()).toBe('period=7d');
  });
});
