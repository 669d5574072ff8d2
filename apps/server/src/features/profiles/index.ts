import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '@cofound/shared/profiles/profiles.messages';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import { registerUploadsRoutes, type FileStorage } from '../../storage';
import { scheduleActivityTiers } from './activity-tiers-job';
import { registerPictureSizesBackfill } from './picture-sizes-backfill';
import { createProfilesRepository } from './profiles.repository';
import { registerProfilesRoutes } from './profiles.routes';
import { createProfilesService, type ProfilesService } from './profiles.service';

export type { ProfilesService };
export { ACTIVITY_TIERS_JOB, INVITE_BACK_JOB, runActivityTiers } from './activity-tiers-job';
export {
  PICTURE_SIZES_BACKFILL_KEY,
  PICTURE_SIZES_DONE_KEY,
  startPictureSizesBackfill,
} from './picture-sizes-backfill';
export { ifShown, isActiveProfile, isNotAway, isShownToVisitors } from './profile-predicates';
export { findMemberTimeZone } from './profiles.repository';
export { eraseProfile } from './profile-erasure.repository';
export { findProfileVisibleTo, type ProfileSight, type ProfileViewer } from './profile-visibility';

export type ProfilesFeatureOptions = {
  db: Db;
  /** Where pictures are stored and served from (local disk or a bucket, by the environment). */
  storage: FileStorage;
  /** Runs the backfill of picture sizes and moves activity tiers on (activity-tiers-job.ts). */
  jobs: Jobs;
  /** Sends the invite-back mail of members away for 90 days. */
  mailer: Mailer;
  appUrl: string;
};

/** Profile editor, public profiles, profile pictures and serving uploaded files. */
export async function registerProfilesFeature(
  app: FastifyInstance,
  options: ProfilesFeatureOptions,
) {
  const { storage } = options;
  const repository = createProfilesRepository(options.db);
  const service = createProfilesService(repository, {
    storage,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  registerPictureSizesBackfill(app, { jobs: options.jobs, repository, storage });
  scheduleActivityTiers(options);
  // Not awaited on purpose: awaiting a register loads every plugin queued so far, before the app
  // has set its error handler, and those plugins' routes would keep Fastify's default one.
  void app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  await registerProfilesRoutes(app, service);
  await registerUploadsRoutes(app, storage);
  return service;
}
