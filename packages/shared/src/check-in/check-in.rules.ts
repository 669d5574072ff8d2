// Daily check-in rules (docs/product.md#check-in): the member's own calendar day, the streak and
// the points of a check-in. Dates are calendar dates written 'YYYY-MM-DD'.
import { cachedDateTimeFormat } from '../time/zone-offset';

export const CHECK_IN_POINTS = {
  /** Every check-in earns this. */
  BASE: 10,
  /** Added for each full run of STREAK_STEP days in the streak... */
  BONUS_STEP: 5,
  STREAK_STEP: 5,
  /** ...up to this much bonus, so a check-in earns at most 30. */
  BONUS_CAP: 20,
} as const;

export const CHECK_IN_MAX_POINTS = CHECK_IN_POINTS.BASE + CHECK_IN_POINTS.BONUS_CAP;

/** How many local days the calendar of the stats shows, today included. */
export const CHECK_IN_CALENDAR_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The points of a check-in that brings the streak to `streak` days. */
export function checkInPoints(streak: number): number {
  const steps = Math.floor(Math.max(0, streak) / CHECK_IN_POINTS.STREAK_STEP);
  return (
    CHECK_IN_POINTS.BASE + Math.min(CHECK_IN_POINTS.BONUS_CAP, steps * CHECK_IN_POINTS.BONUS_STEP)
  );
}

function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The previous check-in, as the streak rule needs it. */
export type PreviousCheckIn = { date: string; streak: number };

/**
 * The streak of a check-in on `today`: one more than the previous check-in's when that was
 * yesterday; otherwise a new streak of 1.
 */
export function nextStreak(previous: PreviousCheckIn | null, today: string): number {
  return previous && previous.date === addDays(today, -1) ? previous.streak + 1 : 1;
}

/**
 * The streak a member has on `today`: the last check-in's while it was today or yesterday (it
 * can still go on), 0 once a day has been missed.
 */
export function currentStreak(last: PreviousCheckIn | null, today: string): number {
  if (!last) return 0;
  return last.date === today || last.date === addDays(today, -1) ? last.streak : 0;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return cachedDateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
}

/**
 * The calendar date of `instant` on the clocks of `timeZone` (an IANA zone); UTC when the zone
 * is missing or unknown.
 */
export function localDate(instant: Date, timeZone: string | null | undefined): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone || 'UTC');
  } catch {
    formatter = formatterFor('UTC');
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type NextBonus = { days: number; points: number };

/**
 * The next step up from a streak of `streak` days: how many more check-ins bring it to the next
 * full run of 5 days, and what that check-in earns. Null once the bonus is at its cap.
 */
export function nextBonus(streak: number): NextBonus | null {
  const current = Math.max(0, streak);
  if (checkInPoints(current) >= CHECK_IN_MAX_POINTS) return null;
  const step = CHECK_IN_POINTS.STREAK_STEP;
  const target = (Math.floor(current / step) + 1) * step;
  return { days: target - current, points: checkInPoints(target) };
}

export type CheckInDay = { date: string; checkedIn: boolean; points: number };

/** The `count` local days up to and including `today`, oldest first, each with its check-in. */
export function checkInCalendar(
  today: string,
  checkIns: readonly { date: string; points: number }[],
  count: number = CHECK_IN_CALENDAR_DAYS,
): CheckInDay[] {
  const pointsByDate = new Map(checkIns.map((row) => [row.date, row.points]));
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - count + 1);
    const points = pointsByDate.get(date);
    return { date, checkedIn: points !== undefined, points: points ?? 0 };
  });
}
