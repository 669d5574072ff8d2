import { describe, expect, it } from 'vitest';
import {
  averageDaily,
  busiestDay,
  hasActivity,
  lastCompleteWeek,
  retentionShade,
  shareOf,
} from './analytics-figures';

const daily = [
  { day: '2026-03-01', members: 2 },
  { day: '2026-03-02', members: 5 },
  { day: '2026-03-03', members: 5 },
  { day: '2026-03-04', members: 0 },
];

describe('analytics figures', () => {
  it('shares out only when there is a whole', () => {
    expect(shareOf(3, 4)).toBe(0.75);
    expect(shareOf(0, 0)).toBeNull();
  });

  it('averages the days and finds the busiest, the earliest of equals', () => {
    expect(averageDaily(daily)).toBe(3);
    expect(averageDaily([])).toBe(0);
    expect(busiestDay(daily)).toEqual({ day: '2026-03-02', members: 5 });
    expect(busiestDay([{ day: '2026-03-01', members: 0 }])).toBeNull();
    expect(hasActivity(daily)).toBe(true);
    expect(hasActivity([{ day: '2026-03-01', members: 0 }])).toBe(false);
  });

  it('takes the last week that is over', () => {
    const weeks = [
      { weekStart: '2026-02-23', members: 4, complete: true },
      { weekStart: '2026-03-02', members: 6, complete: true },
      { weekStart: '2026-03-09', members: 1, complete: false },
    ];
    expect(lastCompleteWeek(weeks)?.weekStart).toBe('2026-03-02');
    expect(lastCompleteWeek(weeks.slice(2))).toBeNull();
  });

  it('shades larger retention shares darker, and an empty cohort not at all', () => {
    const shades = [null, 0, 0.1, 0.3, 0.5, 0.7, 0.9].map(retentionShade);
    expect(new Set(shades).size).toBe(shades.length);
    expect(retentionShade(null)).toContain('bg-white');
  });
});
