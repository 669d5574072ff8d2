import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail';
import type { Realtime } from '../../realtime';
import { createVideoCallsRepository } from './video-calls.repository';
import { registerVideoCallsRoutes } from './video-calls.routes';
import {
  createVideoCallsService,
  type IceServer,
  type VideoCallsService,
} from './video-calls.service';

export type { IceServer, VideoCallsService };

/** Intro video calls under /api/video-calls: requests, answers, calendar files, call rooms. */
export async function registerVideoCallsFeature(
  app: FastifyInstance,
  deps: { db: Db; realtime: Realtime; mailer: Mailer; appUrl: string; iceServers: IceServer[] },
): Promise<VideoCallsService> {
  const service = createVideoCallsService({
    repository: createVideoCallsRepository(deps.db),
    realtime: deps.realtime,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    iceServers: deps.iceServers,
    log: app.log,
  });
  await registerVideoCallsRoutes(app, service);
  return service;
}
