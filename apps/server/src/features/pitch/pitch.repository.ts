// All SQL of the video pitch.
import { and, eq, sql } from 'drizzle-orm';
import type { PitchStatus } from '@cofound/shared/pitch/pitch.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { videoPitches } from '../../db/schema';
import { enqueueJobIn } from '../../jobs';

export const PITCH_CHECK_JOB = 'pitch.check';

export type PitchRow = {
  id: string;
  userId: string;
  videoKey: string;
  status: PitchStatus;
  durationMs: number | null;
  createdAt: Date;
};

export type PitchCheck = {
  status: 'ready' | 'failed';
  durationMs: number | null;
  failureReason: string | null;
};

const rowColumns = {
  id: videoPitches.id,
  userId: videoPitches.userId,
  videoKey: videoPitches.videoKey,
  status: sql<PitchStatus>`${videoPitches.status}`,
  durationMs: videoPitches.durationMs,
  createdAt: videoPitches.createdAt,
};

export function createPitchRepository(database: Db) {
  return defineRepository(database, pitchQueries);
}

export function pitchQueries(db: DbOrTx) {
  return {
    async findOwn(userId: string): Promise<PitchRow | null> {
      const [row] = await db
        .select(rowColumns)
        .from(videoPitches)
        .where(eq(videoPitches.userId, userId));
      return row ?? null;
    },

    async findById(id: string): Promise<PitchRow | null> {
      const [row] = await db.select(rowColumns).from(videoPitches).where(eq(videoPitches.id, id));
      return row ?? null;
    },

    /**
     * Makes `videoKey` the member's pitch, processing, in place of any earlier one (whose key is
     * answered so its file can go), and queues its check in the same transaction.
     */
    async replace(
      userId: string,
      upload: { videoKey: string; sizeBytes: number },
    ): Promise<{ pitch: PitchRow; previousKey: string | null }> {
      const [previous] = await db
        .select({ key: videoPitches.videoKey })
        .from(videoPitches)
        .where(eq(videoPitches.userId, userId))
        .for('update');
      const values = {
        videoKey: upload.videoKey,
        sizeBytes: upload.sizeBytes,
        status: 'processing',
        durationMs: null,
        failureReason: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      };
      const [pitch] = await db
        .insert(videoPitches)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: videoPitches.userId, set: values })
        .returning(rowColumns);
      await enqueueJobIn(db, {
        kind: PITCH_CHECK_JOB,
        payload: { pitchId: pitch!.id, videoKey: upload.videoKey },
      });
      return { pitch: pitch!, previousKey: previous?.key ?? null };
    },

    /**
     * Records the check of the upload `videoKey`; nothing when the member has replaced or
     * deleted it since (a newer upload gets its own check). True when it was recorded.
     */
    async recordCheck(id: string, videoKey: string, check: PitchCheck): Promise<boolean> {
      const updated = await db
        .update(videoPitches)
        .set({ ...check, updatedAt: sql`now()` })
        .where(
          and(
            eq(videoPitches.id, id),
            eq(videoPitches.videoKey, videoKey),
            eq(videoPitches.status, 'processing'),
          ),
        )
        .returning({ id: videoPitches.id });
      return updated.length > 0;
    },

    /** Deletes the member's pitch; its key, so the file can go, or null when there was none. */
    async removeOwn(userId: string): Promise<string | null> {
      const [row] = await db
        .delete(videoPitches)
        .where(eq(videoPitches.userId, userId))
        .returning({ key: videoPitches.videoKey });
      return row?.key ?? null;
    },
  };
}

export type PitchRepository = ReturnType<typeof createPitchRepository>;
