// The admin's Analytics page, read from the activity rollup that triggers on the event tables and
// on profiles keep (read-only; docs/decisions/0023-admin-analytics.md). Days are 'YYYY-MM-DD'
// (UTC); admins are left out of every figure.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';

export type ActiveSpan = 'day' | 'week';
export type ActiveCountRow = { starts_on: string; members: number };
export type CohortRow = { week: string; weeks_after: number; members: number };
export type ReputationRow = {
  user_id: string;
  name: string;
  image_url: string | null;
  total_score: number;
};

const activityTable = {
  day: { table: sql.raw('member_activity_days'), column: sql.raw('day') },
  week: { table: sql.raw('member_activity_weeks'), column: sql.raw('week') },
} as const;

/** Midnight UTC at the start of `day`, to compare with a timestamp. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
/** Whether the member `p` has a rollup day `a` matching `days`. */
const activeIn = (days: SQL) =>
  sql`exists (select 1 from member_activity_days a where a.user_id = p.user_id and ${days})`;

/**
 * The rollup's counts (aliased `counts`, admins included) less the admins' own: `admins` counts
 * them by the same `keys` columns, as `members`.
 */
function lessAdmins(keys: string[], admins: SQL) {
  const sameKeys = keys.map((key) => sql.raw(`admins.${key} = counts.${key}`));
  return {
    members: sql`(counts.members - coalesce(admins.members, 0))::int`,
    join: sql`left join (${admins}) as admins on ${sql.join(sameKeys, sql` and `)}`,
  };
}

export function adminAnalyticsQueries(db: DbOrTx) {
  return {
    /** Members active per day or week starting from `from` to `to`: the totals less the admins. */
    activeBy(span: ActiveSpan, from: string, to: string): Promise<ActiveCountRow[]> {
      const { table, column } = activityTable[span];
      const { members, join } = lessAdmins(
        ['starts_on'],
        sql`select a.${column} as starts_on, count(*) as members
          from profiles p join ${table} a on a.user_id = p.user_id
          where p.role = 'admin' and a.${column} between ${from}::date and ${to}::date
          group by 1`,
      );
      return queryRows<ActiveCountRow>(
        db,
        sql`select to_char(counts.starts_on, 'YYYY-MM-DD') as starts_on, ${members} as members
          from member_activity_totals counts ${join}
          where counts.span = ${span} and counts.starts_on between ${from}::date and ${to}::date
          order by counts.starts_on`,
      );
    },

    /**
     * Members who signed up from the week of `firstWeek` on, by signup week: the cohort's size
     * (weeks_after -1) and how many were active in each week after it (0: the signup week).
     */
    cohorts(firstWeek: string): Promise<CohortRow[]> {
      const signups = lessAdmins(
        ['week'],
        sql`select member_signup_week(p.created_at) as week, count(*) as members
          from profiles p
          where p.role = 'admin' and p.created_at >= ${startOf(firstWeek)}
          group by 1`,
      );
      const active = lessAdmins(
        ['signup_week', 'week'],
        sql`select w.signup_week, w.week, count(*) as members
          from profiles p join member_activity_weeks w on w.user_id = p.user_id
          where p.role = 'admin' and w.signup_week >= ${firstWeek}::date
            and w.week >= w.signup_week
          group by 1, 2`,
      );
      return queryRows<CohortRow>(
        db,
        sql`select to_char(counts.week, 'YYYY-MM-DD') as week, -1 as weeks_after,
            ${signups.members} as members
          from member_signup_weeks counts ${signups.join}
          where counts.week >= ${firstWeek}::date
          union all
          select to_char(counts.signup_week, 'YYYY-MM-DD'),
            (counts.week - counts.signup_week) / 7, ${active.members}
          from member_cohort_weeks counts ${active.join}
          where counts.signup_week >= ${firstWeek}::date`,
      );
    },

    /**
     * Of the members active before `inactiveFrom`: how many were not active from `inactiveFrom`
     * to the day before `from`, and how many of those were active from `from` to `to`.
     */
    async reEngagement(window: { inactiveFrom: string; from: string; to: string }) {
      const { inactiveFrom, from, to } = window;
      // previous_day is the true previous active day, so a member has one first day (gap 0), one
      // last day, and, if active both before inactiveFrom and from it on, one day from it on whose
      // previous day is before it. The members known before inactiveFrom and not active in the 30
      // days either stopped before them (their last day is before inactiveFrom: the day totals
      // less the days that continued), came back in the period, or came back after `to`.
      const [row] = await queryRows<{
        known: number;
        stayed: number;
        stopped: number;
        back_later: number;
        staff_inactive: number;
        staff_returned: number;
      }>(
        db,
        sql`select
          (select coalesce(sum(g.members), 0) from member_activity_gaps g
            where g.gap = 0 and g.day < ${inactiveFrom}::date)::int as known,
          (select coalesce(sum(g.members), 0) from member_activity_gaps g
            where g.day >= ${inactiveFrom}::date and g.day < ${from}::date
              and g.gap > g.day - ${inactiveFrom}::date)::int as stayed,
          ((select coalesce(sum(t.members), 0) from member_activity_totals t
              where t.span = 'day' and t.starts_on < ${inactiveFrom}::date)
            - (select coalesce(sum(c.members), 0) from member_activity_continued c
              where c.day < ${inactiveFrom}::date))::int as stopped,
          (select count(*) from member_activity_days a
            where a.day > ${to}::date and a.previous_day < ${inactiveFrom}::date
          )::int as back_later,
          staff.inactive as staff_inactive,
          staff.returned as staff_returned
        from (
          select count(*) filter (where known and not stayed)::int as inactive,
            count(*) filter (where known and not stayed and came_back)::int as returned
          from (
            select ${activeIn(sql`a.day < ${inactiveFrom}::date`)} as known,
              ${activeIn(sql`a.day >= ${inactiveFrom}::date and a.day < ${from}::date`)} as stayed,
              ${activeIn(sql`a.day between ${from}::date and ${to}::date`)} as came_back
            from profiles p where p.role = 'admin'
          ) as admins
        ) as staff`,
      );
      const inactive = row!.known - row!.stayed;
      return {
        inactive: inactive - row!.staff_inactive,
        returned: inactive - row!.stopped - row!.back_later - row!.staff_returned,
      };
    },

    /**
     * The highest reputation totals above zero, highest first. `nulls last` (the total is never
     * null) makes the order the one of reputation_scores_total_idx, so the top is read from it
     * instead of sorting every score.
     */
    topReputation(limit: number): Promise<ReputationRow[]> {
      return queryRows<ReputationRow>(
        db,
        sql`select p.user_id, p.name, p.image_url, r.total_score
          from reputation_scores r join profiles p on p.id = r.profile_id
          where p.role <> 'admin' and r.total_score > 0
          order by r.total_score desc nulls last, r.profile_id
          limit ${limit}`,
      );
    },
  };
}

export function createAdminAnalyticsRepository(db: Db) {
  return defineRepository(db, adminAnalyticsQueries);
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
