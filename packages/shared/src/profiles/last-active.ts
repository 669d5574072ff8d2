/**
 * How recently a member was active, as profiles and cards show it (docs/product.md#last-active):
 * a period, never a time. Elapsed time since the last activity: under a day 'today', under 7 days
 * 'week', under 30 days 'month', else 'older'.
 */
export const lastActivePeriods = ['today', 'week', 'month', 'older'] as const;
export type LastActivePeriod = (typeof lastActivePeriods)[number];

export const lastActiveLabels: Record<LastActivePeriod, string> = {
  today: 'Active today',
  week: 'Active this week',
  month: 'Active this month',
  older: 'Active over a month ago',
};

const DAY_MS = 86_400_000;

export function lastActivePeriod(lastActiveAt: Date, now: Date): LastActivePeriod {
  const elapsed = now.getTime() - lastActiveAt.getTime();
  if (elapsed < DAY_MS) return 'today';
  if (elapsed < 7 * DAY_MS) return 'week';
  if (elapsed < 30 * DAY_MS) return 'month';
  return 'older';
}

/** The period of a last-activity stamp; null without one (never signed in, or hidden). */
export function lastActiveOf(lastActiveAt: Date | null, now: Date): LastActivePeriod | null {
  return lastActiveAt ? lastActivePeriod(lastActiveAt, now) : null;
}
