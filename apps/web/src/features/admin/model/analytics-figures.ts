// What the Analytics page derives from the figures it is sent (docs/product.md#admin).
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';

type Daily = AdminAnalytics['daily'];
type Weekly = AdminAnalytics['weekly'];

/** part / whole, or null when there is no whole to share out. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A count or an average: '1,234', '12.5'. */
export function formatCount(value: number): string {
  return decimal.format(value);
}

/** Active members on an average day of the period. */
export function averageDaily(daily: Daily): number {
  if (daily.length === 0) return 0;
  return daily.reduce((sum, entry) => sum + entry.members, 0) / daily.length;
}

/** The busiest day (the earliest of equals), or null when nobody was active. */
export function busiestDay(daily: Daily): Daily[number] | null {
  return daily.reduce<Daily[number] | null>(
    (best, entry) => (entry.members > (best?.members ?? 0) ? entry : best),
    null,
  );
}

/** The last week of the period that is over, or null when none is. */
export function lastCompleteWeek(weekly: Weekly): Weekly[number] | null {
  return weekly.findLast((entry) => entry.complete) ?? null;
}

export function hasActivity(daily: Daily): boolean {
  return daily.some((entry) => entry.members > 0);
}

/**
 * A retention cell's colours, darker for a larger share, each pair at least 4.5:1; a cell with
 * no share (an empty cohort) stays white.
 */
export function retentionShade(share: number | null): string {
  if (share === null) return 'bg-white text-slate-500';
  if (share === 0) return 'bg-slate-50 text-slate-700';
  if (share < 0.2) return 'bg-brand-50 text-brand-950';
  if (share < 0.4) return 'bg-brand-100 text-brand-950';
  if (share < 0.6) return 'bg-brand-200 text-brand-950';
  if (share < 0.8) return 'bg-brand-600 text-white';
  return 'bg-brand-800 text-white';
}
