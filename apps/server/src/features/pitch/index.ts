import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import type { FileStorage } from '../../storage';
import type { MatchingService } from '../matching';
import { createPitchRepository, PITCH_CHECK_JOB } from './pitch.repository';
import { registerPitchRoutes } from './pitch.routes';
import { createPitchService } from './pitch.service';

export { erasePitchOf } from './pitch-erasure.repository';

/** Video pitches under /api/pitch: upload, the background check, delete, recommendations. */
export async function registerPitchFeature(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage; jobs: Jobs; matching: MatchingService },
) {
  const service = createPitchService({
    repository: createPitchRepository(deps.db),
    storage: deps.storage,
    recommend: (member, limit) => deps.matching.inField(member, limit),
    kickJobs: () => void deps.jobs.tick(),
    log: app.log,
  });
  deps.jobs.handle(PITCH_CHECK_JOB, async (payload) => {
    const { pitchId, videoKey } = payload as { pitchId: string; videoKey: string };
    await service.check(pitchId, videoKey);
  });
  await registerPitchRoutes(app, service);
}
