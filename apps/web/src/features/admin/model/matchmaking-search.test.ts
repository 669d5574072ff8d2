import { describe, expect, it } from 'vitest';
import {
  clearedMatchmakingSearch,
  decisionsApiQuery,
  isDecisionsFiltered,
  matchmakingSearchFromUrl,
  urlFromMatchmakingSearch,
} from './matchmaking-search';

describe('the matchmaking URL', () => {
  it('reads the period, the liked filter and the search, ignoring anything else', () => {
    expect(matchmakingSearchFromUrl(new URLSearchParams('period=1y&liked=no&q=%20ada%20'))).toEqual(
      { period: '1y', liked: 'no', q: 'ada' },
    );
    expect(matchmakingSearchFromUrl(new URLSearchParams('period=2w&liked=maybe'))).toEqual({
      period: '30d',
      liked: '',
      q: '',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(urlFromMatchmakingSearch({ period: '30d', liked: '', q: ' ' }).toString()).toBe('');
    expect(urlFromMatchmakingSearch({ period: '7d', liked: 'yes', q: 'bo' }).toString()).toBe(
      'period=7d&liked=yes&q=bo',
    );
  });

  it('clears the filters but keeps the period', () => {
    const search = { period: '90d', liked: 'yes', q: 'ada' } as const;
    expect(isDecisionsFiltered(search)).toBe(true);
    expect(clearedMatchmakingSearch(search)).toEqual({ period: '90d', liked: '', q: '' });
    expect(isDecisionsFiltered(clearedMatchmakingSearch(search))).toBe(false);
  });

  it('asks the API for the period, the filters and the page', () => {
    expect(decisionsApiQuery({ period: '7d', liked: '', q: ' ' }, null)).toEqual({
      period: '7d',
      liked: undefined,
      q: undefined,
      cursor: undefined,
    });
    expect(decisionsApiQuery({ period: '1y', liked: 'no', q: 'ada' }, 'next')).toEqual({
      period: '1y',
      liked: 'no',
      q: 'ada',
      cursor: 'next',
    });
  });
});
