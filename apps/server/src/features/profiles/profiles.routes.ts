import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ownProfileResponseSchema,
  profileLookupParamsSchema,
  profileImageResponseSchema,
  profileUpdateSchema,
  profileViewResponseSchema,
} from '@cofound/shared/profiles/profile.schemas';
import {
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
} from '@cofound/shared/profiles/profile.messages';
import { AppError } from '../../lib/app-error';
import { requireMember } from '../../http/route-access';
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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Who may call: a member. Their own profile, private fields included. */
  routes.get(
    '/api/profiles/me',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in member’s own profile',
        response: { 200: ownProfileResponseSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await service.getOwn(requireMember(request)) };
    },
  );

  /** Who may call: a member, for their own profile only (there is no id to point elsewhere). */
  routes.put(
    '/api/profiles/me',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Save the profile editor',
        body: profileUpdateSchema,
        response: { 200: ownProfileResponseSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile: await service.updateOwn(requireMember(request), request.body) };
    },
  );

  /** Who may call: a member. multipart/form-data with one file field; at most 5 MB. */
  routes.post(
    '/api/profiles/me/image',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Upload a new profile picture (JPEG, PNG, GIF or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profileImageResponseSchema },
      },
      config: {
        access: 'member',
        errors: ['NOT_FOUND', 'UNSUPPORTED_MEDIA_TYPE'],
      },
    },
    async (request) => {
      const user = requireMember(request);
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
      return service.replaceImage(user, bytes);
    },
  );

  /**
   * Who may call: anyone. Public fields to everyone; the owner and admins get the private ones
   * too. A signed-in member looking at someone else's profile counts as a view.
   */
  routes.get(
    '/api/profiles/:id',
    {
      schema: {
        tags: ['profiles'],
        summary: 'A member’s profile',
        params: profileLookupParamsSchema,
        response: { 200: profileViewResponseSchema },
      },
      config: { access: 'public', errors: ['NOT_FOUND', 'UNAUTHENTICATED'] },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.view(request.params.id, request.sessionUser);
    },
  );
}
