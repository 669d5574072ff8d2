import { dateTimeFormat } from '../../../lib/intl-formats';

type TimeOptions = { now?: Date; timeZone?: string };

function dayKey(date: Date, timeZone: string | undefined): string {
  return dateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(date);
}

/** '2:05 PM' today, 'Mar 3, 2:05 PM' on another day: when a message was sent or read. */
export function formatMessageTime(iso: string, { now = new Date(), timeZone }: TimeOptions = {}) {
  const date = new Date(iso);
  const sameDay = dayKey(date, timeZone) === dayKey(now, timeZone);
  return dateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
  }).format(date);
}
