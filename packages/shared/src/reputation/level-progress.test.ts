import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-progress';

describe('levelProgress', () => {
  it.each([
    [0, { level: 'Beginner', next: 'Intermediate', pointsToNext: 100, percent: 0 }],
    [50, { level: 'Beginner', next: 'Intermediate', pointsToNext: 50, percent: 50 }],
    [99, { level: 'Beginner', next: 'Intermediate', pointsToNext: 1, percent: 99 }],
    [100, { level: 'Intermediate', next: 'Advanced', pointsToNext: 150, percent: 0 }],
    [175, { level: 'Intermediate', next: 'Advanced', pointsToNext: 75, percent: 50 }],
    [250, { level: 'Advanced', next: 'Expert', pointsToNext: 250, percent: 0 }],
    [499, { level: 'Advanced', next: 'Expert', pointsToNext: 1, percent: 99 }],
    [500, { level: 'Expert', next: null, pointsToNext: 0, percent: 100 }],
    [12_000, { level: 'Expert', next: null, pointsToNext: 0, percent: 100 }],
  ] as const)('%i points', (total, expected) => {
    expect(levelProgress(total)).toEqual(expected);
  });

  it('counts a negative total as 0', () => {
    expect(levelProgress(-15)).toEqual(levelProgress(0));
  });

  it('never shows 100% before the next level is reached', () => {
    expect(levelProgress(249.9).percent).toBeLessThan(100);
  });
});
