const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const WEEK_MS = 7 * 86_400_000;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * When a post was written, as a discussion says it: 'just now', '5 minutes ago', 'yesterday',
 * and the date ('Mar 4, 2026') once it is more than a week old.
 */
export function formatPostDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < 60_000) return 'just now';
  if (elapsed >= WEEK_MS) return short.format(date);
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1]!;
  return relative.format(-Math.floor(elapsed / size), unit);
}

/** The exact date and time, for the tooltip of a relative one. */
export function formatPostDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : full.format(date);
}
