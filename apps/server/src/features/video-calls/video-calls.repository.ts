// All SQL of video calls. A call's time span is [scheduled_at, scheduled_at + duration); overlap
// checks and the list's "not ended yet" use that span.
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VideoCallStatus } from '@cofound/shared/video-calls/video-calls.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { lockEach } from '../../db/locks';
import { connections, profiles, users, videoCallRequests } from '../../db/schema';
import { acceptedConnectionBetween } from '../connections';
import { isActiveProfile } from '../profiles';
import { isBlockedBetween, notBlockedWith } from '../safety';
import { createVideoCallSignalsRepository } from './video-call-signals.repository';

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

export type ScheduleResult = 'created' | 'notConnected' | 'overlaps';
export type AnswerResult =
  | { kind: 'done'; status: VideoCallStatus }
  | { kind: 'notFound' }
  | { kind: 'notPending' }
  | { kind: 'overlaps' }
  | { kind: 'notConnected' };

/** Calls in these states hold their time: nobody involved may have another call then. */
const LIVE_STATUSES: VideoCallStatus[] = ['pending', 'accepted'];

/** The other participant's profile in `callsOf`. */
const peer = alias(profiles, 'peer');

const callEnd = sql`${videoCallRequests.scheduledAt} + ${videoCallRequests.durationMinutes} * interval '1 minute'`;

/** Serialises every schedule and accept that involves one of these users. */
function lockMembers(tx: DbOrTx, userIds: string[]): Promise<void> {
  return lockEach(tx, 'video-calls', userIds);
}

/** Whether one of the users has a call in `statuses` whose span meets [start, end). */
async function hasOverlap(
  tx: DbOrTx,
  userIds: string[],
  start: Date,
  durationMinutes: number,
  statuses: VideoCallStatus[],
  exceptCallId?: string,
): Promise<boolean> {
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const [row] = await tx
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
}

/** An accepted connection between the two users, read FOR SHARE so a removal waits for us. */
async function connectedForShare(tx: DbOrTx, userIdA: string, userIdB: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(connections)
    .where(acceptedConnectionBetween(userIdA, userIdB))
    .limit(1)
    .for('share');
  return Boolean(row);
}

export { JOINABLE_STATUSES } from './video-call-signals.repository';

export function createVideoCallsRepository(db: Db) {
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
    ...createVideoCallSignalsRepository(db),
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

    /**
     * Inserts a pending call unless the two are no longer connected (or one blocked the other)
     * or either already has a pending or accepted call in its span. Both members' schedules and
     * accepts are serialised, so two concurrent requests for one slot cannot both pass.
     */
    async schedule(call: NewCall): Promise<ScheduleResult> {
      return db.transaction(async (tx) => {
        await lockMembers(tx, [call.senderId, call.receiverId]);
        if (
          !(await connectedForShare(tx, call.senderId, call.receiverId)) ||
          (await isBlockedBetween(tx, call.senderId, call.receiverId))
        ) {
          return 'notConnected';
        }
        const members = [call.senderId, call.receiverId];
        if (await hasOverlap(tx, members, call.scheduledAt, call.durationMinutes, LIVE_STATUSES)) {
          return 'overlaps';
        }
        await tx.insert(videoCallRequests).values({ ...call, status: 'pending' });
        return 'created';
      });
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

    /**
     * The receiver accepts or declines a pending call. Accepting re-checks, under both members'
     * locks, that the two are still connected and that neither has an accepted call in its span.
     */
    async answer(
      receiverId: string,
      callId: string,
      decision: 'accepted' | 'declined',
    ): Promise<AnswerResult> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ senderId: videoCallRequests.senderId })
          .from(videoCallRequests)
          .where(
            and(eq(videoCallRequests.id, callId), eq(videoCallRequests.receiverId, receiverId)),
          );
        if (!found) return { kind: 'notFound' } as const;
        if (decision === 'accepted') await lockMembers(tx, [found.senderId, receiverId]);
        const [call] = await tx
          .select({
            status: videoCallRequests.status,
            scheduledAt: videoCallRequests.scheduledAt,
            durationMinutes: videoCallRequests.durationMinutes,
          })
          .from(videoCallRequests)
          .where(eq(videoCallRequests.id, callId))
          .for('update');
        if (!call) return { kind: 'notFound' } as const;
        if (call.status !== 'pending') return { kind: 'notPending' } as const;
        if (decision === 'accepted') {
          if (
            !(await connectedForShare(tx, found.senderId, receiverId)) ||
            (await isBlockedBetween(tx, found.senderId, receiverId))
          ) {
            return { kind: 'notConnected' } as const;
          }
          const members = [found.senderId, receiverId];
          if (
            await hasOverlap(
              tx,
              members,
              call.scheduledAt,
              call.durationMinutes,
              ['accepted'],
              callId,
            )
          ) {
            return { kind: 'overlaps' } as const;
          }
        }
        await tx
          .update(videoCallRequests)
          .set({ status: decision, updatedAt: sql`now()` })
          .where(eq(videoCallRequests.id, callId));
        return { kind: 'done', status: decision } as const;
      });
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
    async profileIdsOf(tx: DbOrTx, userIds: string[]): Promise<string[]> {
      const rows = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.userId, userIds));
      return rows.map((row) => row.id);
    },
  };
}

export type VideoCallsRepository = ReturnType<typeof createVideoCallsRepository>;
