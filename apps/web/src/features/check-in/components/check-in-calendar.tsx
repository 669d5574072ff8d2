import { useId } from 'react';
import type { CheckInDaySummary } from '@cofound/shared/check-in/check-in.schemas';
import { cn } from '../../../lib/cn';
import { pluralize } from '../../../lib/plural';

// The dates are the member's own calendar days: formatted as they are, never shifted by a zone.
const dayName = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

function asUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** What a screen reader hears for one day, e.g. '24 November: checked in, 15 points'. */
export function dayLabel(day: CheckInDaySummary): string {
  const name = dayName.format(asUtc(day.date));
  if (!day.checkedIn) return `${name}: not checked in`;
  return `${name}: checked in, ${pluralize(day.points, { one: 'point', other: 'points' })}`;
}

/** The last 30 days as a compact grid: filled where the member checked in, today outlined. */
export function CheckInCalendar({
  days,
  today,
}: {
  days: readonly CheckInDaySummary[];
  today: string;
}) {
  const headingId = useId();
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Last 30 days
      </h3>
      <ol aria-labelledby={headingId} className="grid grid-cols-10 gap-1">
        {days.map((day) => (
          <li
            key={day.date}
            aria-current={day.date === today ? 'date' : undefined}
            title={dayLabel(day)}
            className={cn(
              'flex aspect-square items-center justify-center rounded-md text-xs font-medium',
              day.checkedIn ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
              day.date === today && 'ring-2 ring-amber-500 ring-offset-1',
            )}
          >
            <span aria-hidden="true">{asUtc(day.date).getUTCDate()}</span>
            <span className="sr-only">{dayLabel(day)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
