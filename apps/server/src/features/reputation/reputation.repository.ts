// All SQL of reputation: the ledger and its sums, endorsements, and the repairs.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { connections, profiles, reputationScores, skillEndorsements } from '../../db/schema';

export type ScoreComponent = 'connection' | 'endorsement' | 'activity';

/** Why points were booked: the ledger's reason column. */
export type LedgerReason =
  | 'connection'
  | 'connection_removed'
  | 'endorsement'
  | 'endorsement_withdrawn'
  | 'message'
  | 'video_call'
  | 'check_in';

/** One booking: which score, why, how many points, and when (now unless given). */
export type LedgerAward = {
  component: ScoreComponent;
  reason: LedgerReason;
  points: number;
  at?: Date;
};

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

/** All SQL of reputation, over the database or a transaction. */
export function reputationQueries(db: DbOrTx) {
  return {
    /**
     * Books `points` (negative to take away) for each profile: a ledger row, and the same points
     * added to the profile's scores and to its week and month, in one statement per profile. The
     * row lock on the scores serialises concurrent awards, so none is lost. Listed twice, a
     * profile earns twice.
     */
    async addPoints(profileIds: readonly string[], award: LedgerAward): Promise<void> {
      // Always the same lock order, so two transactions awarding the same pair cannot deadlock.
      const sorted = [...profileIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const column = componentColumn[award.component];
      for (const id of sorted) {
        await db.execute(sql`
          with booked as (
            insert into reputation_events (profile_id, component, reason, points, occurred_at)
            values (${id}, ${award.component}, ${award.reason}, ${award.points}::int,
                    coalesce(${award.at?.toISOString() ?? null}::timestamptz, now()))
            returning occurred_at
          ),
          scored as (
            update reputation_scores
               set ${column} = ${column} + ${award.points}::int,
                   total_score = total_score + ${award.points}::int,
                   updated_at = now()
             where profile_id = ${id}
          )
          insert into reputation_periods as p (period, period_start, profile_id, total_score, ${column})
          select kind, date_trunc(kind, booked.occurred_at at time zone 'UTC')::date, ${id},
                 ${award.points}::int, ${award.points}::int
            from booked, (values ('week'), ('month')) as kinds(kind)
          on conflict (period, period_start, profile_id) do update
             set ${column} = p.${column} + excluded.${column},
                 total_score = p.total_score + excluded.total_score`);
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
     * Writes the ledger again from the rows that earn points, dated when they were earned:
     * accepted connections (both members), endorsements received, messages sent, completed video
     * calls (both members) and check-ins. Take-backs are not kept: what is no longer there earns
     * nothing. For the demo seed, and for a ledger lost or damaged beyond repair.
     */
    async rebuildLedgerFromSources(points: {
      connection: number;
      endorsement: number;
      interaction: number;
    }): Promise<void> {
      await db.execute(sql`delete from reputation_events`);
      await db.execute(sql`
        insert into reputation_events (profile_id, component, reason, points, occurred_at)
        select p.id, 'connection', 'connection', ${points.connection}::int, c.updated_at
          from connections c
          join profiles p on p.user_id in (c.sender_id, c.receiver_id)
         where c.status = 'accepted'
        union all
        select e.profile_id, 'endorsement', 'endorsement', ${points.endorsement}::int, e.created_at
          from skill_endorsements e
        union all
        select p.id, 'activity', 'message', ${points.interaction}::int, m.created_at
          from messages m join profiles p on p.user_id = m.sender_id
        union all
        select p.id, 'activity', 'video_call', ${points.interaction}::int,
               coalesce(v.completed_at, v.updated_at)
          from video_call_requests v
          join profiles p on p.user_id in (v.sender_id, v.receiver_id)
         where v.status = 'completed'
        union all
        select p.id, 'activity', 'check_in', d.points_earned, d.created_at
          from daily_checkins d join profiles p on p.user_id = d.user_id`);
    },

    /** Holds new ledger rows back until the transaction ends (inside a transaction only). */
    async lockLedger(): Promise<void> {
      await db.execute(sql`lock table reputation_events in share mode`);
    },

    /**
     * Every profile's scores, and every week's and month's, as sums of the ledger: the repair
     * after anything wrote the sums without it. Only rows that differ are written: a zero score
     * row for any profile without one, an UPDATE of the scores that differ, an upsert of the
     * periods that differ and a delete of the periods the ledger no longer has. Answers how many
     * score and period rows changed.
     */
    async recomputeSumsFromLedger(): Promise<{ scores: number; periods: number }> {
      await db.execute(sql`
        insert into reputation_scores (profile_id)
        select id from profiles
        on conflict do nothing`);
      const [scores] = await queryRows<{ n: number }>(
        db,
        sql`
        with computed as (
          select p.id as profile_id,
                 coalesce(sum(e.points) filter (where e.component = 'connection'), 0)::int
                   as connection_score,
                 coalesce(sum(e.points) filter (where e.component = 'endorsement'), 0)::int
                   as endorsement_score,
                 coalesce(sum(e.points) filter (where e.component = 'activity'), 0)::int
                   as activity_score
            from profiles p
            left join reputation_events e on e.profile_id = p.id
           group by p.id),
        changed as (
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
                  computed.connection_score + computed.endorsement_score + computed.activity_score)
          returning 1)
        select count(*)::int as n from changed`,
      );
      const [upserted] = await queryRows<{ n: number }>(
        db,
        sql`
        with changed as (
          insert into reputation_periods as p
            (period, period_start, profile_id, total_score, connection_score, endorsement_score,
             activity_score)
          select kind, date_trunc(kind, e.occurred_at at time zone 'UTC')::date, e.profile_id,
                 sum(e.points)::int,
                 coalesce(sum(e.points) filter (where e.component = 'connection'), 0)::int,
                 coalesce(sum(e.points) filter (where e.component = 'endorsement'), 0)::int,
                 coalesce(sum(e.points) filter (where e.component = 'activity'), 0)::int
            from reputation_events e, (values ('week'), ('month')) as kinds(kind)
           group by 1, 2, 3
          on conflict (period, period_start, profile_id) do update
             set total_score = excluded.total_score,
                 connection_score = excluded.connection_score,
                 endorsement_score = excluded.endorsement_score,
                 activity_score = excluded.activity_score
           where (p.total_score, p.connection_score, p.endorsement_score, p.activity_score)
                 is distinct from
                 (excluded.total_score, excluded.connection_score, excluded.endorsement_score,
                  excluded.activity_score)
          returning 1)
        select count(*)::int as n from changed`,
      );
      // A period without a single ledger row in it: read through the ledger's (profile, time)
      // index, one range per period row.
      const [removed] = await queryRows<{ n: number }>(
        db,
        sql`
        with changed as (
          delete from reputation_periods r
           where not exists (
             select 1 from reputation_events e
              where e.profile_id = r.profile_id
                and e.occurred_at >= r.period_start::timestamp at time zone 'UTC'
                and e.occurred_at < (r.period_start + ('1 ' || r.period)::interval)
                                    at time zone 'UTC')
          returning 1)
        select count(*)::int as n from changed`,
      );
      return {
        scores: Number(scores?.n ?? 0),
        periods: Number(upserted?.n ?? 0) + Number(removed?.n ?? 0),
      };
    },
  };
}

export type ReputationQueries = ReturnType<typeof reputationQueries>;

export function createReputationRepository(database: Db) {
  return defineRepository(database, reputationQueries);
}

export type ReputationRepository = ReturnType<typeof createReputationRepository>;
