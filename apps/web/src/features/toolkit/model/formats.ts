import { pluralize } from '../../../lib/plural';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatWhole = (value: number) => whole.format(value);
export const formatMoney = (value: number) => money.format(value);
/** Shares as a whole number, with the noun that number takes: '1 share', '2,083 shares'. */
export const formatShares = (value: number) =>
  pluralize(Math.round(value), { one: 'share', other: 'shares' });
/** A YYYY-MM-DD date as the member reads it (the date itself, whatever their time zone). */
export const formatDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));
export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/** Today as YYYY-MM-DD in the member's own calendar. */
export function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
