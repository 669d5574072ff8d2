import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoCallsContract as api } from '@cofound/shared/video-calls/video-calls.contract';
import { videoCallIdParamsSchema } from '@cofound/shared/video-calls/video-calls.schemas';
import { registerEndpoint } from '../../http/endpoint-route';
import { rawAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { VideoCallsService } from './video-calls.service';

/** A signal is an SDP offer or answer or one ICE candidate: a few KB at most. */
export const SIGNAL_BODY_LIMIT = 16 * 1024;

export async function registerVideoCallsRoutes(app: FastifyInstance, service: VideoCallsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['video-calls'];

  registerEndpoint(app, api.schedule, async ({ member, body }) => service.schedule(member, body));
  registerEndpoint(app, api.list, async ({ member }) => service.list(member));
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    registerEndpoint(app, api[action], async ({ member, params }) =>
      service[action](member, params.callId),
    );
  }

  // A file, not JSON: a plain route. Registered here, as before the contract, because the
  // OpenAPI document lists its paths in the order they are registered.
  routes.get(
    '/api/video-calls/:callId/calendar.ics',
    {
      schema: {
        tags,
        summary: 'An accepted call as an iCalendar file (participants)',
        params: videoCallIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: rawAnswer('The call as an RFC 5545 calendar file') },
      },
      config: { access: 'member', errors: ['NOT_FOUND', 'CONFLICT'] },
    },
    async (request, reply) => {
      const file = await service.calendarFile(requireMember(request), request.params.callId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cofound-video-call.ics"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  registerEndpoint(app, api.room, async ({ member, params }) =>
    service.room(member, params.callId),
  );
  registerEndpoint(
    app,
    api.sendSignal,
    async ({ member, params, body }) => service.sendSignal(member, params.callId, body),
    { bodyLimit: SIGNAL_BODY_LIMIT },
  );
  registerEndpoint(app, api.signals, async ({ member, params, query }) =>
    service.signals(member, params.callId, query.after),
  );
}
