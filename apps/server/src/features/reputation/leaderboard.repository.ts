// The leaderboard's one query: the top members of a week, a month or all time.
import { and, asc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, reputationPeriods, reputationScores } from '../../db/schema';
import { isActiveProfile } from '../profiles';
import { notBlockedWith } from '../safety';

/** Which sums to rank: one calendar week or month (its first day, UTC), or all time. */
export type LeaderboardWindow = { period: 'week' | 'month'; start: string } | { period: 'all' };

export type LeaderRow = {
  profileId: string;
  name: string;
  title: string;
  imageUrl: string | null;
  totalScore: number;
  connectionScore: number;
  endorsementScore: number;
  activityScore: number;
  /** The member's all-time total, which decides the level on every board. */
  allTimeScore: number;
};

// Scores are never null: 'nulls last' only lets the planner walk the index in its order.
const highestFirst = (score: AnyPgColumn) => sql`${score} desc nulls last`;

/** Who may be on the board for this viewer: active, not an admin, no block either way. */
function listed(viewerUserId: string): SQL {
  return and(ne(profiles.role, 'admin'), isActiveProfile(), notBlockedWith(viewerUserId))!;
}

export function leaderboardQueries(db: DbOrTx) {
  return {
    /**
     * The `limit` highest totals above 0, ties by profile id. Each reads its table's top index
     * in order (reputation_periods_top_idx, reputation_scores_total_idx) and stops after
     * `limit` rows that pass the filters: the cost grows with the rows skipped, not the members.
     */
    async topLeaders(
      window: LeaderboardWindow,
      viewerUserId: string,
      limit: number,
    ): Promise<LeaderRow[]> {
      const member = {
        profileId: profiles.id,
        name: profiles.name,
        title: profiles.title,
        imageUrl: profiles.imageUrl,
      };
      if (window.period === 'all') {
        const t = reputationScores;
        return db
          .select({
            ...member,
            totalScore: t.totalScore,
            connectionScore: t.connectionScore,
            endorsementScore: t.endorsementScore,
            activityScore: t.activityScore,
            allTimeScore: t.totalScore,
          })
          .from(t)
          .innerJoin(profiles, eq(profiles.id, t.profileId))
          .where(and(gt(t.totalScore, 0), listed(viewerUserId)))
          .orderBy(highestFirst(t.totalScore), asc(t.profileId))
          .limit(limit);
      }
      const t = reputationPeriods;
      return db
        .select({
          ...member,
          totalScore: t.totalScore,
          connectionScore: t.connectionScore,
          endorsementScore: t.endorsementScore,
          activityScore: t.activityScore,
          allTimeScore: reputationScores.totalScore,
        })
        .from(t)
        .innerJoin(profiles, eq(profiles.id, t.profileId))
        .innerJoin(reputationScores, eq(reputationScores.profileId, t.profileId))
        .where(
          and(
            eq(t.period, window.period),
            eq(t.periodStart, window.start),
            gt(t.totalScore, 0),
            listed(viewerUserId),
          ),
        )
        .orderBy(highestFirst(t.totalScore), asc(t.profileId))
        .limit(limit);
    },
  };
}

export type LeaderboardQueries = ReturnType<typeof leaderboardQueries>;

export function createLeaderboardRepository(database: Db) {
  return defineRepository(database, leaderboardQueries);
}

export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
