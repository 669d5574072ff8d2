import { formatDay, formatDayAndTime, timeAgo } from '../../../lib/dates';

const WEEK_MS = 7 * 86_400_000;

/**
 * When a post was written, as a discussion says it: 'just now', '5 minutes ago', 'yesterday',
 * and the date ('Mar 4, 2026') once it is more than a week old.
 */
export function formatPostDate(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  return elapsed >= WEEK_MS ? formatDay(iso) : timeAgo(iso, now);
}

/** The exact date and time, for the tooltip of a relative one. */
export const formatPostDateTime = formatDayAndTime;
