import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import { REFERRAL_REWARD_JOB, type ReferralRewardPayload } from '../accounts';
import { createReferralsRepository } from './referrals.repository';
import { registerReferralsRoutes } from './referrals.routes';
import { createReferralsService, type ReferralsService } from './referrals.service';

export type { ReferralsService };

const rewardPayloadSchema: z.ZodType<ReferralRewardPayload> = z.object({ referrerId: z.string() });

/** Referral links and stats, and the free months referrals earn (a job per counted referral). */
export async function registerReferralsFeature(
  app: FastifyInstance,
  deps: { db: Db; jobs: Jobs; mailer: Mailer; realtime: Realtime; appUrl: string },
): Promise<ReferralsService> {
  const service = createReferralsService({
    repository: createReferralsRepository(deps.db),
    mailer: deps.mailer,
    realtime: deps.realtime,
    appUrl: deps.appUrl,
    log: app.log,
  });
  deps.jobs.handle(REFERRAL_REWARD_JOB, async (payload) => {
    await service.reward(rewardPayloadSchema.parse(payload).referrerId);
  });
  await registerReferralsRoutes(app, service);
  return service;
}
