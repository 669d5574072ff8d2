import { describe, expect, it } from 'vitest';
import { leaderboardQuerySchema } from './leaderboard.schemas';

describe('leaderboardQuerySchema', () => {
  it('defaults to the weekly top 10', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ timeframe: 'weekly', limit: 10 });
  });

  it('reads the limit from the query string', () => {
    expect(leaderboardQuerySchema.parse({ timeframe: 'all-time', limit: '3' })).toEqual({
      timeframe: 'all-time',
      limit: 3,
    });
  });

  it.each([{ limit: '0' }, { limit: '11' }, { limit: '2.5' }, { timeframe: 'daily' }])(
    'refuses %o',
    (query) => {
      expect(leaderboardQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});
