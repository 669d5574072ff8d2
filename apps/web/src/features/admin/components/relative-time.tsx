import { formatDayAndTime, timeAgo } from '../../../lib/dates';

/** '5 minutes ago', with the exact day and time on hover. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDayAndTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}
