import {
  adminAnalyticsMessages as m,
  TOP_REPUTATION_SIZE,
  type AdminAnalytics,
} from '@cofound/shared/admin/admin-analytics.schemas';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import {
  addDays,
  analyticsWindow,
  daysFrom,
  weekStart,
} from '@cofound/shared/admin/analytics-calendar';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type {
  ActiveCountRow,
  AdminAnalyticsRepository,
  CohortRow,
} from './admin-analytics.repository';

/** The Mondays from `first` to `last`. */
function weeksFrom(first: string, last: string): string[] {
  return daysFrom(first, last).filter((_, index) => index % 7 === 0);
}

function countsByStart(rows: ActiveCountRow[]): Map<string, number> {
  return new Map(rows.map((row) => [row.starts_on, row.members]));
}

/** Every signup week from `firstWeek` to the current one, with its activity week by week. */
function cohortTable(rows: CohortRow[], firstWeek: string, currentWeek: string) {
  const counts = new Map(rows.map((row) => [`${row.week}/${row.weeks_after}`, row.members]));
  const weeks = weeksFrom(firstWeek, currentWeek);
  return weeks.map((week, index) => ({
    weekStart: week,
    members: counts.get(`${week}/-1`) ?? 0,
    active: Array.from(
      { length: weeks.length - index },
      (_, after) => counts.get(`${week}/${after}`) ?? 0,
    ),
  }));
}

/**
 * The Analytics page (docs/product.md#admin): daily and weekly active members over the period,
 * retention by signup week, re-engagement and the top reputation, admins left out.
 */
export function createAdminAnalyticsService(deps: {
  repository: AdminAnalyticsRepository;
  log: ServiceLogger;
  now?: () => Date;
}) {
  const { repository, log, now = () => new Date() } = deps;
  return {
    async analytics(period: AdminPeriod): Promise<AdminAnalytics> {
      const window = analyticsWindow(period, now());
      const { from, to } = window;
      const currentWeek = weekStart(to);
      const firstWeek = weekStart(from) < from ? addDays(weekStart(from), 7) : from;
      const [daily, weekly, cohorts, reEngagement, top] = await withFailureMessage(
        log,
        m.loadFailed,
        () =>
          Promise.all([
            repository.activeBy('day', from, to),
            repository.activeBy('week', firstWeek, to),
            repository.cohorts(window.firstCohortWeek),
            repository.reEngagement(window),
            repository.topReputation(TOP_REPUTATION_SIZE),
          ]),
      );
      const perDay = countsByStart(daily);
      const perWeek = countsByStart(weekly);
      return {
        period,
        from,
        to,
        daily: daysFrom(from, to).map((day) => ({ day, members: perDay.get(day) ?? 0 })),
        weekly: weeksFrom(firstWeek, currentWeek).map((week) => ({
          weekStart: week,
          members: perWeek.get(week) ?? 0,
          complete: week < currentWeek,
        })),
        cohorts: cohortTable(cohorts, window.firstCohortWeek, currentWeek),
        reEngagement,
        topReputation: top.map((row) => ({
          userId: row.user_id,
          name: row.name,
          imageUrl: row.image_url,
          score: row.total_score,
        })),
      };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
