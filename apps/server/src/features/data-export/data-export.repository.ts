// All SQL of the downloads themselves (data_exports); the member's data is read by the
// *-data repositories beside this one.
import { and, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import {
  DATA_EXPORT_AVAILABLE_DAYS,
  dataExportMessages as m,
} from '@cofound/shared/data-export/data-export.messages';
import {
  dataExportInProgressStatuses,
  type DataExportStatus,
} from '@cofound/shared/data-export/data-export.schemas';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { dataExports, profiles, users } from '../../db/schema';
import { enqueueJobIn } from '../../jobs';

export const DATA_EXPORT_BUILD_JOB = 'data-export.build';
export const DATA_EXPORT_READY_MAIL_JOB = 'data-export.ready-mail';

/** A build retried after a crash or a shutdown starts again from the beginning. */
const BUILD_ATTEMPTS = 3;

export type DataExportRow = {
  id: string;
  userId: string;
  status: DataExportStatus;
  progress: number;
  storageKey: string | null;
  sizeBytes: number | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  error: string | null;
};

const rowColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: sql<DataExportStatus>`${dataExports.status}`,
  progress: dataExports.progress,
  storageKey: dataExports.storageKey,
  sizeBytes: dataExports.sizeBytes,
  createdAt: dataExports.createdAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  error: dataExports.error,
};

const inProgress = inArray(dataExports.status, [...dataExportInProgressStatuses]);

export function createDataExportRepository(database: Db) {
  return defineRepository(database, dataExportQueries);
}

export function dataExportQueries(db: DbOrTx) {
  return {
    async latest(userId: string): Promise<DataExportRow | null> {
      const [row] = await db
        .select(rowColumns)
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row ?? null;
    },

    async hasInProgress(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), inProgress));
      return rows.length > 0;
    },

    /** Deletes the member's finished downloads; answers the files they leave to remove. */
    async removeFinished(userId: string): Promise<string[]> {
      const removed = await db
        .delete(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            notInArray(dataExports.status, [...dataExportInProgressStatuses]),
          ),
        )
        .returning({ key: dataExports.storageKey });
      return removed.flatMap((row) => (row.key ? [row.key] : []));
    },

    /**
     * A new download, queued, and the job that builds it, in the caller's transaction. Fails with
     * 23505 (data_exports_in_progress_idx) when the member has one being prepared.
     */
    async insertQueued(userId: string): Promise<DataExportRow> {
      const [row] = await db.insert(dataExports).values({ userId }).returning(rowColumns);
      await enqueueJobIn(db, {
        kind: DATA_EXPORT_BUILD_JOB,
        payload: { exportId: row!.id },
        maxAttempts: BUILD_ATTEMPTS,
      });
      return row!;
    },

    /**
     * Takes a queued download (or one a crashed run left building) to build it from the start.
     * Null when there is nothing to build: it was finished, failed or deleted meanwhile.
     */
    async claimForBuild(id: string): Promise<{ userId: string; profileId: string | null } | null> {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'building', progress: 0, error: null })
        .where(and(eq(dataExports.id, id), inProgress))
        .returning({ userId: dataExports.userId });
      if (!row) return null;
      const [profile] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, row.userId));
      return { userId: row.userId, profileId: profile?.id ?? null };
    },

    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(dataExports)
        .set({ progress })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
    },

    /**
     * Ready for DATA_EXPORT_AVAILABLE_DAYS from now (the database's clock), and its mail queued in
     * the same transaction. False when it is no longer being built (the account went).
     */
    async markReady(id: string, file: { key: string; sizeBytes: number }): Promise<boolean> {
      const updated = await db
        .update(dataExports)
        .set({
          status: 'ready',
          progress: 100,
          storageKey: file.key,
          sizeBytes: file.sizeBytes,
          readyAt: sql`now()`,
          expiresAt: sql`now() + ${`${DATA_EXPORT_AVAILABLE_DAYS} days`}::interval`,
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
        .returning({ id: dataExports.id });
      if (updated.length === 0) return false;
      await enqueueJobIn(db, { kind: DATA_EXPORT_READY_MAIL_JOB, payload: { exportId: id } });
      return true;
    },

    async markFailed(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'failed', error: m.buildFailed })
        .where(and(eq(dataExports.id, id), inProgress));
    },

    /** Whom to tell that a download is ready, while it still is. */
    async readyMailOf(
      id: string,
    ): Promise<{ email: string; name: string; expiresAt: Date } | null> {
      const [row] = await db
        .select({
          email: users.email,
          name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .innerJoin(users, eq(users.id, dataExports.userId))
        .leftJoin(profiles, eq(profiles.userId, dataExports.userId))
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready')));
      return row?.expiresAt ? { ...row, expiresAt: row.expiresAt } : null;
    },

    /** The member's ready download that has not expired yet (by the database's clock). */
    async downloadable(userId: string): Promise<DataExportRow | null> {
      const [row] = await db
        .select(rowColumns)
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            sql`${dataExports.expiresAt} > now()`,
          ),
        )
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Ready downloads whose time is up, oldest first (data_exports_expiry_idx). */
    async dueToExpire(limit: number): Promise<{ id: string; key: string }[]> {
      const rows = await db
        .select({ id: dataExports.id, key: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, sql`now()`)))
        .orderBy(dataExports.expiresAt)
        .limit(limit);
      return rows.flatMap((row) => (row.key ? [{ id: row.id, key: row.key }] : []));
    },

    async markExpired(id: string): Promise<void> {
      await db
        .update(dataExports)
        .set({ status: 'expired', storageKey: null })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready')));
    },

    /**
     * Fails the downloads that have been queued or building for longer than `hours`: a build
     * that could not even record its failure must not block the member for good.
     */
    async failStuck(hours: number): Promise<number> {
      const failed = await db
        .update(dataExports)
        .set({ status: 'failed', error: m.buildFailed })
        .where(
          and(inProgress, sql`${dataExports.createdAt} < now() - ${`${hours} hours`}::interval`),
        )
        .returning({ id: dataExports.id });
      return failed.length;
    },

    /** Deletes every download of the member; answers the files to remove after the commit. */
    async removeAllOf(userId: string): Promise<string[]> {
      const removed = await db
        .delete(dataExports)
        .where(eq(dataExports.userId, userId))
        .returning({ key: dataExports.storageKey });
      return removed.flatMap((row) => (row.key ? [row.key] : []));
    },

    /** The files of every download of the member (account deletion removes them). */
    async fileKeysOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
