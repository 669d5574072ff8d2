import type { FastifyInstance } from 'fastify';
import { pitchContract as api } from '@cofound/shared/pitch/pitch.contract';
import { PITCH_MAX_BYTES, pitchMessages } from '@cofound/shared/pitch/pitch.schemas';
import { registerEndpoint } from '../../http/endpoint-route';
import { AppError } from '../../lib/app-error';
import type { PitchService } from './pitch.service';

export async function registerPitchRoutes(app: FastifyInstance, service: PitchService) {
  // The browser sends the recording as it is, so that the upload can report its progress.
  app.addContentTypeParser(
    'video/webm',
    { parseAs: 'buffer', bodyLimit: PITCH_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  registerEndpoint(app, api.own, async ({ member, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.own(member);
  });
  registerEndpoint(
    app,
    api.upload,
    async ({ member, request }) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', pitchMessages.notWebm);
      }
      return service.upload(member, request.body);
    },
    { bodyLimit: PITCH_MAX_BYTES, consumes: ['video/webm'] },
  );
  registerEndpoint(app, api.remove, async ({ member }) => service.remove(member));
  registerEndpoint(app, api.recommendations, async ({ member }) => service.recommendations(member));
}
