// All SQL of a call's signalling: the offers, answers, candidates, ready and hangup messages the
// two browsers exchange through the server, and the call's completion when both were in the room.
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { SendSignal, VideoCallStatus } from '@cofound/shared/video-calls/video-calls.schemas';
import type { DbOrTx } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { videoCallRequests, videoCallSignals } from '../../db/schema';

export type SignalKind = SendSignal['kind'];
export type SignalRow = { id: number; kind: SignalKind; data: unknown; createdAt: Date };
/** The room is open, and signals flow, for these. */
export const JOINABLE_STATUSES: VideoCallStatus[] = ['accepted', 'completed'];

/** The signalling queries; the video-calls repository includes them. */
export function videoCallSignalsQueries(db: DbOrTx) {
  return {
    /**
     * Serialises the call's signals until the transaction ends, so their ids grow in commit
     * order and a reader asking for ids after the last it saw misses none.
     */
    async lockSignals(callId: string): Promise<void> {
      await lockForTransaction(db, 'video-call-signals', callId);
    },

    /** The call when the member takes part in it, read FOR SHARE (its status holds). */
    async findCallOfMember(userId: string, callId: string) {
      const [call] = await db
        .select({
          senderId: videoCallRequests.senderId,
          receiverId: videoCallRequests.receiverId,
          status: sql<VideoCallStatus>`${videoCallRequests.status}`,
        })
        .from(videoCallRequests)
        .where(
          and(
            eq(videoCallRequests.id, callId),
            or(eq(videoCallRequests.senderId, userId), eq(videoCallRequests.receiverId, userId)),
          ),
        )
        .for('share');
      return call ?? null;
    },

    async insertSignal(
      senderId: string,
      callId: string,
      kind: SignalKind,
      data: unknown,
    ): Promise<number> {
      const [stored] = await db
        .insert(videoCallSignals)
        .values({ callId, senderId, kind, data: data ?? null })
        .returning({ id: videoCallSignals.id });
      if (!stored) throw new Error('insert returned no row');
      return stored.id;
    },

    /** The members who sent 'ready': they were both in the room. */
    async readyMembers(callId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ senderId: videoCallSignals.senderId })
        .from(videoCallSignals)
        .where(and(eq(videoCallSignals.callId, callId), eq(videoCallSignals.kind, 'ready')));
      return new Set(rows.map((row) => row.senderId));
    },

    /** Whether a participant is in the room: their last 'ready' came after their last 'hangup'. */
    async someoneInRoom(callId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(videoCallSignals)
        .where(
          and(
            eq(videoCallSignals.callId, callId),
            inArray(videoCallSignals.kind, ['ready', 'hangup']),
          ),
        )
        .groupBy(videoCallSignals.senderId)
        .having(
          sql`max(${videoCallSignals.id}) filter (where ${videoCallSignals.kind} = 'ready')
            > coalesce(max(${videoCallSignals.id}) filter (where ${videoCallSignals.kind} = 'hangup'), 0)`,
        )
        .limit(1);
      return Boolean(row);
    },

    /** Completes an accepted call; false when it was completed before (whatever hangups follow). */
    async completeCall(callId: string): Promise<boolean> {
      const completed = await db
        .update(videoCallRequests)
        .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(videoCallRequests.id, callId),
            eq(videoCallRequests.status, 'accepted'),
            sql`${videoCallRequests.completedAt} is null`,
          ),
        )
        .returning({ id: videoCallRequests.id });
      return completed.length > 0;
    },

    /** The signals of a call not sent by the viewer with ids after `after`, oldest first. */
    async signalsFrom(
      viewerUserId: string,
      callId: string,
      after: number,
      limit: number,
    ): Promise<SignalRow[]> {
      const rows = await db
        .select({
          id: videoCallSignals.id,
          kind: videoCallSignals.kind,
          data: videoCallSignals.data,
          createdAt: videoCallSignals.createdAt,
        })
        .from(videoCallSignals)
        .where(
          and(
            eq(videoCallSignals.callId, callId),
            ne(videoCallSignals.senderId, viewerUserId),
            gt(videoCallSignals.id, after),
          ),
        )
        .orderBy(asc(videoCallSignals.id))
        .limit(limit);
      return rows as SignalRow[];
    },
  };
}
