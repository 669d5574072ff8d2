// How the revenue page words its figures (docs/product.md#admin).
import type { AdminRevenue } from '@cofound/shared/admin/admin-revenue.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { isThirtyDayEquivalent, type RevenueBucket } from '@cofound/shared/admin/revenue-figures';
import { formatCount } from '../../../lib/intl-formats';

/** The monthly figure's name: for 7 days it is a 30-day equivalent, and says so. */
export function monthlyRevenueLabel(period: AdminPeriod): string {
  return isThirtyDayEquivalent(period) ? 'Monthly revenue (30-day equivalent)' : 'Monthly revenue';
}

/** What the monthly figure is, under it. */
export const monthlyRevenueBasis: Record<AdminPeriod, string> = {
  '7d': 'The last 7 days scaled to 30',
  '30d': 'The last 30 days',
  '90d': 'Average of the last 3 months',
  '1y': 'Average of the last 12 months',
};

export const bucketNames: Record<RevenueBucket, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const dayFormat = utc({ month: 'short', day: 'numeric' });
const monthFormat = utc({ month: 'short', year: 'numeric' });

/** A bucket as the chart's axis and table name it: 'Mar 4', 'Week of Mar 2', 'Mar 2026'. */
export function bucketLabel(start: string, bucket: RevenueBucket): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (bucket === 'month') return monthFormat.format(date);
  const day = dayFormat.format(date);
  return bucket === 'week' ? `Week of ${day}` : day;
}

/** A bucket's short name for the chart's axis: 'Mar 4', or 'Mar 2026' for a month. */
export function bucketTick(start: string, bucket: RevenueBucket): string {
  const date = new Date(`${start}T00:00:00Z`);
  return bucket === 'month' ? monthFormat.format(date) : dayFormat.format(date);
}

/** A share as a percentage with at most one decimal: '33.3%', '25%'. */
export function formatShare(share: number): string {
  return `${formatCount(Math.round(share * 1000) / 10)}%`;
}

/** Whether anything happened in the period: payments in any currency or granted months. */
export function hasTransactions(revenue: AdminRevenue): boolean {
  return revenue.payments + revenue.otherCurrencyPayments + revenue.referralRewards > 0;
}
