import { pluralize } from '../../../lib/plural';

/**
 * The time left, to the second, in words a screen reader reads well: '2 days 3 h 4 min 5 s',
 * '1 h 0 min 9 s', '4 min 9 s', '12 s'. A part of a second counts as a second, so it reads
 * '0 s' only when the time is up.
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const parts = [`${total % 60} s`];
  if (total >= 60) parts.unshift(`${minutes} min`);
  if (total >= 3600) parts.unshift(`${hours} h`);
  if (days > 0) parts.unshift(pluralize(days, { one: 'day', other: 'days' }));
  return parts.join(' ');
}
