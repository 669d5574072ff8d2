import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import type { FileStorage } from '../../storage';
import { scheduleDataExportJobs } from './data-export-jobs';
import { createFounderDataRepository } from './founder-data.repository';
import { dataExportSections } from './data-export-sections';
import { createDataExportRepository, dataExportQueries } from './data-export.repository';
import { registerDataExportRoutes } from './data-export.routes';
import { createDataExportService, type DataExportService } from './data-export.service';

export type { DataExportService };
export { dataExportKey } from './data-export-build';
export { DATA_EXPORT_EXPIRE_JOB } from './data-export-jobs';
export { DATA_EXPORT_BUILD_JOB, DATA_EXPORT_READY_MAIL_JOB } from './data-export.repository';

/**
 * For account deletion, in its transaction: deletes every download of the member and answers
 * the storage keys of their files, to remove with removeDataExportFiles once it has committed.
 * A download being built at that moment removes its own file when it finds its row gone.
 */
export function eraseDataExportsOf(tx: DbOrTx, userId: string): Promise<string[]> {
  return dataExportQueries(tx).removeAllOf(userId);
}

/** The storage keys of the member's download files, without changing anything. */
export function dataExportFileKeysOf(executor: DbOrTx, userId: string): Promise<string[]> {
  return dataExportQueries(executor).fileKeysOf(userId);
}

/** Removes download files (a missing one is not an error). */
export async function removeDataExportFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key)));
}

export type DataExportFeatureOptions = {
  db: Db;
  /** Where the ZIP files are kept (under exports/), and the uploads they include are read. */
  storage: FileStorage;
  jobs: Jobs;
  mailer: Mailer;
  appUrl: string;
};

/** 'Download your data' under /api/data-export: requesting, the build job, the file, expiry. */
export async function registerDataExportFeature(
  app: FastifyInstance,
  options: DataExportFeatureOptions,
): Promise<DataExportService> {
  const { db, storage, jobs } = options;
  const repository = createDataExportRepository(db);
  const founder = createFounderDataRepository(db);
  const service = createDataExportService({
    repository,
    storage,
    kickJobs: () => void jobs.tick(),
    log: app.log,
  });
  scheduleDataExportJobs({
    jobs,
    build: {
      repository,
      sections: dataExportSections(db),
      uploadsOf: (userId) => founder.uploads(userId),
      storage,
      log: app.log,
    },
    repository,
    service,
    mailer: options.mailer,
    appUrl: options.appUrl,
  });
  await registerDataExportRoutes(app, service);
  return service;
}
