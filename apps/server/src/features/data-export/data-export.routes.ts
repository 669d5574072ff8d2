import type { FastifyInstance } from 'fastify';
import {
  dataExportContract as api,
  dataExportFiles,
} from '@cofound/shared/data-export/data-export.contract';
import {
  DATA_EXPORT_REQUESTS_PER_HOUR,
  dataExportMessages,
} from '@cofound/shared/data-export/data-export.messages';
import { attachment } from '../../http/attachment';
import { registerEndpoint } from '../../http/endpoint-route';
import { rawAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import { AppError } from '../../lib/app-error';
import type { DataExportService } from './data-export.service';

/** Who may call: a signed-in member, about their own downloads only. */
export async function registerDataExportRoutes(app: FastifyInstance, service: DataExportService) {
  registerEndpoint(app, api.latest, async ({ member }) => service.latest(member));
  registerEndpoint(app, api.start, async ({ member }) => service.start(member), {
    config: {
      // Each request reads all of the member's data.
      rateLimit: {
        max: DATA_EXPORT_REQUESTS_PER_HOUR,
        timeWindow: '1 hour',
        // After route access has resolved the member, so the limit is theirs, not the address's.
        hook: 'preHandler',
        keyGenerator: (request) =>
          request.sessionUser ? `member:${request.sessionUser.id}` : `ip:${request.ip}`,
        errorResponseBuilder: () =>
          new AppError('RATE_LIMITED', dataExportMessages.tooManyRequests),
      },
    },
  });

  app.get(
    dataExportFiles.download.path,
    {
      schema: {
        tags: ['data-export'],
        summary: 'Your prepared download, as a ZIP file (while it has not expired)',
        produces: ['application/zip'],
        response: { 200: rawAnswer('The ZIP file, as an attachment') },
      },
      config: { access: 'member', errors: ['NOT_FOUND'] },
    },
    async (request, reply) => {
      const file = await service.openDownload(requireMember(request), {
        body: request.method !== 'HEAD',
      });
      reply
        .type('application/zip')
        .header('content-disposition', attachment(file.name))
        .header('content-length', file.size)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      return file.body ? reply.send(file.body) : reply.send();
    },
  );
}
