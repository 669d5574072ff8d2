import { describe, expect, it } from 'vitest';
import { addDays, analyticsWindow, daysFrom, utcDay, weekStart } from './analytics-calendar';

describe('the analytics calendar', () => {
  it('counts in UTC days, whatever the hour', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
  });

  it('lists every day of a range, both ends included', () => {
    expect(daysFrom('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('ends a period today and reaches back for the inactive days and the signup weeks', () => {
    expect(analyticsWindow('7d', new Date('2026-03-11T08:00:00Z'))).toEqual({
      from: '2026-03-05',
      to: '2026-03-11',
      inactiveFrom: '2026-02-03',
      firstCohortWeek: '2026-01-19',
    });
    expect(analyticsWindow('1y', new Date('2026-03-11T08:00:00Z')).from).toBe('2025-03-12');
  });
});
