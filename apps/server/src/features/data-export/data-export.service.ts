import type { Readable } from 'node:stream';
import {
  dataExportFileName,
  dataExportMessages as m,
} from '@cofound/shared/data-export/data-export.messages';
import type { DataExport, LatestDataExport } from '@cofound/shared/data-export/data-export.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { FileStorage } from '../../storage';
import type { DataExportRepository, DataExportRow } from './data-export.repository';

/** Downloads expired per run of the hourly sweep; the next run takes the rest. */
const EXPIRE_BATCH = 100;
/** A download queued or building for this long has failed without saying so. */
const STUCK_AFTER_HOURS = 24;

function toDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    error: row.status === 'failed' ? (row.error ?? m.buildFailed) : null,
  };
}

/**
 * A member's downloads of their own data (docs/product.md#data-export): one at a time, built by
 * a job (data-export-build.ts), downloadable by its member only until it expires.
 */
export function createDataExportService(deps: {
  repository: DataExportRepository;
  storage: FileStorage;
  /** Runs queued jobs now rather than at the next poll, so that the build starts at once. */
  kickJobs: () => void;
  log: ServiceLogger & { warn: (object: unknown, message: string) => void };
}) {
  const { repository, storage, log } = deps;

  const removeQuietly = (key: string) => {
    storage
      .remove(key)
      .catch((error: unknown) => log.warn({ err: error }, 'old export not removed'));
  };

  return {
    async latest(member: SessionUser): Promise<LatestDataExport> {
      return withFailureMessage(log, m.loadFailed, async () => {
        const row = await repository.latest(member.id);
        return { export: row ? toDataExport(row) : null };
      });
    },

    /**
     * Queues a new download and its build in one transaction; a finished one it replaces goes,
     * and its file after the commit. Refused while one is being prepared, also when two requests
     * race (the unique index on the member's download in progress).
     */
    async start(member: SessionUser): Promise<DataExport> {
      const { row, replacedKeys } = await withFailureMessage(log, m.startFailed, async () => {
        try {
          return await repository.transaction(async (queries) => {
            if (await queries.hasInProgress(member.id)) {
              throw new AppError('CONFLICT', m.inProgress);
            }
            const replacedKeys = await queries.removeFinished(member.id);
            return { row: await queries.insertQueued(member.id), replacedKeys };
          });
        } catch (error) {
          if (isUniqueViolation(error, 'data_exports_in_progress_idx')) {
            throw new AppError('CONFLICT', m.inProgress);
          }
          throw error;
        }
      });
      replacedKeys.forEach(removeQuietly);
      deps.kickJobs();
      return toDataExport(row);
    },

    /** The member's ready download, to stream; 404 when none is ready or it has expired. */
    async openDownload(
      member: SessionUser,
      options: { body: boolean },
    ): Promise<{ name: string; size: number; body: Readable | null }> {
      return withFailureMessage(log, m.loadFailed, async () => {
        const row = await repository.downloadable(member.id);
        const key = row?.storageKey;
        const found = key ? await storage.stat(key) : null;
        if (!row?.readyAt || !key || !found) throw new AppError('NOT_FOUND', m.notReady);
        const body = options.body ? await storage.read(key) : null;
        if (options.body && !body) throw new AppError('NOT_FOUND', m.notReady);
        return { name: dataExportFileName(row.readyAt), size: found.size, body };
      });
    },

    /**
     * The hourly sweep: removes the files of expired downloads and marks them expired (a file
     * that could not be removed is tried again next time), and fails downloads stuck in progress.
     */
    async expire(): Promise<{ expired: number; failed: number }> {
      let expired = 0;
      for (const due of await repository.dueToExpire(EXPIRE_BATCH)) {
        try {
          await storage.remove(due.key);
        } catch (error) {
          log.warn({ err: error }, 'expired export not removed');
          continue;
        }
        await repository.markExpired(due.id);
        expired += 1;
      }
      const failed = await repository.failStuck(STUCK_AFTER_HOURS);
      return { expired, failed };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
