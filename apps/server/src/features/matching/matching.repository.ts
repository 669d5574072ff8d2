// All SQL of matching: the index's source rows, exclusions, deck cards, decisions and Saved.
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { databaseClock } from '../../db/database-clock';
import { lockPair } from '../../db/locks';
import { defineRepository } from '../../db/repository';
import {
  matchDecisions,
  profiles,
  reputationScores,
  savedProfiles,
  videoPitches,
} from '../../db/schema';
import { countMutualConnections, countMutualConnectionsOfProfiles } from '../connections';
import { ifShown, isActiveProfile, isNotAway } from '../profiles';
import { blockedUserIdsQuery, notBlockedWith } from '../safety';
import type { IndexedProfile } from './match-index';
import { readPages } from './read-pages';

const matchFields = {
  id: profiles.id,
  userId: profiles.userId,
  industry: profiles.industry,
  experience: profiles.experience,
  skills: profiles.skills,
  lookingFor: profiles.lookingFor,
  startupInterests: profiles.startupInterests,
  archetype: profiles.archetype,
  activityTier: profiles.activityTier,
  verified: sql<boolean>`${profiles.linkedinVerified} or ${profiles.githubVerified}`,
  updatedAt: profiles.updatedAt,
};

const cardFields = {
  ...matchFields,
  name: profiles.name,
  title: profiles.title,
  imageUrl: profiles.imageUrl,
  founderRole: profiles.founderRole,
  bio: profiles.bio,
  city: sql<string | null>`${ifShown('showLocation', profiles.city)}`,
  country: sql<string | null>`${ifShown('showLocation', profiles.country)}`,
  lastActiveAt: sql<Date | null>`${ifShown('showLastActive', profiles.lastActiveAt)}`.mapWith(
    profiles.lastActiveAt,
  ),
  timeZone: profiles.timeZone,
  commitment: profiles.commitment,
  linkedinVerified: profiles.linkedinVerified,
  githubVerified: profiles.githubVerified,
  totalScore: sql<number>`coalesce(${reputationScores.totalScore}, 0)`.mapWith(Number),
  // The pitch feature's table: only a ready pitch is shown (unique per member).
  pitchKey: sql<string | null>`(
    select ${videoPitches.videoKey} from ${videoPitches}
    where ${videoPitches.userId} = ${profiles.userId} and ${videoPitches.status} = 'ready')`,
};

/** Rows per query of the index's first load: bounded memory, and no statement runs long. */
const LOAD_PAGE = 20_000;

/**
 * What the index holds (active profiles but admins' and those of members away for 90 days:
 * docs/decisions/0033-stale-profiles-sink.md), after a keyset position by id.
 */
function indexedAfter(after: string | null) {
  return and(
    isActiveProfile(),
    ne(profiles.role, 'admin'),
    isNotAway(),
    after === null ? undefined : gt(profiles.id, after),
  );
}

/** What the index holds among these profiles. */
const indexedWithin = (profileIds: string[]) =>
  and(indexedAfter(null), inArray(profiles.id, profileIds));

export type ChangedProfile = IndexedProfile & { active: boolean };
export type CardRow = IndexedProfile & {
  name: string;
  title: string;
  imageUrl: string | null;
  founderRole: string | null;
  bio: string;
  city: string | null;
  country: string | null;
  /** Null when the member hides it. */
  lastActiveAt: Date | null;
  timeZone: string | null;
  commitment: string | null;
  /** The verified badges (docs/product.md#verified-badges). */
  linkedinVerified: boolean;
  githubVerified: boolean;
  totalScore: number;
  pitchKey: string | null;
};

export function createMatchingRepository(database: Db) {
  return defineRepository(database, matchingQueries);
}

function matchingQueries(db: DbOrTx) {
  return {
    /**
     * Every active profile but admins' (staff, not co-founders), handed to `each` a page at a
     * time in id order (a page's rows can be dropped before the next is read), the database
     * clock read before the first page, and how long the load waited for each page.
     */
    async loadActiveProfiles(
      each: (rows: IndexedProfile[]) => void | Promise<void>,
      pageSize = LOAD_PAGE,
    ): Promise<{ asOf: Date; pageMs: number[] }> {
      const asOf = await databaseClock(db);
      const pageMs = await readPages(
        (after) =>
          db
            .select(matchFields)
            .from(profiles)
            .where(indexedAfter(after))
            .orderBy(asc(profiles.id))
            .limit(pageSize),
        pageSize,
        each,
        { readAhead: true },
      );
      return { asOf, pageMs };
    },

    /**
     * The id and updated_at of every profile the index holds, a page at a time in id order, for
     * a pass that runs beside requests (no page read ahead).
     */
    async indexedVersions(
      each: (rows: { id: string; updatedAt: Date }[]) => void | Promise<void>,
      pageSize: number,
    ): Promise<void> {
      await readPages(
        (after) =>
          db
            .select({ id: profiles.id, updatedAt: profiles.updatedAt })
            .from(profiles)
            .where(indexedAfter(after))
            .orderBy(asc(profiles.id))
            .limit(pageSize),
        pageSize,
        each,
        { readAhead: false },
      );
    },

    /** Of these profiles, the ids of those the index holds (active, not admins'). */
    async indexedIdsAmong(profileIds: string[]): Promise<Set<string>> {
      if (profileIds.length === 0) return new Set();
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(indexedWithin(profileIds));
      return new Set(rows.map((row) => row.id));
    },

    /** Of these profiles, the rows of those the index holds (active, not admins'). */
    async indexedAmong(profileIds: string[]): Promise<IndexedProfile[]> {
      if (profileIds.length === 0) return [];
      return db.select(matchFields).from(profiles).where(indexedWithin(profileIds));
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
        archetype: string | null;
        activity_tier: number;
        verified: boolean;
        updated_at: string;
        active: boolean;
      }>(
        db,
        sql`
        select extract(epoch from clock_timestamp()) * 1000 as clock_ms, p.id, p.user_id,
          p.industry, p.experience, p.skills, p.looking_for, p.startup_interests, p.archetype,
          p.activity_tier, p.linkedin_verified or p.github_verified as verified, p.updated_at,
          ${isActiveProfile(sql`p.status`)} and p.role <> 'admin'
            and ${isNotAway(sql`p.activity_tier`)} as active
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
          archetype: row.archetype,
          activityTier: row.activity_tier,
          verified: row.verified,
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
     * What the deck leaves out for this member, as profile ids: profiles decided on or saved,
     * and the profiles of people with a pending or accepted connection to them or blocked either
     * way.
     */
    async exclusionsFor(userId: string): Promise<{ profileIds: string[] }> {
      // One round trip: PGlite runs queries one after another.
      const rows = await queryRows<{ id: string }>(
        db,
        sql`
        select profile_id::text as id from match_decisions where user_id = ${userId}
        union all
        select profile_id::text from saved_profiles where user_id = ${userId}
        union all
        select p.id::text from profiles p where p.user_id in (
          select receiver_id from connections
            where sender_id = ${userId} and status in ('pending', 'accepted')
          union all
          select sender_id from connections
            where receiver_id = ${userId} and status in ('pending', 'accepted')
          union all
          select id from (${blockedUserIdsQuery(userId)}) as blocked)`,
      );
      return { profileIds: rows.map((row) => row.id) };
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

    /** Serialises the decisions of one pair of members until the transaction ends. */
    async lockPairDecisions(userIdA: string, userIdB: string): Promise<void> {
      await lockPair(db, 'match-decisions', userIdA, userIdB);
    },

    /** The member's decision on the profile, and the connection it created, if any. */
    async findDecision(userId: string, profileId: string) {
      const [row] = await db
        .select({ liked: matchDecisions.liked, connectionId: matchDecisions.connectionId })
        .from(matchDecisions)
        .where(and(eq(matchDecisions.userId, userId), eq(matchDecisions.profileId, profileId)));
      return row ?? null;
    },

    /**
     * Stores (or updates) the decision with the server's score. A pass forgets the connection
     * an earlier like created; a like keeps it.
     */
    async upsertDecision(input: {
      userId: string;
      profileId: string;
      liked: boolean;
      score: number;
    }): Promise<Date> {
      const { userId, profileId, liked, score } = input;
      const [stored] = await db
        .insert(matchDecisions)
        .values({ userId, profileId, liked, score })
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
      return stored!.decidedAt;
    },

    async setDecisionConnection(
      userId: string,
      profileId: string,
      connectionId: string,
    ): Promise<void> {
      await db
        .update(matchDecisions)
        .set({ connectionId })
        .where(and(eq(matchDecisions.userId, userId), eq(matchDecisions.profileId, profileId)));
    },

    /** Removes the decision; the connection it had created, when there was one. */
    async deleteDecision(userId: string, profileId: string) {
      const [removed] = await db
        .delete(matchDecisions)
        .where(and(eq(matchDecisions.userId, userId), eq(matchDecisions.profileId, profileId)))
        .returning({ connectionId: matchDecisions.connectionId });
      return removed ?? null;
    },

    /** The viewer's mutual connections with each member of a page of cards, in one statement. */
    mutualCounts(viewerId: string, userIds: string[]): Promise<Map<string, number>> {
      return countMutualConnections(db, viewerId, userIds);
    },

    /** The same for a page of profiles, keyed by user id: asked beside the cards' read. */
    mutualCountsOfProfiles(viewerId: string, profileIds: string[]): Promise<Map<string, number>> {
      return countMutualConnectionsOfProfiles(db, viewerId, profileIds);
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
export type MatchingQueries = ReturnType<typeof matchingQueries>;
