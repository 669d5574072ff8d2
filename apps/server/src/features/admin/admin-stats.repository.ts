// The admin dashboard's figures: counts over the period and the period before (read-only).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type StatCounts = Record<
  'totalUsers' | 'activeMatches' | 'newSignups' | 'ongoingProjects',
  { value: number; previous: number }
>;

export function createAdminStatsRepository(db: Db) {
  return {
    /** One round trip; the period ends now, by the database's clock. */
    async counts(days: number): Promise<StatCounts> {
      const period = sql`make_interval(days => ${days})`;
      const [row] = await queryRows<Record<string, string | number>>(
        db,
        sql`
        with bounds as (
          select now() as period_end, now() - ${period} as period_start,
            now() - 2 * ${period} as previous_start
        )
        select
          (select count(*) from profiles) as total_users,
          (select count(*) from profiles, bounds where created_at <= period_start) as total_users_before,
          (select count(*) from connections, bounds where status = 'accepted'
            and updated_at > period_start and updated_at <= period_end) as matches,
          (select count(*) from connections, bounds where status = 'accepted'
            and updated_at > previous_start and updated_at <= period_start) as matches_before,
          (select count(*) from profiles, bounds
            where created_at > period_start and created_at <= period_end) as signups,
          (select count(*) from profiles, bounds
            where created_at > previous_start and created_at <= period_start) as signups_before,
          (select count(*) from projects, bounds
            where created_at > period_start and created_at <= period_end) as projects,
          (select count(*) from projects, bounds
            where created_at > previous_start and created_at <= period_start) as projects_before`,
      );
      const n = (key: string) => Number(row![key]);
      return {
        totalUsers: { value: n('total_users'), previous: n('total_users_before') },
        activeMatches: { value: n('matches'), previous: n('matches_before') },
        newSignups: { value: n('signups'), previous: n('signups_before') },
        ongoingProjects: { value: n('projects'), previous: n('projects_before') },
      };
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
