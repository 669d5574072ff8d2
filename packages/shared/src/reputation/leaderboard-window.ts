import type { LeaderboardTimeframe } from './leaderboard.schemas';

/**
 * The first day the leaderboard counts, as YYYY-MM-DD in UTC: Monday of the current calendar
 * week, or the 1st of the current calendar month; null for all-time. The server keeps what each
 * member earned per such week and month, so the start names the row it reads.
 */
export function leaderboardPeriodStart(timeframe: LeaderboardTimeframe, now: Date): string | null {
  if (timeframe === 'all-time') return null;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (timeframe === 'monthly') start.setUTCDate(1);
  // getUTCDay: Sunday 0 .. Saturday 6; back to Monday.
  else start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start.toISOString().slice(0, 10);
}
