// All SQL of a call's signalling: the offers, answers, candidates, ready and hangup messages the
// two browsers exchange through the server, and the call's completion when both were in the room.
import { and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { SendSignal, VideoCallStatus } from '@cofound/shared/video-calls/video-calls.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { lockForTransaction } from '../../db/locks';
import { videoCallRequests, videoCallSignals } from '../../db/schema';

export type SignalKind = SendSignal['kind'];
export type SignalRow = { id: number; kind: SignalKind; data: unknown; createdAt: Date };
export type StoredSignal =
  | { kind: 'stored'; id: number; completed: boolean }
  | { kind: 'notFound' }
  | { kind: 'notJoinable'; status: VideoCallStatus };

/** The room is open, and signals flow, for these. */
export const JOINABLE_STATUSES: VideoCallStatus[] = ['accepted', 'completed'];

export function createVideoCallSignalsRepository(db: Db) {
  return {
    /**
     * Stores a signal of a participant of a joinable call. The call's signals are serialised, so
     * their ids grow in commit order and a reader asking for ids after the last it saw misses
     * none. A hangup after both participants sent 'ready' completes the call, once, and runs
     * `onCompleted` (reputation) in the same transaction.
     */
    async storeSignal(
      senderId: string,
      callId: string,
      kind: SignalKind,
      data: unknown,
      onCompleted: (tx: DbOrTx, userIds: [string, string]) => Promise<void>,
    ): Promise<StoredSignal> {
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, 'video-call-signals', callId);
        const [call] = await tx
          .select({
            senderId: videoCallRequests.senderId,
            receiverId: videoCallRequests.receiverId,
            status: sql<VideoCallStatus>`${videoCallRequests.status}`,
          })
          .from(videoCallRequests)
          .where(
            and(
              eq(videoCallRequests.id, callId),
              or(
                eq(videoCallRequests.senderId, senderId),
                eq(videoCallRequests.receiverId, senderId),
              ),
            ),
          )
          .for('share');
        if (!call) return { kind: 'notFound' } as const;
        if (!JOINABLE_STATUSES.includes(call.status)) {
          return { kind: 'notJoinable', status: call.status } as const;
        }
        const [stored] = await tx
          .insert(videoCallSignals)
          .values({ callId, senderId, kind, data: data ?? null })
          .returning({ id: videoCallSignals.id });
        if (!stored) throw new Error('insert returned no row');
        if (kind !== 'hangup') return { kind: 'stored', id: stored.id, completed: false } as const;

        const readyRows = await tx
          .selectDistinct({ senderId: videoCallSignals.senderId })
          .from(videoCallSignals)
          .where(and(eq(videoCallSignals.callId, callId), eq(videoCallSignals.kind, 'ready')));
        const readyBy = new Set(readyRows.map((row) => row.senderId));
        if (!readyBy.has(call.senderId) || !readyBy.has(call.receiverId)) {
          return { kind: 'stored', id: stored.id, completed: false } as const;
        }
        // The condition on completed_at makes the call complete once, whatever hangups follow.
        const completed = await tx
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
        if (completed.length === 0) {
          return { kind: 'stored', id: stored.id, completed: false } as const;
        }
        await onCompleted(tx, [call.senderId, call.receiverId]);
        return { kind: 'stored', id: stored.id, completed: true } as const;
      });
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
