// The admin's Matchmaking page: match decisions, connections and first messages of a period
// (read-only; docs/decisions/0022-admin-reads.md). A period is whole UTC days, today included
// by the database's clock (docs/decisions/0024-matchmaking-rollup.md), and a decision counts on
// the day it was last made (deciding again updates it).
import { sql, type SQL } from 'drizzle-orm';
import type { AdminMatchDecisionsQuery } from '@cofound/shared/admin/admin-matchmaking.schemas';
import type { PercentCount } from '@cofound/shared/admin/matchmaking-score-bands';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { utcKey } from '../../db/keyset-time';
import { containsWord } from '../../lib/sql-like';

/** Where the previous page ended: its last decision's time (microseconds, UTC) and id. */
export type DecisionCursor = { decidedAt: string; id: string };

export type DecisionRow = {
  id: string;
  liked: boolean;
  score: number;
  created_at: Date | string;
  decided_at: Date | string;
  decided_key: string;
  user_id: string;
  user_profile_id: string;
  user_name: string;
  user_image_url: string | null;
  profile_id: string;
  profile_user_id: string;
  profile_name: string;
  profile_image_url: string | null;
};

/** The period's first day: `days` UTC days end with today. */
const firstDay = (days: number) => sql`(now() at time zone 'UTC')::date - ${days - 1}::int`;
/** Midnight UTC at the start of the period's first day. */
const since = (days: number) => sql`(${firstDay(days)})::timestamp at time zone 'UTC'`;

/** Decisions per score percent and liked, and how many of those likes were answered by a like. */
export type PercentFigures = PercentCount & { answered: number };

/** Decisions of the period, the filter, and the keyset condition after `after`. */
function decisionConditions(
  query: Pick<AdminMatchDecisionsQuery, 'liked'> & { days: number },
  after: DecisionCursor | null,
): SQL {
  const conditions = [sql`d.updated_at >= ${since(query.days)}`];
  if (query.liked) conditions.push(sql`d.liked = ${query.liked === 'yes'}`);
  if (after) {
    conditions.push(
      sql`(d.updated_at, d.id) < (${after.decidedAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return sql.join(conditions, sql` and `);
}

const decisionColumns = sql`d.id, d.user_id, d.profile_id, d.liked, d.score, d.created_at, d.updated_at`;
const newestFirst = sql`order by d.updated_at desc, d.id desc`;

/**
 * The page's decisions before the members are joined. A name search takes the decisions made by
 * and made on the members it finds as two branches, so each can start from the few members a
 * name finds (or walk the time index when it finds many).
 */
function pageOfDecisions(
  query: Pick<AdminMatchDecisionsQuery, 'liked' | 'q' | 'limit'> & { days: number },
  after: DecisionCursor | null,
): SQL {
  const where = decisionConditions(query, after);
  const limit = query.limit + 1;
  if (!query.q) {
    return sql`select ${decisionColumns} from match_decisions d where ${where} ${newestFirst} limit ${limit}`;
  }
  const named = containsWord([sql`p.name`], query.q, 'ilike');
  return sql`
    (select ${decisionColumns} from match_decisions d
      where ${where} and d.user_id in (select p.user_id from profiles p where ${named})
      ${newestFirst} limit ${limit})
    union
    (select ${decisionColumns} from match_decisions d
      where ${where} and d.profile_id in (select p.id from profiles p where ${named})
      ${newestFirst} limit ${limit})`;
}

export function adminMatchmakingQueries(db: DbOrTx) {
  return {
    /**
     * The period's decisions per score percent and liked, from the rollup the decisions' triggers
     * keep: its whole months from the month rows, the days before the first of them from the day
     * rows. The percent is rounded in floating point as the browser rounds it for display (half
     * up), so a decision falls in the band of the percent it was shown with. A like counts as
     * answered when the other member's decision on the decider is a like, made at any time.
     */
    async decisionsByPercent(days: number): Promise<PercentFigures[]> {
      const rows = await queryRows<PercentFigures>(
        db,
        sql`with period as (
            select ${firstDay(days)} as first_day,
              (date_trunc('month', ${firstDay(days)} - 1) + interval '1 month')::date as first_month
          )
          select percent, liked, sum(decisions)::int as decisions,
            sum(answered)::int as answered
          from (
            select m.percent, m.liked, m.decisions, m.answered
            from match_decision_months m, period where m.month >= period.first_month
            union all
            select d.percent, d.liked, d.decisions, d.answered
            from match_decision_days d, period
            where d.day >= period.first_day and d.day < period.first_month
          ) as counted
          group by percent, liked
          having sum(decisions) > 0`,
      );
      return rows.map((row) => ({
        percent: Number(row.percent),
        liked: row.liked,
        decisions: Number(row.decisions),
        answered: Number(row.answered),
      }));
    },

    /** Connection requests made in the period, and how many of them are accepted now. */
    async requestsAccepted(days: number): Promise<{ requests: number; accepted: number }> {
      const [row] = await queryRows<{ requests: number; accepted: number }>(
        db,
        // From the per-day rollup the triggers keep (migration 0032): the same UTC days.
        sql`select coalesce(sum(requests), 0)::int as requests,
            coalesce(sum(accepted), 0)::int as accepted
          from connection_request_days where day >= ${firstDay(days)}`,
      );
      return { requests: Number(row!.requests), accepted: Number(row!.accepted) };
    },

    /**
     * Pairs whose connection was accepted in the period (accepting sets updated_at), those who
     * have written since, and the median hours from acceptance to their first message (kept on
     * the connection by triggers: docs/decisions/0024-matchmaking-rollup.md), from one index.
     */
    async firstMessages(
      days: number,
    ): Promise<{ matched: number; messaged: number; medianHours: number | null }> {
      const [row] = await queryRows<{
        matched: number;
        messaged: number;
        median_hours: number | null;
      }>(
        db,
        // date_part's double precision, not extract's numeric: a year's pairs sort twice as fast.
        sql`select count(*)::int as matched, count(first_message_at)::int as messaged,
            percentile_cont(0.5) within group (
              order by date_part('epoch', first_message_at - updated_at) / 3600
            ) as median_hours
          from connections
          where status = 'accepted' and updated_at >= ${since(days)}`,
      );
      return {
        matched: Number(row!.matched),
        messaged: Number(row!.messaged),
        medianHours: row!.median_hours === null ? null : Number(row!.median_hours),
      };
    },

    /** A page of the period's decisions, newest first, with both members; one row more. */
    async decisions(
      query: Pick<AdminMatchDecisionsQuery, 'liked' | 'q' | 'limit'> & { days: number },
      after: DecisionCursor | null,
    ): Promise<DecisionRow[]> {
      return queryRows<DecisionRow>(
        db,
        sql`select d.id, d.liked, d.score, d.created_at, d.updated_at as decided_at,
            ${utcKey(sql`d.updated_at`)} as decided_key,
            d.user_id, decider.id as user_profile_id, decider.name as user_name,
            decider.image_url as user_image_url,
            d.profile_id, target.user_id as profile_user_id, target.name as profile_name,
            target.image_url as profile_image_url
          from (${pageOfDecisions(query, after)}) as d
          join profiles decider on decider.user_id = d.user_id
          join profiles target on target.id = d.profile_id
          ${newestFirst}
          limit ${query.limit + 1}`,
      );
    },
  };
}

/** The Matchmaking page's queries; reads only, so no unit of work is ever opened. */
export function createAdminMatchmakingRepository(db: Db) {
  return defineRepository(db, adminMatchmakingQueries);
}

export type AdminMatchmakingRepository = ReturnType<typeof createAdminMatchmakingRepository>;
