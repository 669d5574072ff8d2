import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agreementContentTypes,
  agreementFiles,
  agreementsContract as api,
} from '@cofound/shared/agreements/agreements.contract';
import { attachment } from '../../http/attachment';
import { registerEndpoint } from '../../http/endpoint-route';
import { rawAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { AgreementsService } from './agreements.service';

/** Making a document takes a few hundred milliseconds of CPU: a member makes at most this many. */
export const AGREEMENT_DOCUMENTS_PER_MINUTE = 20;

export async function registerAgreementsRoutes(app: FastifyInstance, service: AgreementsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { document } = agreementFiles;

  registerEndpoint(app, api.catalogue, async () => service.catalogue());

  routes.post(
    document.path,
    {
      schema: {
        tags: ['agreements'],
        summary:
          'The template filled with your terms, as a Word or PDF file (premium templates: Pro, Business or admin)',
        params: document.params,
        body: document.body,
        produces: Object.values(agreementContentTypes),
        response: { 200: rawAnswer('The agreement, as an attachment in the format asked for') },
      },
      config: {
        access: 'member',
        errors: ['PREMIUM_REQUIRED'],
        rateLimit: {
          max: AGREEMENT_DOCUMENTS_PER_MINUTE,
          timeWindow: '1 minute',
          // After route access has resolved the member, so the limit is theirs, not the address's.
          hook: 'preHandler',
          keyGenerator: (request) =>
            request.sessionUser ? `member:${request.sessionUser.id}` : `ip:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const file = await service.document(
        requireMember(request),
        request.params.templateId,
        request.body,
      );
      return reply
        .type(file.type)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
