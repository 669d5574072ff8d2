// The admin dashboard's figures: counts over the period and the period before (read-only).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export type StatCounts = Record<
  'totalUsers' | 'activeMatches' | 'newSignups' | 'ongoingProjects',
  { value: number; previous: number }
>;

/**
 * How many profiles were created at or before `at`, from the per-week signup counts the triggers
 * keep (docs/decisions/0023-admin-analytics.md): the weeks before `at`'s week whole, and `at`'s
 * own week up to `at` from the profiles' created_at index (a week of signups at most).
 */
function membersAt(at: SQL): SQL {
  return sql`(select coalesce(sum(members), 0) from member_signup_weeks
      where week < member_signup_week(${at}))
    + (select count(*) from profiles
      where created_at >= member_signup_week(${at})::timestamp at time zone 'UTC'
        and created_at <= ${at})`;
}

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
        ),
        members as (
          select (select coalesce(sum(members), 0) from member_signup_weeks) as total,
            ${membersAt(sql`period_end`)} as at_end,
            ${membersAt(sql`period_start`)} as at_start,
            ${membersAt(sql`previous_start`)} as at_previous_start
          from bounds
        )
        select
          (select total from members) as total_users,
          (select at_start from members) as total_users_before,
          (select count(*) from connections, bounds where status = 'accepted'
            and updated_at > period_start and updated_at <= period_end) as matches,
          (select count(*) from connections, bounds where status = 'accepted'
            and updated_at > previous_start and updated_at <= period_start) as matches_before,
          (select at_end - at_start from members) as signups,
          (select at_start - at_previous_start from members) as signups_before,
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
