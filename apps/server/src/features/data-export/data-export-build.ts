// Building one download (the data-export.build job): every section read in turn, with the
// progress recorded after each, then the ZIP written to storage and marked ready with its mail.
import path from 'node:path';
import type { Readable } from 'node:stream';
import { uploadKeyFromUrl, type FileStorage } from '../../storage';
import {
  jsonFile,
  readmeText,
  zipArchive,
  type ArchiveFile,
  type ArchiveUpload,
} from './data-export-archive';
import type { DataExportRepository } from './data-export.repository';
import { PITCH_VIDEO_PATH, type DataExportSection } from './data-export-sections';

/** 'exports/<userId>/<exportId>.zip': never served by the uploads route, which serves media only. */
export function dataExportKey(userId: string, exportId: string): string {
  return `exports/${userId}/${exportId}.zip`;
}

export type DataExportBuildDeps = {
  repository: DataExportRepository;
  sections: DataExportSection[];
  /** Where the member's uploads are: the picture's URL and the pitch video's storage key. */
  uploadsOf: (userId: string) => Promise<{ imageUrl: string | null; pitchKey: string | null }>;
  storage: FileStorage;
  log: { error: (object: unknown, message: string) => void };
  now?: () => Date;
};

async function readAll(stream: Readable): Promise<Uint8Array> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

/** The member's profile picture (as uploaded) and pitch video, those still stored. */
async function readUploads(
  storage: FileStorage,
  where: { imageUrl: string | null; pitchKey: string | null },
): Promise<ArchiveUpload[]> {
  const wanted: { key: string | null; path: (key: string) => string; holds: string }[] = [
    {
      key: uploadKeyFromUrl(where.imageUrl),
      path: (key) => `uploads/profile-picture${path.extname(key)}`,
      holds: 'Your profile picture, as you uploaded it.',
    },
    { key: where.pitchKey, path: () => PITCH_VIDEO_PATH, holds: 'Your video pitch.' },
  ];
  const uploads: ArchiveUpload[] = [];
  for (const { key, path: pathOf, holds } of wanted) {
    const stream = key ? await storage.read(key) : null;
    if (key && stream) uploads.push({ path: pathOf(key), content: await readAll(stream), holds });
  }
  return uploads;
}

/** `done` of `steps` as a percentage, below 100 until the download is ready. */
function percentOf(done: number, steps: number): number {
  return Math.min(99, Math.floor((done * 100) / steps));
}

/**
 * Builds the download `exportId` from the start; safe to run again after a crash. A failure marks
 * it failed with the member's words, except a shutdown, after which the job runs it again.
 */
export async function buildDataExport(
  deps: DataExportBuildDeps,
  exportId: string,
  stop: AbortSignal,
): Promise<void> {
  const { repository, sections, storage } = deps;
  const member = await repository.claimForBuild(exportId);
  if (!member) return;
  const key = dataExportKey(member.userId, exportId);
  // Each section, then the uploads, then the file.
  const steps = sections.length + 2;
  let stored = false;
  try {
    const files: ArchiveFile[] = [];
    for (const [index, section] of sections.entries()) {
      stop.throwIfAborted();
      files.push(jsonFile(section.file, await section.read(member)));
      await repository.setProgress(exportId, percentOf(index + 1, steps));
    }
    stop.throwIfAborted();
    const uploads = await readUploads(storage, await deps.uploadsOf(member.userId));
    await repository.setProgress(exportId, percentOf(steps - 1, steps));
    const readme = readmeText(sections, uploads, (deps.now ?? (() => new Date()))());
    const bytes = await zipArchive([{ path: 'README.txt', content: readme }, ...files, ...uploads]);
    await storage.put(key, bytes, { contentType: 'application/zip' });
    stored = true;
    const ready = await repository.transaction((queries) =>
      queries.markReady(exportId, { key, sizeBytes: bytes.length }),
    );
    // Not building any more: the account went while it was built.
    if (!ready) await storage.remove(key);
  } catch (error) {
    if (stored) await storage.remove(key).catch(() => undefined);
    if (stop.aborted) throw error;
    deps.log.error({ err: error, exportId }, 'data export failed');
    await repository.markFailed(exportId);
  }
}
