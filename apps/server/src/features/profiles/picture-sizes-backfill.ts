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
/** Enqueued at each start under this key: runs once (again only after its row is purged). */
export const PICTURE_SIZES_BACKFILL_KEY = 'profiles.picture-sizes:backfill';
const BATCH = 100;

const payloadSchema = z.object({ after: z.string().nullable().default(null) });

/**
 * Makes the sizes of pictures uploaded before sizes were made (docs/decisions/0027): a job that
 * goes through the profiles with an uploaded picture by id, a batch at a time, each batch
 * enqueueing the next. A picture that has its sizes costs a look in storage; one that does not
 * decode is left to stand in for its sizes.
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
    }
  });
  app.addHook('onListen', async () => {
    await jobs.enqueue({ kind: PICTURE_SIZES_JOB, key: PICTURE_SIZES_BACKFILL_KEY });
  });
}
