// The calendar of the admin analytics (docs/product.md#admin): UTC days as YYYY-MM-DD, weeks
// from Monday. A period of N days ends today and starts N - 1 days before it.
import { adminPeriodDays, type AdminPeriod } from './admin-stats.schemas';

/** A member who did nothing for this many days before the period had been inactive. */
export const INACTIVE_DAYS = 30;
/** Signup weeks in the retention table, and weeks after signup it follows each one for. */
export const RETENTION_WEEKS = 8;

const DAY_MS = 86_400_000;

/** The UTC day of `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The Monday of the week `day` is in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export type AnalyticsWindow = {
  /** The period's first and last day. */
  from: string;
  to: string;
  /** The first of the INACTIVE_DAYS days before the period. */
  inactiveFrom: string;
  /** The Monday of the oldest signup week in the retention table. */
  firstCohortWeek: string;
};

export function analyticsWindow(period: AdminPeriod, now: Date): AnalyticsWindow {
  const to = utcDay(now);
  const from = addDays(to, 1 - adminPeriodDays[period]);
  return {
    from,
    to,
    inactiveFrom: addDays(from, -INACTIVE_DAYS),
    firstCohortWeek: addDays(weekStart(to), -7 * (RETENTION_WEEKS - 1)),
  };
}
