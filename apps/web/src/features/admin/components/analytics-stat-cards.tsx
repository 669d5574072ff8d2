import { CalendarCheck, CalendarDays, TrendingUp } from 'lucide-react';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import {
  averageDaily,
  busiestDay,
  formatCount,
  lastCompleteWeek,
} from '../model/analytics-figures';
import { bucketLabel } from '../model/revenue-texts';
import { ReEngagementTile } from './analytics-re-engagement';
import { StatTile } from './stat-tile';

export const analyticsStatsGrid =
  'grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-4';

const detail = 'text-sm text-slate-600';

/** The period's daily average, its busiest day, the last full week and the re-engagement. */
export function AnalyticsStatCards({ analytics }: { analytics: AdminAnalytics }) {
  const busiest = busiestDay(analytics.daily);
  const lastWeek = lastCompleteWeek(analytics.weekly);
  return (
    <dl className={analyticsStatsGrid}>
      <StatTile
        label="Daily active members"
        icon={CalendarDays}
        value={formatCount(averageDaily(analytics.daily))}
      >
        <span className={detail}>On an average day of the period</span>
      </StatTile>
      <StatTile
        label="Busiest day"
        icon={TrendingUp}
        value={busiest ? formatCount(busiest.members) : 'None'}
      >
        <span className={detail}>
          {busiest ? bucketLabel(busiest.day, 'day') : 'Nobody was active in the period'}
        </span>
      </StatTile>
      {lastWeek && (
        <StatTile
          label="Weekly active members"
          icon={CalendarCheck}
          value={formatCount(lastWeek.members)}
        >
          <span className={detail}>
            {bucketLabel(lastWeek.weekStart, 'week')}, the last full week
          </span>
        </StatTile>
      )}
      <ReEngagementTile reEngagement={analytics.reEngagement} />
    </dl>
  );
}
