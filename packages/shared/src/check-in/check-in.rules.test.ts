import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkInCalendar,
  checkInPoints,
  currentStreak,
  localDate,
  nextBonus,
  nextStreak,
} from './check-in.rules';
import { checkInResponseSchema, checkInStatsSchema } from './check-in.schemas';

describe('checkInPoints', () => {
  it.each([
    [1, 10],
    [4, 10],
    [5, 15],
    [9, 15],
    [10, 20],
    [14, 20],
    [15, 25],
    [19, 25],
    [20, 30],
    [30, 30],
    [365, 30],
  ])('a streak of %i earns %i', (streak, points) => {
    expect(checkInPoints(streak)).toBe(points);
  });
});

describe('addDays', () => {
  it('crosses month, leap-day and year edges', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('nextStreak', () => {
  it('starts at 1 without a previous check-in', () => {
    expect(nextStreak(null, '2024-05-10')).toBe(1);
  });

  it('goes up by one after yesterday’s check-in', () => {
    expect(nextStreak({ date: '2024-05-09', streak: 4 }, '2024-05-10')).toBe(5);
  });

  it('restarts at 1 after a missed day', () => {
    expect(nextStreak({ date: '2024-05-08', streak: 12 }, '2024-05-10')).toBe(1);
  });

  it('is consecutive across the end of a month and of a year', () => {
    expect(nextStreak({ date: '2024-02-29', streak: 2 }, '2024-03-01')).toBe(3);
    expect(nextStreak({ date: '2024-12-31', streak: 7 }, '2025-01-01')).toBe(8);
    expect(nextStreak({ date: '2023-02-28', streak: 7 }, '2023-03-02')).toBe(1);
  });
});

describe('currentStreak', () => {
  const last = { date: '2024-05-09', streak: 6 };
  it('keeps the streak while the last check-in is today or yesterday', () => {
    expect(currentStreak(last, '2024-05-09')).toBe(6);
    expect(currentStreak(last, '2024-05-10')).toBe(6);
  });
  it('is 0 once a day was missed, and without any check-in', () => {
    expect(currentStreak(last, '2024-05-11')).toBe(0);
    expect(currentStreak(null, '2024-05-11')).toBe(0);
  });
});

describe('localDate', () => {
  it('is the UTC date without a zone or with an unknown one', () => {
    const instant = new Date('2024-05-09T23:30:00Z');
    expect(localDate(instant, null)).toBe('2024-05-09');
    expect(localDate(instant, undefined)).toBe('2024-05-09');
    expect(localDate(instant, '')).toBe('2024-05-09');
    expect(localDate(instant, 'Mars/Olympus')).toBe('2024-05-09');
    expect(localDate(instant, 'UTC')).toBe('2024-05-09');
  });

  it('is the date on the member’s clocks', () => {
    const instant = new Date('2024-05-09T23:30:00Z');
    expect(localDate(instant, 'Pacific/Auckland')).toBe('2024-05-10');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2024-05-09');
    expect(localDate(new Date('2024-05-10T03:00:00Z'), 'America/Los_Angeles')).toBe('2024-05-09');
  });

  it('reaches a new year first in Kiritimati and last in Pago Pago', () => {
    // 10:00 UTC on 31 December is midnight in Kiritimati (UTC+14), 23:00 the day before in
    // Pago Pago (UTC-11).
    const instant = new Date('2024-12-31T10:00:00Z');
    expect(localDate(instant, 'Pacific/Kiritimati')).toBe('2025-01-01');
    expect(localDate(instant, 'Pacific/Pago_Pago')).toBe('2024-12-30');
    expect(localDate(new Date('2025-01-01T10:59:00Z'), 'Pacific/Pago_Pago')).toBe('2024-12-31');
    expect(localDate(new Date('2025-01-01T11:00:00Z'), 'Pacific/Pago_Pago')).toBe('2025-01-01');
    expect(localDate(new Date('2024-12-31T09:59:00Z'), 'Pacific/Kiritimati')).toBe('2024-12-31');
  });

  /** Two check-ins, 23:30 on the day before a clock change and 00:30 the next local day. */
  function twoCheckIns(zone: string, before: string, after: string) {
    const first = localDate(new Date(before), zone);
    const second = localDate(new Date(after), zone);
    return { first, second, streak: nextStreak({ date: first, streak: 1 }, second) };
  }

  it.each([
    // America/New_York springs forward on 10 March 2024 (EST, UTC-5, until 02:00).
    ['America/New_York', '2024-03-10T04:30:00Z', '2024-03-10T05:30:00Z', '2024-03-09'],
    // ...and falls back on 3 November 2024 (EDT, UTC-4, until 02:00).
    ['America/New_York', '2024-11-03T03:30:00Z', '2024-11-03T04:30:00Z', '2024-11-02'],
    // Europe/Berlin springs forward on 31 March 2024 (CET, UTC+1, until 02:00).
    ['Europe/Berlin', '2024-03-30T22:30:00Z', '2024-03-30T23:30:00Z', '2024-03-30'],
    // ...and falls back on 27 October 2024 (CEST, UTC+2, until 03:00).
    ['Europe/Berlin', '2024-10-26T21:30:00Z', '2024-10-26T22:30:00Z', '2024-10-26'],
  ])('in %s, 23:30 and 00:30 around a clock change are consecutive days', (zone, a, b, day) => {
    expect(twoCheckIns(zone, a, b)).toEqual({ first: day, second: addDays(day, 1), streak: 2 });
  });

  it('counts the local day, not 24 hours: a 23-hour day is still one day', () => {
    // 00:30 on 10 March and 00:30 on 11 March in New York are 23 hours apart.
    const first = localDate(new Date('2024-03-10T05:30:00Z'), 'America/New_York');
    const second = localDate(new Date('2024-03-11T04:30:00Z'), 'America/New_York');
    expect([first, second]).toEqual(['2024-03-10', '2024-03-11']);
    expect(nextStreak({ date: first, streak: 3 }, second)).toBe(4);
  });
});

describe('nextBonus', () => {
  it.each([
    [0, { days: 5, points: 15 }],
    [1, { days: 4, points: 15 }],
    [3, { days: 2, points: 15 }],
    [5, { days: 5, points: 20 }],
    [9, { days: 1, points: 20 }],
    [14, { days: 1, points: 25 }],
    [19, { days: 1, points: 30 }],
  ])('after a streak of %i it is %o', (streak, bonus) => {
    expect(nextBonus(streak)).toEqual(bonus);
  });

  it('is none once the bonus is capped', () => {
    expect(nextBonus(20)).toBeNull();
    expect(nextBonus(48)).toBeNull();
  });
});

describe('checkInCalendar', () => {
  it('lists the last days up to today, oldest first, across a year edge', () => {
    const days = checkInCalendar(
      '2025-01-02',
      [
        { date: '2024-12-31', points: 15 },
        { date: '2025-01-02', points: 20 },
        { date: '2024-11-01', points: 10 },
      ],
      4,
    );
    expect(days).toEqual([
      { date: '2024-12-30', checkedIn: false, points: 0 },
      { date: '2024-12-31', checkedIn: true, points: 15 },
      { date: '2025-01-01', checkedIn: false, points: 0 },
      { date: '2025-01-02', checkedIn: true, points: 20 },
    ]);
  });

  it('shows 30 days unless told', () => {
    const days = checkInCalendar('2024-03-01', []);
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2024-02-01');
    expect(days.at(-1)!.date).toBe('2024-03-01');
  });
});

describe('check-in schemas', () => {
  const stats = {
    today: '2024-05-10',
    checkedInToday: true,
    currentStreak: 1,
    pointsToday: 10,
    totalPoints: 10,
    nextBonus: { days: 4, points: 15 },
    days: [{ date: '2024-05-10', checkedIn: true, points: 10 }],
  };

  it('accepts the stats and the answer to a check-in', () => {
    expect(checkInStatsSchema.parse(stats)).toEqual(stats);
    const answer = { checkIn: { date: '2024-05-10', streak: 1, points: 10 }, stats };
    expect(checkInResponseSchema.parse(answer)).toEqual(answer);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(checkInStatsSchema.safeParse({ ...stats, today: '10/05/2024' }).success).toBe(false);
  });
});
