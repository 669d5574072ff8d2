// All SQL of video calls. A call's time span is [scheduled_at, scheduled_at + duration); overlap
// checks and the list's "not ended yet" use that span.
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VideoCallStatus } from '@cofound/shared/video-calls/video-calls.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { lockEach } from '../../db/locks';
import { defineRepository } from '../../db/repository';
import { connections, profiles, users, videoCallRequests } from '../../db/schema';
import { acceptedConnectionBetween } from '../connections';
import { isActiveProfile } from '../profiles';
import { isBlockedBetween, notBlockedWith } from '../safety';
import { videoCallSignalsQueries } from './video-call-signals.repository';

/** The profile a call is proposed to, and whether the viewer may propose one. */
export type CallTarget = {
  profileId: string;
  userId: string;
  active: boolean;
  /** An accepted connection joins the two. */
  connected: boolean;
  /** Neither blocked the other. */
  unblocked: boolean;
};

/** A call as one of its participants sees it, with the other participant as `peer`. */
export type CallRow = {
  id: string;
  senderId: string;
  receiverId: string;
  scheduledAt: Date;
  durationMinutes: number;
  title: string;
  description: string | null;
  status: VideoCallStatus;
  completedAt: Date | null;
  peer: {
    profileId: string;
    userId: string;
    name: string;
    title: string;
    imageUrl: string | null;
    email: string;
    /** The peer's IANA time zone from their profile, when set. */
    timeZone: string | null;
  };
  /** One of the two blocked the other. */
  blocked: boolean;
};

export type NewCall = {
  id: string;
  senderId: string;
  receiverId: string;
  scheduledAt: Date;
  durationMinutes: number;
  title: string;
  description: string | null;
  meetingLink: string;
};

/** Calls in these states hold their time: nobody involved may have another call then. */
export const LIVE_STATUSES: VideoCallStatus[] = ['pending', 'accepted'];

/** The other participant's profile in `callsOf`. */
const peer = alias(profiles, 'peer');

const callEnd = sql`${videoCallRequests.scheduledAt} + ${videoCallRequests.durationMinutes} * interval '1 minute'`;

export { JOINABLE_STATUSES } from './video-call-signals.repository';

export function createVideoCallsRepository(database: Db) {
  return defineRepository(database, videoCallsQueries);
}

function videoCallsQueries(db: DbOrTx) {
  /** The calls of `viewerUserId`, each joined to the other participant's profile and email. */
  function callsOf(viewerUserId: string, where: SQL | undefined) {
    const peerUserId = sql`case when ${videoCallRequests.senderId} = ${viewerUserId}
      then ${videoCallRequests.receiverId} else ${videoCallRequests.senderId} end`;
    return db
      .select({
        id: videoCallRequests.id,
        senderId: videoCallRequests.senderId,
        receiverId: videoCallRequests.receiverId,
        scheduledAt: videoCallRequests.scheduledAt,
        durationMinutes: videoCallRequests.durationMinutes,
        title: videoCallRequests.title,
        description: videoCallRequests.description,
        status: sql<VideoCallStatus>`${videoCallRequests.status}`,
        completedAt: videoCallRequests.completedAt,
        peer: {
          profileId: peer.id,
          userId: peer.userId,
          name: peer.name,
          title: peer.title,
          imageUrl: peer.imageUrl,
          email: users.email,
          timeZone: peer.timeZone,
        },
        blocked: sql<boolean>`not ${notBlockedWith(viewerUserId, peer.userId)}`,
      })
      .from(videoCallRequests)
      .innerJoin(peer, eq(peer.userId, peerUserId))
      .innerJoin(users, eq(users.id, peer.userId))
      .where(
        and(
          or(
            eq(videoCallRequests.senderId, viewerUserId),
            eq(videoCallRequests.receiverId, viewerUserId),
          ),
          where,
        ),
      );
  }

  return {
    ...videoCallSignalsQueries(db),
    /** The profile and what the viewer may do with it, in one query; null when unknown. */
    async findTarget(viewerUserId: string, profileId: string): Promise<CallTarget | null> {
      const [row] = await db
        .select({
          profileId: profiles.id,
          userId: profiles.userId,
          active: sql<boolean>`${profiles.status} = 'active'`,
          connected: sql<boolean>`exists (
            select 1 from ${connections}
            where ${connections.status} = 'accepted'
              and least(${connections.senderId}, ${connections.receiverId})
                = least(${viewerUserId}::text, ${profiles.userId})
              and greatest(${connections.senderId}, ${connections.receiverId})
                = greatest(${viewerUserId}::text, ${profiles.userId}))`,
          unblocked: sql<boolean>`${notBlockedWith(viewerUserId)}`,
        })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .limit(1);
      return row ?? null;
    },

    /** Serialises every schedule and accept that involves one of these members. */
    async lockMembers(userIds: string[]): Promise<void> {
      await lockEach(db, 'video-calls', userIds);
    },

    /**
     * The two are connected and neither blocked the other. The connection is read FOR SHARE,
     * so a removal or block waits for the calling transaction.
     */
    async mayCall(userIdA: string, userIdB: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(connections)
        .where(acceptedConnectionBetween(userIdA, userIdB))
        .limit(1)
        .for('share');
      return Boolean(row) && !(await isBlockedBetween(db, userIdA, userIdB));
    },

    /** Whether one of the members has a call in `statuses` whose span meets [start, end). */
    async hasOverlap(
      userIds: string[],
      start: Date,
      durationMinutes: number,
      statuses: VideoCallStatus[],
      exceptCallId?: string,
    ): Promise<boolean> {
      const end = new Date(start.getTime() + durationMinutes * 60_000);
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(videoCallRequests)
        .where(
          and(
            or(
              inArray(videoCallRequests.senderId, userIds),
              inArray(videoCallRequests.receiverId, userIds),
            ),
            inArray(videoCallRequests.status, statuses),
            sql`${videoCallRequests.scheduledAt} < ${end.toISOString()}::timestamptz`,
            sql`${callEnd} > ${start.toISOString()}::timestamptz`,
            exceptCallId ? ne(videoCallRequests.id, exceptCallId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insertPendingCall(call: NewCall): Promise<void> {
      await db.insert(videoCallRequests).values({ ...call, status: 'pending' });
    },

    /** One call of the viewer's; null when it does not exist or the viewer is not in it. */
    async findCall(viewerUserId: string, callId: string): Promise<CallRow | null> {
      const [row] = await callsOf(viewerUserId, eq(videoCallRequests.id, callId)).limit(1);
      return row ?? null;
    },

    /**
     * The viewer's pending (either direction) and accepted calls that have not ended, soonest
     * first; calls with a member who is no longer active or with a block are left out.
     */
    async upcoming(viewerUserId: string): Promise<CallRow[]> {
      return callsOf(
        viewerUserId,
        and(
          inArray(videoCallRequests.status, LIVE_STATUSES),
          sql`${callEnd} > now()`,
          isActiveProfile(peer.status),
          notBlockedWith(viewerUserId, peer.userId),
        ),
      ).orderBy(asc(videoCallRequests.scheduledAt), asc(videoCallRequests.id));
    },

    /** The sender of a call addressed to the receiver; null when there is none. */
    async findReceivedCall(receiverId: string, callId: string) {
      const [found] = await db
        .select({ senderId: videoCallRequests.senderId })
        .from(videoCallRequests)
        .where(and(eq(videoCallRequests.id, callId), eq(videoCallRequests.receiverId, receiverId)));
      return found ?? null;
    },

    /** The call's status and span, locked until the transaction ends. */
    async lockCall(callId: string) {
      const [call] = await db
        .select({
          status: videoCallRequests.status,
          scheduledAt: videoCallRequests.scheduledAt,
          durationMinutes: videoCallRequests.durationMinutes,
        })
        .from(videoCallRequests)
        .where(eq(videoCallRequests.id, callId))
        .for('update');
      return call ?? null;
    },

    async setStatus(callId: string, status: VideoCallStatus): Promise<void> {
      await db
        .update(videoCallRequests)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(videoCallRequests.id, callId));
    },

    /** Either participant cancels a pending or accepted call; false when it was in another state. */
    async cancel(callId: string): Promise<boolean> {
      const rows = await db
        .update(videoCallRequests)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(
          and(eq(videoCallRequests.id, callId), inArray(videoCallRequests.status, LIVE_STATUSES)),
        )
        .returning({ id: videoCallRequests.id });
      return rows.length > 0;
    },

    /** Profile ids of users, for reputation. */
    async profileIdsOf(userIds: string[]): Promise<string[]> {
      const rows = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.userId, userIds));
      return rows.map((row) => row.id);
    },
  };
}

export type VideoCallsRepository = ReturnType<typeof createVideoCallsRepository>;
export type VideoCallsQueries = ReturnType<typeof videoCallsQueries>;
