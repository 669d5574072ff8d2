// All SQL of matching: the index's source rows, exclusions, deck cards, decisions and Saved.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { matchDecisions, profiles, reputationScores, savedProfiles } from '../../db/schema';
import {
  findLivePair,
  insertPendingConnection,
  withdrawPendingConnection,
  type LiveConnection,
} from '../connections';
import { isActiveProfile } from '../profiles';
import { blockedUserIdsQuery, notBlockedWith } from '../safety';
import type { IndexedProfile } from './match-index';

const matchFields = {
  id: profiles.id,
  userId: profiles.userId,
  industry: profiles.industry,
  experience: profiles.experience,
  skills: profiles.skills,
  lookingFor: profiles.lookingFor,
  startupInterests: profiles.startupInterests,
  updatedAt: profiles.updatedAt,
};

const cardFields = {
  ...matchFields,
  name: profiles.name,
  title: profiles.title,
  imageUrl: profiles.imageUrl,
  founderRole: profiles.founderRole,
  bio: profiles.bio,
  city: profiles.city,
  country: profiles.country,
  timeZone: profiles.timeZone,
  commitment: profiles.commitment,
  totalScore: sql<number>`coalesce(${reputationScores.totalScore}, 0)`.mapWith(Number),
};

export type ChangedProfile = IndexedProfile & { active: boolean };
export type CardRow = IndexedProfile & {
  name: string;
  title: string;
  imageUrl: string | null;
  founderRole: string | null;
  bio: string;
  city: string | null;
  country: string | null;
  timeZone: string | null;
  commitment: string | null;
  totalScore: number;
};

export type StoredDecision = {
  liked: boolean;
  score: number;
  decidedAt: Date;
  mutual: boolean;
  connection: (LiveConnection & { createdByThis: boolean }) | null;
  /** A pending connection an earlier like had created, withdrawn by deciding pass now. */
  withdrawn: { id: string; receiverId: string } | null;
};

/** Serialises decisions of one pair of users, so that two likes racing see each other. */
async function lockPair(tx: DbOrTx, userIdA: string, userIdB: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('match:' || least(${userIdA}::text, ${userIdB}::text) || ':' || greatest(${userIdA}::text, ${userIdB}::text), 0))`,
  );
}

/** The database's clock (not this process's): profile versions are compared against it. */
async function databaseClock(executor: DbOrTx): Promise<Date> {
  const [row] = await executor
    .select({ ms: sql<number>`extract(epoch from clock_timestamp()) * 1000`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return new Date(row!.ms);
}

async function withdrawIfPending(tx: DbOrTx, connectionId: string | null) {
  if (!connectionId) return null;
  const withdrawn = await withdrawPendingConnection(tx, connectionId);
  return withdrawn ? { id: connectionId, receiverId: withdrawn.receiverId } : null;
}

export function createMatchingRepository(db: Db) {
  return {
    /** Every active profile, and the database clock before reading them. */
    async loadActiveProfiles(): Promise<{ rows: IndexedProfile[]; asOf: Date }> {
      const asOf = await databaseClock(db);
      const rows = await db.select(matchFields).from(profiles).where(isActiveProfile());
      return { rows, asOf };
    },

    /** Profiles written after `since` (any status), and the database clock, in one query. */
    async profilesChangedSince(since: Date): Promise<{ rows: ChangedProfile[]; asOf: Date }> {
      const raw = await queryRows<{
        clock_ms: number;
        id: string | null;
        user_id: string;
        industry: string | null;
        experience: number;
        skills: string[];
        looking_for: string[];
        startup_interests: string[];
        updated_at: string;
        active: boolean;
      }>(
        db,
        sql`
        select extract(epoch from clock_timestamp()) * 1000 as clock_ms, p.id, p.user_id,
          p.industry, p.experience, p.skills, p.looking_for, p.startup_interests, p.updated_at,
          ${isActiveProfile(sql`p.status`)} as active
        from (select 1) as one
        left join profiles p on p.updated_at > ${since.toISOString()}::timestamptz`,
      );
      const rows: ChangedProfile[] = [];
      for (const row of raw) {
        if (row.id === null) continue;
        rows.push({
          id: row.id,
          userId: row.user_id,
          industry: row.industry,
          experience: row.experience,
          skills: row.skills,
          lookingFor: row.looking_for,
          startupInterests: row.startup_interests,
          updatedAt: new Date(row.updated_at),
          active: row.active,
        });
      }
      return { rows, asOf: new Date(Number(raw[0]!.clock_ms)) };
    },

    /** The member's own profile, whatever its status. */
    async findMemberProfile(userId: string): Promise<IndexedProfile | null> {
      const [row] = await db.select(matchFields).from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** An active profile the viewer may see (no block either way). */
    async findActiveProfile(profileId: string, viewerId: string): Promise<IndexedProfile | null> {
      const [row] = await db
        .select(matchFields)
        .from(profiles)
        .where(and(eq(profiles.id, profileId), isActiveProfile(), notBlockedWith(viewerId)));
      return row ?? null;
    },

    /**
     * What the deck leaves out for this member: profiles decided on or saved, and people with a
     * pending or accepted connection to them, and members blocked either way.
     */
    async exclusionsFor(userId: string): Promise<{ profileIds: string[]; userIds: string[] }> {
      // One round trip: PGlite runs queries one after another.
      const rows = await queryRows<{ kind: 'profile' | 'user'; id: string }>(
        db,
        sql`
        select 'profile' as kind, profile_id::text as id from match_decisions where user_id = ${userId}
        union all
        select 'profile', profile_id::text from saved_profiles where user_id = ${userId}
        union all
        select 'user', receiver_id from connections
          where sender_id = ${userId} and status in ('pending', 'accepted')
        union all
        select 'user', sender_id from connections
          where receiver_id = ${userId} and status in ('pending', 'accepted')
        union all
        select 'user', id from (${blockedUserIdsQuery(userId)}) as blocked`,
      );
      const ids = (kind: 'profile' | 'user') =>
        rows.filter((row) => row.kind === kind).map((row) => row.id);
      return { profileIds: ids('profile'), userIds: ids('user') };
    },

    /** Deck cards of these profiles, active ones only, keyed by profile id. */
    async cards(profileIds: string[]): Promise<Map<string, CardRow>> {
      if (profileIds.length === 0) return new Map();
      const rows = await db
        .select(cardFields)
        .from(profiles)
        .leftJoin(reputationScores, eq(reputationScores.profileId, profiles.id))
        .where(and(inArray(profiles.id, profileIds), isActiveProfile()));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The member's Saved list of active profiles, newest first. */
    async savedCards(userId: string, limit: number) {
      return db
        .select({ ...cardFields, savedAt: savedProfiles.createdAt })
        .from(savedProfiles)
        .innerJoin(profiles, eq(profiles.id, savedProfiles.profileId))
        .leftJoin(reputationScores, eq(reputationScores.profileId, profiles.id))
        .where(and(eq(savedProfiles.userId, userId), isActiveProfile(), notBlockedWith(userId)))
        .orderBy(desc(savedProfiles.createdAt))
        .limit(limit);
    },

    async save(userId: string, profileId: string): Promise<Date> {
      await db.insert(savedProfiles).values({ userId, profileId }).onConflictDoNothing();
      const [row] = await db
        .select({ createdAt: savedProfiles.createdAt })
        .from(savedProfiles)
        .where(and(eq(savedProfiles.userId, userId), eq(savedProfiles.profileId, profileId)));
      return row!.createdAt;
    },

    async unsave(userId: string, profileId: string): Promise<void> {
      await db
        .delete(savedProfiles)
        .where(and(eq(savedProfiles.userId, userId), eq(savedProfiles.profileId, profileId)));
    },

    /**
     * One transaction: stores (or updates) the decision with the server's score, takes the
     * profile off the Saved list and, when this like completes a mutual like and the pair has no
     * live connection, creates one pending connection from this member to the other.
     */
    async storeDecision(input: {
      userId: string;
      viewerProfileId: string;
      target: { id: string; userId: string };
      liked: boolean;
      score: number;
    }): Promise<StoredDecision> {
      const { userId, viewerProfileId, target, liked, score } = input;
      return db.transaction(async (tx) => {
        await lockPair(tx, userId, target.userId);
        const mine = and(
          eq(matchDecisions.userId, userId),
          eq(matchDecisions.profileId, target.id),
        );
        const [previous] = await tx
          .select({ connectionId: matchDecisions.connectionId })
          .from(matchDecisions)
          .where(mine);
        const [stored] = await tx
          .insert(matchDecisions)
          .values({ userId, profileId: target.id, liked, score })
          .onConflictDoUpdate({
            target: [matchDecisions.userId, matchDecisions.profileId],
            set: {
              liked,
              score,
              updatedAt: sql`now()`,
              connectionId: liked ? sql`${matchDecisions.connectionId}` : null,
            },
          })
          .returning({ decidedAt: matchDecisions.updatedAt });
        const withdrawn = liked
          ? null
          : await withdrawIfPending(tx, previous?.connectionId ?? null);
        await tx
          .delete(savedProfiles)
          .where(and(eq(savedProfiles.userId, userId), eq(savedProfiles.profileId, target.id)));

        let mutual = false;
        let connection: StoredDecision['connection'] = null;
        if (liked) {
          const [theirs] = await tx
            .select({ liked: matchDecisions.liked })
            .from(matchDecisions)
            .where(
              and(
                eq(matchDecisions.userId, target.userId),
                eq(matchDecisions.profileId, viewerProfileId),
                eq(matchDecisions.liked, true),
              ),
            );
          mutual = Boolean(theirs);
          const existing = mutual ? await findLivePair(tx, userId, target.userId) : null;
          if (existing) {
            connection = { ...existing, createdByThis: existing.id === previous?.connectionId };
          } else if (mutual) {
            const created = await insertPendingConnection(tx, userId, target.userId, 'mutual_like');
            await tx.update(matchDecisions).set({ connectionId: created.id }).where(mine);
            connection = {
              id: created.id,
              senderId: userId,
              status: 'pending',
              createdByThis: true,
            };
          }
        }
        return { liked, score, decidedAt: stored!.decidedAt, mutual, connection, withdrawn };
      });
    },

    /** Undo: removes the decision and withdraws the still-pending connection it created. */
    async undoDecision(
      userId: string,
      target: { id: string; userId: string },
    ): Promise<{ found: boolean; withdrawn: { id: string; receiverId: string } | null }> {
      return db.transaction(async (tx) => {
        await lockPair(tx, userId, target.userId);
        const [removed] = await tx
          .delete(matchDecisions)
          .where(and(eq(matchDecisions.userId, userId), eq(matchDecisions.profileId, target.id)))
          .returning({ connectionId: matchDecisions.connectionId });
        if (!removed) return { found: false, withdrawn: null };
        return { found: true, withdrawn: await withdrawIfPending(tx, removed.connectionId) };
      });
    },

    /** A profile by id whatever its status (undo and unsave still work on a suspended one). */
    async findProfileOwner(profileId: string): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row ?? null;
    },
  };
}

export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
