import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Jobs } from '../../jobs';
import {
  PictureDecodeError,
  putMissingPictureVariants,
  uploadKeyFromUrl,
  type FileStorage,
} from '../../storage';
import type { ProfilesRepository } from './profiles.repository';

export const PICTURE_SIZES_JOB = 'profiles.picture-sizes';
/** Enqueued at a start under this key, so several instances starting together run it once. */
export const PICTURE_SIZES_BACKFILL_KEY = 'profiles.picture-sizes:backfill';
/**
 * Written to storage when the backfill has been through every profile: pictures stored later get
 * their sizes at upload, so no later start needs to look again. It lives beside the pictures it
 * speaks for (a storage restored from a backup brings its own), and its extension is not one the
 * uploads route serves.
 */
export const PICTURE_SIZES_DONE_KEY = 'maintenance/picture-sizes-backfill.done';
const BATCH = 100;

const payloadSchema = z.object({ after: z.string().nullable().default(null) });

/** Starts the backfill unless the storage says it has been through every profile. */
export async function startPictureSizesBackfill(jobs: Jobs, storage: FileStorage): Promise<void> {
  if (await storage.stat(PICTURE_SIZES_DONE_KEY)) return;
  await jobs.enqueue({ kind: PICTURE_SIZES_JOB, key: PICTURE_SIZES_BACKFILL_KEY });
}

/**
 * Makes the sizes of pictures uploaded before sizes were made (docs/decisions/0027): a job that
 * goes through the profiles with an uploaded picture by id, a batch at a time, each batch
 * enqueueing the next. A picture that has its sizes costs a look in storage; one that does not
 * decode is left to stand in for its sizes. The last batch writes the done marker.
 */
export function registerPictureSizesBackfill(
  app: FastifyInstance,
  deps: { jobs: Jobs; repository: ProfilesRepository; storage: FileStorage },
) {
  const { jobs, repository, storage } = deps;
  jobs.handle(PICTURE_SIZES_JOB, async (payload) => {
    const { after } = payloadSchema.parse(payload ?? {});
    const rows = await repository.uploadedPicturesAfter(after, BATCH);
    for (const { imageUrl } of rows) {
      const key = uploadKeyFromUrl(imageUrl);
      if (!key) continue;
      try {
        await putMissingPictureVariants(storage, key);
      } catch (error) {
        if (!(error instanceof PictureDecodeError)) throw error;
        app.log.warn({ err: error, key }, 'stored picture does not decode: no sizes made');
      }
    }
    const last = rows.at(-1);
    if (rows.length === BATCH && last) {
      await jobs.enqueue({ kind: PICTURE_SIZES_JOB, payload: { after: last.id } });
    } else {
      await storage.put(PICTURE_SIZES_DONE_KEY, new TextEncoder().encode(new Date().toISOString()));
    }
  });
  app.addHook('onListen', () => startPictureSizesBackfill(jobs, storage));
}
