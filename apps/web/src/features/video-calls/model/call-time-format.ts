type FormatOptions = { timeZone?: string };

/** 'Mon, Nov 23, 2:30 PM' in the member's own time zone (or `timeZone`). */
export function formatCallStart(iso: string, { timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
