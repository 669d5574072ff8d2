import { and, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PremiumFields } from '@cofound/shared/billing/plan';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { defineRepository } from '../../db/repository';
import { connections, profiles } from '../../db/schema';
import { containsWord } from '../../lib/sql-like';
import { isUniqueViolation } from '../../lib/unique-violation';
import { findProfileVisibleTo, isActiveProfile, type ProfileViewer } from '../profiles';
import { blockedUserIdsQuery, notBlockedWith } from '../safety';

export type LiveConnection = { id: string; senderId: string; status: 'pending' | 'accepted' };

/** What the monthly quota check needs, read inside the request's transaction. */
export type QuotaFacts = { premium: PremiumFields; sentThisMonth: number };

/** A second live connection of the same pair (connections_live_pair_unique). */
export function isLivePairViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'connections_live_pair_unique');
}

export type ConnectionOrigin = 'request' | 'mutual_like';

/** A mutual connection as the avatar stack shows them. */
export type MutualPersonRow = {
  profile_id: string;
  name: string;
  title: string;
  image_url: string | null;
  total: number;
};

/**
 * The members with an accepted connection to `userId`, as rows of one column `id`: both halves
 * walk an index (connections_sender_status_idx, connections_receiver_status_idx). The live pair
 * index allows one accepted connection per pair, so nobody appears twice.
 */
function acceptedPeersOf(userId: string): SQL {
  return sql`select receiver_id as id from ${connections}
      where sender_id = ${userId} and status = 'accepted'
    union all
    select sender_id from ${connections}
      where receiver_id = ${userId} and status = 'accepted'`;
}

export function createConnectionsRepository(database: Db) {
  return defineRepository(database, connectionsQueries);
}

/** All SQL of connections, over the database or a transaction. */
export function connectionsQueries(db: DbOrTx) {
  /** mutualCounts of the members `others` lists (ids, or a query answering them). */
  async function mutualCountsOf(viewerId: string, others: SQL): Promise<Map<string, number>> {
    const rows = await queryRows<{ user_id: string; count: number }>(
      db,
      sql`
      with viewer_peers as (${acceptedPeersOf(viewerId)}),
      other_peers as (
        select sender_id as other_id, receiver_id as peer_id from ${connections}
          where sender_id in (${others}) and status = 'accepted'
        union all
        select receiver_id, sender_id from ${connections}
          where receiver_id in (${others}) and status = 'accepted'
      )
      select op.other_id as user_id, count(*)::int as count
      from other_peers op
      join viewer_peers vp on vp.id = op.peer_id
      join ${profiles} p on p.user_id = op.peer_id
      where ${isActiveProfile(sql`p.status`)} and ${notBlockedWith(viewerId, sql`p.user_id`)}
        -- On vp.id (= op.peer_id): the check waits for the intersection, whose rows are few.
        and not exists (
          select 1 from (${blockedUserIdsQuery(sql`op.other_id`)}) as blocked
          where blocked.id = vp.id)
      group by op.other_id`,
    );
    return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
  }

  return {
    /**
     * How many members each of `userIds` shares with the viewer: accepted connections to both,
     * active, and no block with the viewer nor with that member
     * (docs/product.md#mutual-connections). Members with none are absent from the map; the
     * viewer's own id counts none.
     */
    async mutualCounts(viewerId: string, userIds: string[]): Promise<Map<string, number>> {
      const others = [...new Set(userIds)].filter((id) => id !== viewerId);
      if (others.length === 0) return new Map();
      return mutualCountsOf(
        viewerId,
        sql.join(
          others.map((id) => sql`${id}`),
          sql`, `,
        ),
      );
    },

    /** As mutualCounts, for the members with these profiles (keyed by user id still). */
    async mutualCountsOfProfiles(
      viewerId: string,
      profileIds: string[],
    ): Promise<Map<string, number>> {
      if (profileIds.length === 0) return new Map();
      const ids = sql.join(
        profileIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      return mutualCountsOf(
        viewerId,
        sql`select user_id from ${profiles} where id in (${ids}) and user_id <> ${viewerId}`,
      );
    },

    /**
     * The mutual connections of the viewer and one other member: the first `limit` by name, each
     * row carrying the total (none at all answers no rows).
     */
    async mutualWith(viewerId: string, otherUserId: string, limit: number) {
      return queryRows<MutualPersonRow>(
        db,
        sql`
        with viewer_peers as (${acceptedPeersOf(viewerId)}),
        other_peers as (${acceptedPeersOf(otherUserId)})
        select p.id as profile_id, p.name, p.title, p.image_url, count(*) over ()::int as total
        from viewer_peers vp
        join other_peers op on op.id = vp.id
        join ${profiles} p on p.user_id = vp.id
        where ${isActiveProfile(sql`p.status`)} and ${notBlockedWith(viewerId, sql`p.user_id`)}
          and ${notBlockedWith(otherUserId, sql`p.user_id`)}
        order by p.name, p.id
        limit ${limit}`,
      );
    },

    /** The profile when the viewer may see it; throws the profile page's own 404 or 401. */
    profileVisibleTo(profileId: string, viewer: ProfileViewer) {
      return findProfileVisibleTo(db, profileId, viewer);
    },

    /** The live (pending or accepted) connection between two users, either direction. */
    async findLivePair(userIdA: string, userIdB: string): Promise<LiveConnection | null> {
      const [existing] = await db
        .select({ id: connections.id, senderId: connections.senderId, status: connections.status })
        .from(connections)
        .where(
          and(
            inArray(connections.status, ['pending', 'accepted']),
            sql`least(${connections.senderId}, ${connections.receiverId}) = least(${userIdA}::text, ${userIdB}::text)`,
            sql`greatest(${connections.senderId}, ${connections.receiverId}) = greatest(${userIdA}::text, ${userIdB}::text)`,
          ),
        )
        .limit(1);
      return (existing as LiveConnection | undefined) ?? null;
    },

    /** Fails with 23505 (connections_live_pair_unique) when the pair already has a live one. */
    async insertPending(
      senderId: string,
      receiverId: string,
      origin: ConnectionOrigin,
    ): Promise<{ id: string; createdAt: Date }> {
      const [created] = await db
        .insert(connections)
        .values({ senderId, receiverId, status: 'pending', origin })
        .returning({ id: connections.id, createdAt: connections.createdAt });
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    /** Deletes a connection only while it is still pending; its receiver when it did. */
    async withdrawPending(connectionId: string): Promise<{ receiverId: string } | null> {
      const [row] = await db
        .delete(connections)
        .where(and(eq(connections.id, connectionId), eq(connections.status, 'pending')))
        .returning({ receiverId: connections.receiverId });
      return row ?? null;
    },

    async deleteById(connectionId: string): Promise<void> {
      await db.delete(connections).where(eq(connections.id, connectionId));
    },

    /** One sender's requests serialise on this lock until the transaction ends. */
    async lockSenderRequests(senderId: string): Promise<void> {
      await lockForTransaction(db, 'requests', senderId);
    },

    /** Premium fields and hand-sent requests (not mutual likes) since the month began. */
    async quotaFacts(senderId: string, monthStart: Date): Promise<QuotaFacts> {
      const [premium] = await db
        .select({
          isPremium: profiles.isPremium,
          premiumUntil: profiles.premiumUntil,
          currentPlanId: profiles.currentPlanId,
        })
        .from(profiles)
        .where(eq(profiles.userId, senderId));
      const [sent] = await db
        .select({ count: count() })
        .from(connections)
        .where(
          and(
            eq(connections.senderId, senderId),
            eq(connections.origin, 'request'),
            gte(connections.createdAt, monthStart),
          ),
        );
      return {
        premium: premium ?? { isPremium: false, premiumUntil: null, currentPlanId: null },
        sentThisMonth: sent?.count ?? 0,
      };
    },

    /** The profile a request may go to: it exists, its member is active and not blocked. */
    async findActiveProfile(
      profileId: string,
      viewerId: string,
    ): Promise<{ id: string; userId: string } | null> {
      const [row] = await db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.id, profileId), isActiveProfile(), notBlockedWith(viewerId)))
        .limit(1);
      return row ?? null;
    },

    /** The member's incoming pending requests from active senders, newest first, and their count. */
    async listIncomingRequests(receiverId: string, limit: number) {
      const incoming = and(
        eq(connections.receiverId, receiverId),
        eq(connections.status, 'pending'),
        isActiveProfile(),
        notBlockedWith(receiverId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: connections.id,
            createdAt: connections.createdAt,
            profileId: profiles.id,
            name: profiles.name,
            title: profiles.title,
            imageUrl: profiles.imageUrl,
          })
          .from(connections)
          .innerJoin(profiles, eq(profiles.userId, connections.senderId))
          .where(incoming)
          .orderBy(desc(connections.createdAt), desc(connections.id))
          .limit(limit),
        db
          .select({ count: count() })
          .from(connections)
          .innerJoin(profiles, eq(profiles.userId, connections.senderId))
          .where(incoming),
      ]);
      return { rows, count: total?.count ?? 0 };
    },

    /** The accepted connection by id when `userId` is one of its two members. */
    async findAcceptedOf(connectionId: string, userId: string) {
      const [row] = await db
        .select({ senderId: connections.senderId, receiverId: connections.receiverId })
        .from(connections)
        .where(
          and(
            eq(connections.id, connectionId),
            eq(connections.status, 'accepted'),
            or(eq(connections.senderId, userId), eq(connections.receiverId, userId)),
          ),
        );
      return row ?? null;
    },

    /**
     * The member's accepted connections with the other member's card, the last message either
     * way and the count of unread messages to the member; latest activity first.
     */
    async listAccepted(userId: string, words: string[]) {
      const peer = sql`case when c.sender_id = ${userId} then c.receiver_id else c.sender_id end`;
      const search = words.map(
        (word) => sql`and ${containsWord([sql`p.search_text`], word, 'like')}`,
      );
      return queryRows<{
        id: string;
        connected_at: string;
        profile_id: string;
        name: string;
        title: string;
        image_url: string | null;
        last_body: string | null;
        last_sender_id: string | null;
        last_created_at: string | null;
        unread: number;
      }>(
        db,
        sql`
        select c.id, c.updated_at as connected_at, p.id as profile_id, p.name, p.title,
          p.image_url, last.body as last_body, last.sender_id as last_sender_id,
          last.created_at as last_created_at,
          (select count(*)::int from messages m
            where m.receiver_id = ${userId} and m.sender_id = p.user_id and m.read_at is null
          ) as unread
        from ${connections} c
        join ${profiles} p on p.user_id = ${peer}
        left join lateral (
          select m.body, m.sender_id, m.created_at from messages m
          where least(m.sender_id, m.receiver_id) = least(${userId}::text, p.user_id)
            and greatest(m.sender_id, m.receiver_id) = greatest(${userId}::text, p.user_id)
          order by m.created_at desc, m.id desc limit 1
        ) last on true
        where (c.sender_id = ${userId} or c.receiver_id = ${userId}) and c.status = 'accepted'
          -- A member who deleted their account stays, as 'Deleted member': the conversation
          -- can still be read (docs/product.md#account-deletion).
          and (${isActiveProfile(sql`p.status`)} or p.status = 'deleted')
          and ${notBlockedWith(userId, sql`p.user_id`)}
          ${sql.join(search, sql` `)}
        order by coalesce(last.created_at, c.updated_at) desc, c.id desc
        limit 500`,
      );
    },

    /**
     * Moves a pending request addressed to `receiverId` to accepted or rejected. Null when there
     * is no such pending request (someone else's, already decided, withdrawn).
     */
    async decidePending(
      connectionId: string,
      receiverId: string,
      status: 'accepted' | 'rejected',
    ): Promise<{ senderId: string; senderProfileId: string } | null> {
      const [row] = await db
        .update(connections)
        .set({ status, updatedAt: new Date() })
        .where(
          and(
            eq(connections.id, connectionId),
            eq(connections.receiverId, receiverId),
            eq(connections.status, 'pending'),
          ),
        )
        .returning({ senderId: connections.senderId });
      if (!row) return null;
      const [sender] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, row.senderId));
      return { senderId: row.senderId, senderProfileId: sender?.id ?? '' };
    },
  };
}

export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
export type ConnectionsQueries = ReturnType<typeof connectionsQueries>;
