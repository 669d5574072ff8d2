import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toolkitContract as api, toolkitFiles } from '@cofound/shared/toolkit/toolkit.contract';
import { attachment } from '../../http/attachment';
import { registerEndpoint } from '../../http/endpoint-route';
import { rawAnswer } from '../../http/openapi-responses';
import type { ToolkitFile, ToolkitService } from './toolkit.service';

export async function registerToolkitRoutes(app: FastifyInstance, service: ToolkitService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['toolkit'];

  const { documents } = api;
  registerEndpoint(app, documents['business-model-canvas'].get, async ({ member, query }) =>
    service.getDocument(member, 'business-model-canvas', query.projectId),
  );
  registerEndpoint(app, documents['business-model-canvas'].save, async ({ member, query, body }) =>
    service.saveDocument(member, 'business-model-canvas', query.projectId, body.content),
  );
  registerEndpoint(app, documents['pitch-deck'].get, async ({ member, query }) =>
    service.getDocument(member, 'pitch-deck', query.projectId),
  );
  registerEndpoint(app, documents['pitch-deck'].save, async ({ member, query, body }) =>
    service.saveDocument(member, 'pitch-deck', query.projectId, body.content),
  );
  registerEndpoint(app, documents['financial-projections'].get, async ({ member, query }) =>
    service.getDocument(member, 'financial-projections', query.projectId),
  );
  registerEndpoint(app, documents['financial-projections'].save, async ({ member, query, body }) =>
    service.saveDocument(member, 'financial-projections', query.projectId, body.content),
  );
  registerEndpoint(app, documents['vesting-calculator'].get, async ({ member, query }) =>
    service.getDocument(member, 'vesting-calculator', query.projectId),
  );
  registerEndpoint(app, documents['vesting-calculator'].save, async ({ member, query, body }) =>
    service.saveDocument(member, 'vesting-calculator', query.projectId, body.content),
  );
  registerEndpoint(app, api.vestingSchedule, async ({ body }) => service.vestingSchedule(body));
  registerEndpoint(app, api.financialProjections, async ({ body }) =>
    service.financialProjections(body),
  );

  const send = (file: ToolkitFile) => ({
    type: file.type,
    headers: { 'content-disposition': attachment(file.name), 'cache-control': 'no-store' },
    body: file.body,
  });

  routes.post(
    toolkitFiles.pitchDeck.path,
    {
      schema: {
        tags,
        summary: 'Your pitch deck outline as a PowerPoint (.pptx) file',
        body: toolkitFiles.pitchDeck.body,
        produces: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        response: { 200: rawAnswer('The deck, one slide per outline slide') },
      },
      config: { access: 'premium' },
    },
    async (request, reply) => {
      const file = send(await service.pitchDeckFile(request.body));
      return reply.type(file.type).headers(file.headers).send(file.body);
    },
  );

  routes.post(
    toolkitFiles.projectionsCsv.path,
    {
      schema: {
        tags,
        summary: 'The 36-month financial projection as a CSV file',
        body: toolkitFiles.projectionsCsv.body,
        produces: ['text/csv'],
        response: {
          200: rawAnswer('One row per month; text cells that would run as formulas are escaped'),
        },
      },
      config: { access: 'premium' },
    },
    async (request, reply) => {
      const file = send(service.projectionsCsv(request.body));
      return reply.type(file.type).headers(file.headers).send(file.body);
    },
  );
}
