import { MAX_DAYS_AHEAD } from '@cofound/shared/video-calls/video-calls.schemas';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of an instant on this device's clock (what <input type="date"> uses). */
export function localDateValue(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** 'HH:mm' of an instant on this device's clock (what <input type="time"> uses). */
export function localTimeValue(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The date defaults to today and the time to one hour from now (docs/product.md#scheduling).
 * Both come from the same instant, so that late in the evening the default is tomorrow shortly
 * after midnight rather than a time earlier today.
 */
export function defaultCallDateTime(now: Date): { date: string; time: string } {
  const inAnHour = new Date(now.getTime() + HOUR_MS);
  return { date: localDateValue(inAnHour), time: localTimeValue(inAnHour) };
}

/** The date picker's range: today through 30 days ahead. */
export function callDateRange(now: Date): { min: string; max: string } {
  return {
    min: localDateValue(now),
    max: localDateValue(new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS)),
  };
}

/** This browser's IANA time zone, the zone the member's date and time are meant in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
