import { dateTimeFormat } from '../../../lib/intl-formats';

type FormatOptions = { timeZone?: string };

/** 'Mon, Nov 23, 2:30 PM' in the member's own time zone (or `timeZone`). */
export function formatCallStart(iso: string, { timeZone }: FormatOptions = {}): string {
  return dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
