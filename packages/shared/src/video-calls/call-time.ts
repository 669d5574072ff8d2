import { zoneOffsetAt } from '../time/zone-offset';
import { MAX_DAYS_AHEAD, MIN_LEAD_MINUTES, videoCallMessages } from './video-calls.schemas';

const MINUTE_MS = 60_000;

/**
 * The instant of a wall-clock date and time in an IANA time zone (e.g. '2026-11-23', '14:30',
 * 'Europe/Berlin'), or null when the zone is unknown. Uses the platform's time zone data.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  if ([year, month, day, hour, minute].some((n) => n === undefined || Number.isNaN(n))) {
    return null;
  }
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  try {
    // Two rounds settle the offset, also next to a daylight-saving change.
    let instant = wall - zoneOffsetAt(wall, timeZone);
    instant = wall - zoneOffsetAt(instant, timeZone);
    return new Date(instant);
  } catch {
    return null;
  }
}

/** The rules for when a call may start (docs/product.md#scheduling); null when it may. */
export function callTimeError(startsAt: Date, now: Date): string | null {
  if (startsAt.getTime() < now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS) {
    return videoCallMessages.tooSoon;
  }
  if (startsAt.getTime() > now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * MINUTE_MS) {
    return videoCallMessages.tooFar;
  }
  return null;
}
