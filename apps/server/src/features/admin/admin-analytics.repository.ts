// The admin's Analytics page, read from the activity rollup that the event tables' triggers keep
// (read-only; docs/decisions/0023-admin-analytics.md). Days are 'YYYY-MM-DD' (UTC); admins are
// left out of every figure.
import { sql, type SQL } from 'drizzle-orm';
import { INACTIVE_DAYS } from '@cofound/shared/admin/analytics-calendar';
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
/** The same literal as the partial index member_activity_days_return_idx, so it is used. */
const returnGap = sql.raw(String(INACTIVE_DAYS));

export function adminAnalyticsQueries(db: DbOrTx) {
  return {
    /** Members active per day or week starting from `from` to `to`: the totals less the admins. */
    activeBy(span: ActiveSpan, from: string, to: string): Promise<ActiveCountRow[]> {
      const { table, column } = activityTable[span];
      return queryRows<ActiveCountRow>(
        db,
        sql`select to_char(t.starts_on, 'YYYY-MM-DD') as starts_on,
            (t.members - coalesce(staff.members, 0))::int as members
          from member_activity_totals t
          left join (
            select a.${column} as starts_on, count(*) as members
            from profiles p join ${table} a on a.user_id = p.user_id
            where p.role = 'admin' and a.${column} between ${from}::date and ${to}::date
            group by a.${column}
          ) as staff on staff.starts_on = t.starts_on
          where t.span = ${span} and t.starts_on between ${from}::date and ${to}::date
          order by t.starts_on`,
      );
    },

    /**
     * Members who signed up from the week of `firstWeek` on, by signup week: the cohort's size
     * (weeks_after -1) and how many were active in each week after it (0: the signup week).
     */
    cohorts(firstWeek: string): Promise<CohortRow[]> {
      return queryRows<CohortRow>(
        db,
        sql`with cohort as (
            select p.user_id,
              member_activity_week((p.created_at at time zone 'UTC')::date) as week
            from profiles p
            where p.created_at >= ${startOf(firstWeek)} and p.role <> 'admin'
          )
          select to_char(week, 'YYYY-MM-DD') as week, -1 as weeks_after, count(*)::int as members
          from cohort group by week
          union all
          select to_char(c.week, 'YYYY-MM-DD'), (w.week - c.week) / 7, count(*)::int
          from cohort c
          join member_activity_weeks w on w.user_id = c.user_id and w.week >= c.week
          group by c.week, w.week`,
      );
    },

    /**
     * Of the members active before `inactiveFrom`: how many were not active from `inactiveFrom`
     * to the day before `from`, and how many of those were active from `from` to `to`.
     */
    async reEngagement(window: { inactiveFrom: string; from: string; to: string }) {
      const { inactiveFrom, from, to } = window;
      // previous_day is the true previous active day, so each member has one first day (gap 0)
      // and one first day in the 30 (a gap reaching before them), counted per day by gap; those
      // who came back have one day in the period whose previous day is before the 30.
      const [row] = await queryRows<{
        known: number;
        stayed: number;
        returned: number;
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
          (select count(*) from member_activity_days a
            where a.day between ${from}::date and ${to}::date
              and a.day - a.previous_day > ${returnGap}
              and a.previous_day < ${inactiveFrom}::date)::int as returned,
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
      return {
        inactive: row!.known - row!.stayed - row!.staff_inactive,
        returned: row!.returned - row!.staff_returned,
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
