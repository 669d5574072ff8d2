import { describe, expect, it } from 'vitest';
import {
  bandOf,
  likeOutscoresPass,
  rateOf,
  scoreBands,
  scoreSplit,
  type PercentCount,
} from './matchmaking-score-bands';

const likes = (percent: number, decisions = 1): PercentCount => ({
  percent,
  liked: true,
  decisions,
});
const passes = (percent: number, decisions = 1): PercentCount => ({
  percent,
  liked: false,
  decisions,
});

describe('score bands', () => {
  it('puts 0-9 in the first band and 90-100 in the last', () => {
    expect([0, 9, 10, 89, 90, 99, 100].map(bandOf)).toEqual([0, 0, 1, 8, 9, 9, 9]);
  });

  it('counts likes and passes per band, with the like rate (null when empty)', () => {
    const bands = scoreBands([likes(95, 3), passes(100), passes(12, 2), likes(19), passes(19)]);
    expect(bands).toHaveLength(10);
    expect(bands[0]).toEqual({ from: 0, to: 9, likes: 0, passes: 0, likeRate: null });
    expect(bands[1]).toEqual({ from: 10, to: 19, likes: 1, passes: 3, likeRate: 0.25 });
    expect(bands[9]).toEqual({ from: 90, to: 100, likes: 3, passes: 1, likeRate: 0.75 });
  });
});

describe('the high and low score split', () => {
  it('splits where the decisions divide most evenly, at least the threshold being high', () => {
    const split = scoreSplit([
      passes(10, 3),
      likes(10),
      passes(40, 2),
      likes(70, 3),
      passes(70),
      likes(90, 2),
    ]);
    // 4 below 40, 2 at 40, 6 from 70: 40 splits 4 / 8, 70 splits 6 / 6.
    expect(split).toEqual({
      threshold: 70,
      high: { count: 5, of: 6, rate: 5 / 6 },
      low: { count: 1, of: 6, rate: 1 / 6 },
    });
  });

  it('needs two different scores', () => {
    expect(scoreSplit([likes(50, 4), passes(50, 2)])).toBeNull();
    expect(scoreSplit([])).toBeNull();
  });
});

describe('how often a like outscores a pass', () => {
  it('is 1 when every like scored above every pass, 0 below, and ties count half', () => {
    expect(likeOutscoresPass([likes(80, 2), passes(20, 3)])).toBe(1);
    expect(likeOutscoresPass([likes(20), passes(80)])).toBe(0);
    expect(likeOutscoresPass([likes(50), passes(50)])).toBe(0.5);
    // Like at 60 beats passes at 20 and 40; like at 30 beats 20 only: 3 of 4 pairs.
    expect(likeOutscoresPass([likes(60), likes(30), passes(20), passes(40)])).toBe(0.75);
  });

  it('is null without both likes and passes', () => {
    expect(likeOutscoresPass([likes(60)])).toBeNull();
    expect(likeOutscoresPass([])).toBeNull();
  });
});

describe('a rate', () => {
  it('is null when there is nothing to rate', () => {
    expect(rateOf(0, 0)).toEqual({ count: 0, of: 0, rate: null });
    expect(rateOf(1, 4)).toEqual({ count: 1, of: 4, rate: 0.25 });
  });
});
