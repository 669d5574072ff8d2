import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type {
  MatchingFieldsUpdate,
  ProfileUpdate,
} from '@cofound/shared/profiles/profiles.schemas';
import { REPLY_WINDOW_DAYS, type Received } from '@cofound/shared/profiles/reply-rate';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { connections, profiles, profileViews, videoPitches } from '../../db/schema';
import { UPLOADS_URL_PREFIX } from '../../storage';
import { isBlockedBetween } from '../safety';

export type ProfileRow = typeof profiles.$inferSelect;

/** What the visibility rule (profile-visibility.ts) needs to know about one profile. */
export async function findVisibilityFacts(executor: DbOrTx, profileId: string) {
  const [row] = await executor
    .select({
      id: profiles.id,
      userId: profiles.userId,
      status: profiles.status,
      visibility: profiles.visibility,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

/** A member's profile id and own time zone (null when none is set), for their calendar day. */
export async function findMemberTimeZone(executor: DbOrTx, userId: string) {
  const [row] = await executor
    .select({ profileId: profiles.id, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Either member blocked the other: the profile is hidden (docs/product.md#safety). */
export function isBlockedBetweenMembers(executor: DbOrTx, userA: string, userB: string) {
  return isBlockedBetween(executor, userA, userB);
}

/** All SQL of the profiles feature. */
export function createProfilesRepository(database: Db) {
  return defineRepository(database, profilesQueries);
}

function profilesQueries(db: DbOrTx) {
  return {
    async findByUserId(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row ?? null;
    },

    /**
     * The storage key of the member's ready video pitch, or null. The pitch feature owns the
     * table; a profile only shows what is ready.
     */
    async readyPitchKey(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ key: videoPitches.videoKey })
        .from(videoPitches)
        .where(and(eq(videoPitches.userId, userId), eq(videoPitches.status, 'ready')));
      return row?.key ?? null;
    },

    async findById(id: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
      return row ?? null;
    },

    /** Writes the editor's fields (and nothing else) to the member's own profile. */
    async updateByUserId(userId: string, values: ProfileUpdate): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({
          name: values.name,
          title: values.title,
          skills: values.skills,
          experience: values.experience,
          industry: values.industry,
          lookingFor: values.lookingFor,
          startupInterests: values.startupInterests,
          personalityTraits: values.personalityTraits,
          workStyle: values.workStyle,
          bio: values.bio,
          city: values.city,
          country: values.country,
          timeZone: values.timeZone,
          commitment: values.commitment,
          equityExpectation: values.equityExpectation,
          visibility: values.visibility,
          visibilityDetails: values.visibilityDetails,
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },

    /** Writes only the matching lists that were sent; every other field stays as it is. */
    async updateMatchingFieldsByUserId(
      userId: string,
      values: MatchingFieldsUpdate,
    ): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({
          ...(values.skills && { skills: values.skills }),
          ...(values.lookingFor && { lookingFor: values.lookingFor }),
          ...(values.startupInterests && { startupInterests: values.startupInterests }),
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },

    /** The image URL, locked until the transaction ends (replacing it answers the old one). */
    async lockImageUrl(profileId: string): Promise<string | null> {
      const [current] = await db
        .select({ imageUrl: profiles.imageUrl })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .for('update');
      return current?.imageUrl ?? null;
    },

    /** Uploaded pictures of profiles after `afterId` (all when null), by profile id. */
    async uploadedPicturesAfter(
      afterId: string | null,
      limit: number,
    ): Promise<{ id: string; imageUrl: string }[]> {
      const rows = await db
        .select({ id: profiles.id, imageUrl: profiles.imageUrl })
        .from(profiles)
        .where(
          and(
            sql`${profiles.imageUrl} like ${`${UPLOADS_URL_PREFIX}%`}`,
            afterId === null ? undefined : gt(profiles.id, afterId),
          ),
        )
        .orderBy(profiles.id)
        .limit(limit);
      return rows.flatMap(({ id, imageUrl }) => (imageUrl ? [{ id, imageUrl }] : []));
    },

    async setImageUrl(profileId: string, imageUrl: string): Promise<void> {
      await db
        .update(profiles)
        .set({ imageUrl, updatedAt: new Date() })
        .where(eq(profiles.id, profileId));
    },

    /**
     * The connection requests and first messages the member received in the reply window, with
     * when they answered each (docs/product.md#reply-rate): a request by being accepted or
     * declined (its updated_at), a first message from the other member by their own next
     * message in the thread. Connections' receiver and sender indexes find the member's rows,
     * the thread index each message.
     */
    async receivedForReplyRate(userId: string): Promise<Received[]> {
      const window = sql`now() - make_interval(days => ${REPLY_WINDOW_DAYS})`;
      const samePair = (alias: string) =>
        sql.raw(`least(${alias}.sender_id, ${alias}.receiver_id) = least(c.sender_id, c.receiver_id)
          and greatest(${alias}.sender_id, ${alias}.receiver_id) = greatest(c.sender_id, c.receiver_id)`);
      const rows = await queryRows<{
        received_at: Date | string;
        answered_at: Date | string | null;
      }>(
        db,
        sql`
          select c.created_at as received_at,
            case when c.status <> 'pending' then c.updated_at end as answered_at
          from connections c
          where c.receiver_id = ${userId} and c.created_at > ${window}
          union all
          select first.created_at as received_at,
            (select min(answer.created_at) from messages answer
              where ${samePair('answer')}
                and answer.sender_id = ${userId} and answer.created_at >= first.created_at)
              as answered_at
          from connections c
          join lateral (
            select m.sender_id, m.created_at from messages m
            where ${samePair('m')} and m.created_at = c.first_message_at
            limit 1
          ) as first on true
          where c.status = 'accepted' and (c.sender_id = ${userId} or c.receiver_id = ${userId})
            and c.first_message_at > ${window} and first.sender_id <> ${userId}`,
      );
      return rows.map((row) => ({
        receivedAt: new Date(row.received_at),
        answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
      }));
    },

    /** The live (pending or accepted) connection between two users, if any. */
    async findLiveConnection(
      userA: string,
      userB: string,
    ): Promise<{ status: 'pending' | 'accepted'; senderId: string } | null> {
      const [row] = await db
        .select({
          status: sql<'pending' | 'accepted'>`${connections.status}`,
          senderId: connections.senderId,
        })
        .from(connections)
        .where(
          and(
            or(
              and(eq(connections.senderId, userA), eq(connections.receiverId, userB)),
              and(eq(connections.senderId, userB), eq(connections.receiverId, userA)),
            ),
            inArray(connections.status, ['pending', 'accepted']),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    isBlockedBetween(userA: string, userB: string): Promise<boolean> {
      return isBlockedBetweenMembers(db, userA, userB);
    },

    /** One row per viewer, profile and day (the Trending sort counts them). */
    async recordView(profileId: string, viewerId: string): Promise<void> {
      await db
        .insert(profileViews)
        .values({ profileId, viewerId, viewedOn: sql`current_date` })
        .onConflictDoNothing();
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
export type ProfilesQueries = ReturnType<typeof profilesQueries>;
