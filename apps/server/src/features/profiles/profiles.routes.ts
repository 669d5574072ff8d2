import type { FastifyInstance } from 'fastify';
import { profilesContract as api } from '@cofound/shared/profiles/profiles.contract';
import {
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
} from '@cofound/shared/profiles/profiles.messages';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../http/endpoint-route';
import type { ProfilesService } from './profiles.service';

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
  );
}

export async function registerProfilesRoutes(app: FastifyInstance, service: ProfilesService) {
  registerEndpoint(app, api.own, async ({ member, reply }) => {
    reply.header('cache-control', 'no-store');
    return { profile: await service.getOwn(member) };
  });
  registerEndpoint(app, api.saveOwn, async ({ member, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return { profile: await service.updateOwn(member, body) };
  });
  registerEndpoint(app, api.saveMatchingFields, async ({ member, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return { profile: await service.updateMatchingFields(member, body) };
  });
  registerEndpoint(
    app,
    api.uploadImage,
    async ({ member, request }) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', profileMessages.notAnImage);
      let bytes: Buffer;
      try {
        const file = await request.file({
          limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
        });
        if (!file) throw new AppError('VALIDATION_FAILED', profileMessages.notAnImage);
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error))
          throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.imageTooLarge);
        throw error;
      }
      return service.replaceImage(member, bytes);
    },
    { consumes: ['multipart/form-data'] },
  );
  registerEndpoint(app, api.view, async ({ member, params, reply }) => {
    reply.header('cache-control', 'private, no-store');
    return service.view(params.id, member);
  });
}
