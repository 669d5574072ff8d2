import { describe, expect, it } from 'vitest';
import { durationText, outscoreText, percentText, scoreSplitTexts } from './matchmaking-texts';

const split = (high: [number, number], low: [number, number]) => ({
  threshold: 60,
  high: { count: high[0], of: high[1], rate: high[0] / high[1] },
  low: { count: low[0], of: low[1], rate: low[0] / low[1] },
});

describe('matchmaking texts', () => {
  it('writes rates as percents, with a decimal below 10%', () => {
    expect(percentText(0.4213)).toBe('42%');
    expect(percentText(0.004)).toBe('0.4%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(1)).toBe('100%');
  });

  it('writes durations in minutes, hours or days', () => {
    expect(durationText(0.25)).toBe('15 minutes');
    expect(durationText(0.001)).toBe('1 minute');
    expect(durationText(1)).toBe('1 hour');
    expect(durationText(4.25)).toBe('4.3 hours');
    expect(durationText(72)).toBe('3 days');
    expect(durationText(1.04)).toBe('1 hour');
  });

  it('says how much more often high-score suggestions are liked, with the figures', () => {
    expect(scoreSplitTexts(split([460, 1000], [200, 1000]))).toEqual({
      headline: 'Members like high-score suggestions 2.3x as often as low-score ones.',
      detail:
        '46% of 1,000 suggestions scoring 60% or more were liked, against 20% of 1,000 scoring under 60%.',
    });
  });

  it('writes one suggestion in the singular', () => {
    expect(scoreSplitTexts(split([1, 1], [0, 3])).detail).toBe(
      '100% of 1 suggestion scoring 60% or more were liked, against 0% of 3 scoring under 60%.',
    );
  });

  it('says so when the score does not predict likes, or predicts passes', () => {
    expect(scoreSplitTexts(split([21, 100], [20, 100])).headline).toBe(
      'Members like high- and low-score suggestions about as often: the score does not predict likes.',
    );
    expect(scoreSplitTexts(split([10, 100], [30, 100])).headline).toBe(
      'Members like low-score suggestions 3x as often as high-score ones.',
    );
    expect(scoreSplitTexts(split([5, 10], [0, 10])).headline).toBe(
      'Members liked high-score suggestions only.',
    );
    expect(scoreSplitTexts(split([0, 10], [0, 10])).headline).toBe(
      'Members liked none of these suggestions.',
    );
  });

  it('puts the chance that a like outscored a pass in words', () => {
    expect(outscoreText(0.64)).toBe(
      'A liked suggestion scored higher than a passed one 64% of the time (50% would mean the score tells nothing).',
    );
  });
});
