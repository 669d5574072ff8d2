// The data export's background work: building a download, mailing that it is ready, and the
// hourly sweep that expires old downloads (docs/decisions/0035-data-export.md).
import { z } from 'zod';
import type { Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import { buildDataExport, type DataExportBuildDeps } from './data-export-build';
import { dataExportReadyMail } from './data-export.mail';
import {
  DATA_EXPORT_BUILD_JOB,
  DATA_EXPORT_READY_MAIL_JOB,
  type DataExportRepository,
} from './data-export.repository';
import type { DataExportService } from './data-export.service';

export const DATA_EXPORT_EXPIRE_JOB = 'data-export.expire';

/** A download is gone at most an hour after its 7 days. */
const EXPIRE_EVERY_MS = 60 * 60_000;

const exportPayload = z.object({ exportId: z.string() });

export function scheduleDataExportJobs(deps: {
  jobs: Pick<Jobs, 'handle' | 'every'>;
  build: DataExportBuildDeps;
  repository: DataExportRepository;
  service: DataExportService;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
}): void {
  const { jobs } = deps;
  jobs.handle(DATA_EXPORT_BUILD_JOB, (payload, stop) =>
    buildDataExport(deps.build, exportPayload.parse(payload).exportId, stop),
  );
  jobs.handle(DATA_EXPORT_READY_MAIL_JOB, async (payload) => {
    const to = await deps.repository.readyMailOf(exportPayload.parse(payload).exportId);
    // Replaced or expired before the mail went: nothing to tell.
    if (to) await deps.mailer.send(dataExportReadyMail(to, deps.appUrl));
  });
  jobs.handle(DATA_EXPORT_EXPIRE_JOB, async () => {
    await deps.service.expire();
  });
  jobs.every(DATA_EXPORT_EXPIRE_JOB, EXPIRE_EVERY_MS);
}
