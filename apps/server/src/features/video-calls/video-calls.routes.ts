import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '@cofound/shared/errors';
import {
  roomSchema,
  scheduleVideoCallSchema,
  sendSignalSchema,
  signalListSchema,
  signalsQuerySchema,
  videoCallIdParamsSchema,
  videoCallListSchema,
  videoCallSchema,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { rawAnswer } from '../../http/openapi-responses';
import { requireMember } from '../../http/route-access';
import type { VideoCallsService } from './video-calls.service';

/** A signal is an SDP offer or answer or one ICE candidate: a few KB at most. */
export const SIGNAL_BODY_LIMIT = 16 * 1024;

/** Only accepting checks that the two members are still connected. */
const answerErrors: Record<'accept' | 'decline' | 'cancel', readonly ErrorCode[]> = {
  accept: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
  decline: ['NOT_FOUND', 'CONFLICT'],
  cancel: ['NOT_FOUND', 'CONFLICT'],
};

/**
 * Who may call: members; every call route further only for the call's two participants (the
 * service answers 404 to anybody else, so calls of others stay invisible).
 */
export async function registerVideoCallsRoutes(app: FastifyInstance, service: VideoCallsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['video-calls'];

  routes.post(
    '/api/video-calls',
    {
      schema: {
        tags,
        summary: 'Propose an intro video call to a connected member (wall clock in timeZone)',
        body: scheduleVideoCallSchema,
        response: { 201: videoCallSchema },
      },
      config: { access: 'member', errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'] },
    },
    async (request, reply) => {
      const call = await service.schedule(requireMember(request), request.body);
      return reply.status(201).send(call);
    },
  );

  routes.get(
    '/api/video-calls',
    {
      schema: {
        tags,
        summary: "The member's pending requests and accepted calls not ended yet, soonest first",
        response: { 200: videoCallListSchema },
      },
      config: { access: 'member' },
    },
    async (request) => service.list(requireMember(request)),
  );

  for (const action of ['accept', 'decline', 'cancel'] as const) {
    routes.post(
      `/api/video-calls/:callId/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'cancel'
              ? 'Call off a pending or accepted call (either participant)'
              : `${action === 'accept' ? 'Accept' : 'Decline'} a pending call (its receiver)`,
          params: videoCallIdParamsSchema,
          response: { 200: videoCallSchema },
        },
        config: { access: 'member', errors: answerErrors[action] },
      },
      async (request) => service[action](requireMember(request), request.params.callId),
    );
  }

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

  routes.get(
    '/api/video-calls/:callId/room',
    {
      schema: {
        tags,
        summary: 'The call room: the call and the STUN/TURN servers (participants, accepted calls)',
        params: videoCallIdParamsSchema,
        response: { 200: roomSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
    },
    async (request) => service.room(requireMember(request), request.params.callId),
  );

  routes.post(
    '/api/video-calls/:callId/signals',
    {
      bodyLimit: SIGNAL_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Send WebRTC signalling to the other participant',
        params: videoCallIdParamsSchema,
        body: sendSignalSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
      config: { access: 'member', errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
    },
    async (request, reply) => {
      const sent = await service.sendSignal(
        requireMember(request),
        request.params.callId,
        request.body,
      );
      return reply.status(201).send(sent);
    },
  );

  routes.get(
    '/api/video-calls/:callId/signals',
    {
      schema: {
        tags,
        summary: "The other participant's signals after the id `after`, in order",
        params: videoCallIdParamsSchema,
        querystring: signalsQuerySchema,
        response: { 200: signalListSchema },
      },
      config: { access: 'member', errors: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] },
    },
    async (request) =>
      service.signals(requireMember(request), request.params.callId, request.query.after),
  );
}
