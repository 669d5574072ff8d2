// Dates as the app writes them: how long ago, a day, a day and time (en-US).
const DAY_MS = 86_400_000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How long ago: 'just now', '5 minutes ago', 'yesterday', '3 weeks ago', 'last year'. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = parsed(iso);
  if (!date) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < 60_000) return 'just now';
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1]!;
  return relative.format(-Math.floor(elapsed / size), unit);
}

/** A day: 'Mar 4, 2026' (a join date, a payment). */
export function formatDay(iso: string): string {
  const date = parsed(iso);
  return date ? day.format(date) : '';
}

/** The exact day and time, for the tooltip of a relative time. */
export function formatDayAndTime(iso: string): string {
  const date = parsed(iso);
  return date ? dayAndTime.format(date) : '';
}
