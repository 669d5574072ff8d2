// All SQL of reputation: scores, endorsements, and the recomputation from source data.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { connections, profiles, reputationScores, skillEndorsements } from '../../db/schema';

export type ScoreComponent = 'connection' | 'endorsement' | 'activity';

const componentColumn = {
  connection: sql.raw('connection_score'),
  endorsement: sql.raw('endorsement_score'),
  activity: sql.raw('activity_score'),
} as const;

export type ScoreRow = {
  profileId: string;
  totalScore: number;
  connectionScore: number;
  endorsementScore: number;
  activityScore: number;
};

const scoreColumns = {
  profileId: reputationScores.profileId,
  totalScore: reputationScores.totalScore,
  connectionScore: reputationScores.connectionScore,
  endorsementScore: reputationScores.endorsementScore,
  activityScore: reputationScores.activityScore,
};

/**
 * Per user, how many rows of a sender/receiver table with the given status they are part of
 * (on either side). Table and status are fixed literals, never input.
 */
function participationCounts(
  table: 'connections' | 'video_call_requests',
  status: 'accepted' | 'completed',
) {
  const from = sql.raw(`${table} where status = '${status}'`);
  return sql`
        select user_id, count(*)::int as n
          from (
            select sender_id as user_id from ${from}
            union all
            select receiver_id from ${from}
          ) sides
         group by user_id`;
}

/** All SQL of reputation, over the database or a transaction. */
export function reputationQueries(db: DbOrTx) {
  return {
    /**
     * Adds `points` (negative to take away) to one component and the total of each profile, one
     * UPDATE each: the row lock serialises concurrent awards, so none is lost. Listed twice, a profile
     * earns twice.
     */
    async addPoints(
      profileIds: readonly string[],
      component: ScoreComponent,
      points: number,
    ): Promise<void> {
      const times = new Map<string, number>();
      for (const id of profileIds) times.set(id, (times.get(id) ?? 0) + 1);
      // Always the same lock order, so two transactions awarding the same pair cannot deadlock.
      for (const [id, count] of [...times].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const delta = points * count;
        const column = componentColumn[component];
        await db.execute(sql`
          update reputation_scores
             set ${column} = ${column} + ${delta},
                 total_score = total_score + ${delta},
                 updated_at = now()
           where profile_id = ${id}`);
      }
    },

    /** Profile ids of the given users (members without a profile are left out). */
    async profileIdsOfUsers(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(inArray(profiles.userId, [...userIds]));
      const byUser = new Map(rows.map((row) => [row.userId, row.id]));
      return userIds.flatMap((userId) => {
        const id = byUser.get(userId);
        return id ? [id] : [];
      });
    },

    async findScores(profileId: string): Promise<ScoreRow | null> {
      const [row] = await db
        .select(scoreColumns)
        .from(reputationScores)
        .where(eq(reputationScores.profileId, profileId));
      return row ?? null;
    },

    /** The profile facts the endorsement rules need. */
    async findProfile(profileId: string) {
      const [row] = await db
        .select({
          id: profiles.id,
          userId: profiles.userId,
          skills: profiles.skills,
          status: profiles.status,
        })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },

    async hasAcceptedConnection(userIdA: string, userIdB: string): Promise<boolean> {
      const [row] = await db
        .select({ id: connections.id })
        .from(connections)
        .where(
          and(
            eq(connections.status, 'accepted'),
            or(
              and(eq(connections.senderId, userIdA), eq(connections.receiverId, userIdB)),
              and(eq(connections.senderId, userIdB), eq(connections.receiverId, userIdA)),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Endorsement counts per skill of one profile, and the skills the viewer endorsed. */
    async endorsementCounts(
      profileId: string,
      viewerUserId: string | null,
    ): Promise<{ counts: Map<string, number>; byViewer: Set<string> }> {
      const rows = await db
        .select({
          skill: skillEndorsements.skill,
          count: sql<number>`count(*)::int`,
          byViewer: viewerUserId
            ? sql<boolean>`bool_or(${skillEndorsements.endorserId} = ${viewerUserId})`
            : sql<boolean>`false`,
        })
        .from(skillEndorsements)
        .where(eq(skillEndorsements.profileId, profileId))
        .groupBy(skillEndorsements.skill);
      return {
        counts: new Map(rows.map((row) => [row.skill, Number(row.count)])),
        byViewer: new Set(rows.filter((row) => row.byViewer).map((row) => row.skill)),
      };
    },

    /** Inserts the endorsement once; false when the endorser had already endorsed that skill. */
    async insertEndorsement(endorsement: {
      endorserId: string;
      profileId: string;
      skill: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(skillEndorsements)
        .values(endorsement)
        .onConflictDoNothing()
        .returning({ id: skillEndorsements.id });
      return rows.length > 0;
    },

    /** Deletes the endorsement; false when there was none. */
    async deleteEndorsement(endorsement: {
      endorserId: string;
      profileId: string;
      skill: string;
    }): Promise<boolean> {
      const rows = await db
        .delete(skillEndorsements)
        .where(
          and(
            eq(skillEndorsements.endorserId, endorsement.endorserId),
            eq(skillEndorsements.profileId, endorsement.profileId),
            eq(skillEndorsements.skill, endorsement.skill),
          ),
        )
        .returning({ id: skillEndorsements.id });
      return rows.length > 0;
    },

    async countEndorsementsOfSkill(profileId: string, skill: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(skillEndorsements)
        .where(and(eq(skillEndorsements.profileId, profileId), eq(skillEndorsements.skill, skill)));
      return Number(row?.n ?? 0);
    },

    /**
     * Recomputes every profile's scores from the source data, in two statements: a zero row for any
     * profile without one, then one UPDATE from the counts.
     * - connection: points per accepted connection the profile's user is part of;
     * - endorsement: points per endorsement the profile received;
     * - activity: points per completed video call the user took part in. Messages join here once
     *   the messages table exists (each message earns its sender the interaction points).
     */
    async recalculateAllScores(points: {
      connection: number;
      endorsement: number;
      interaction: number;
    }): Promise<void> {
      await db.execute(sql`
        insert into reputation_scores (profile_id)
        select id from profiles
        on conflict do nothing`);
      await db.execute(sql`
        with
          connection_counts as (${participationCounts('connections', 'accepted')}),
          endorsement_counts as (
            select profile_id, count(*)::int as n from skill_endorsements group by profile_id),
          interaction_counts as (${participationCounts('video_call_requests', 'completed')}),
          computed as (
            select p.id as profile_id,
                   coalesce(c.n, 0) * ${points.connection} as connection_score,
                   coalesce(e.n, 0) * ${points.endorsement} as endorsement_score,
                   coalesce(i.n, 0) * ${points.interaction} as activity_score
              from profiles p
              left join connection_counts c on c.user_id = p.user_id
              left join endorsement_counts e on e.profile_id = p.id
              left join interaction_counts i on i.user_id = p.user_id)
        update reputation_scores r
           set connection_score = computed.connection_score,
               endorsement_score = computed.endorsement_score,
               activity_score = computed.activity_score,
               total_score =
                 computed.connection_score + computed.endorsement_score + computed.activity_score,
               updated_at = now()
          from computed
         where computed.profile_id = r.profile_id
           and (r.connection_score, r.endorsement_score, r.activity_score, r.total_score)
               is distinct from
               (computed.connection_score, computed.endorsement_score, computed.activity_score,
                computed.connection_score + computed.endorsement_score + computed.activity_score)`);
    },
  };
}

export type ReputationQueries = ReturnType<typeof reputationQueries>;

export function createReputationRepository(database: Db) {
  return defineRepository(database, reputationQueries);
}

export type ReputationRepository = ReturnType<typeof createReputationRepository>;
