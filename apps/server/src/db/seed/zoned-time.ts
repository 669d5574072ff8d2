// The instant of a wall-clock time on a calendar date in a time zone: the seed dates members'
// check-ins on their own calendar.

import { zoneOffsetAt as offsetAt } from '@cofound/shared/time/zone-offset';

const offsets = new Map<string, number>();

function wallClock(date: string, minuteOfDay: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, 0, minuteOfDay);
}

/**
 * The instant when the clocks of `timeZone` show about `minuteOfDay` on `date` ('YYYY-MM-DD').
 * The zone's offset is worked out once per month (on the 15th), so on the days between a change
 * of the clocks and the 15th the time is an hour off: good for times well inside the day.
 */
export function zonedInstant(date: string, minuteOfDay: number, timeZone: string): Date {
  const month = date.slice(0, 7);
  const key = `${timeZone} ${month}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const noon = wallClock(`${month}-15`, 12 * 60);
    offset = offsetAt(noon - offsetAt(noon, timeZone), timeZone);
    offsets.set(key, offset);
  }
  return new Date(wallClock(date, minuteOfDay) - offset);
}

/** The last midnight on the clocks of `timeZone` before `instant` (an hour off on the day they change). */
export function localMidnightBefore(instant: Date, timeZone: string): Date {
  const wall = instant.getTime() + offsetAt(instant.getTime(), timeZone);
  return new Date(instant.getTime() - (((wall % 86_400_000) + 86_400_000) % 86_400_000));
}
