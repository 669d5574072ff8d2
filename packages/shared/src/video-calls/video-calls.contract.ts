import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import {
  roomSchema,
  scheduleVideoCallSchema,
  sendSignalSchema,
  signalListSchema,
  signalsQuerySchema,
  videoCallIdParamsSchema,
  videoCallListSchema,
  videoCallSchema,
} from './video-calls.schemas';

const tags = ['video-calls'] as const;
const participantErrors = ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'] as const;

/**
 * Video calls: members; every call endpoint further only for the call's two participants (the
 * server answers 404 to anybody else, so calls of others stay invisible). Only accepting checks
 * that the two members are still connected.
 */
export const videoCallsContract = {
  schedule: defineEndpoint({
    method: 'POST',
    path: '/api/video-calls',
    access: 'member',
    tags,
    summary: 'Propose an intro video call to a connected member (wall clock in timeZone)',
    body: scheduleVideoCallSchema,
    status: 201,
    response: videoCallSchema,
    errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/video-calls',
    access: 'member',
    tags,
    summary: "The member's pending requests and accepted calls not ended yet, soonest first",
    response: videoCallListSchema,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/video-calls/:callId/accept',
    access: 'member',
    tags,
    summary: 'Accept a pending call (its receiver)',
    params: videoCallIdParamsSchema,
    response: videoCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/video-calls/:callId/decline',
    access: 'member',
    tags,
    summary: 'Decline a pending call (its receiver)',
    params: videoCallIdParamsSchema,
    response: videoCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/video-calls/:callId/cancel',
    access: 'member',
    tags,
    summary: 'Call off a pending or accepted call (either participant)',
    params: videoCallIdParamsSchema,
    response: videoCallSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  room: defineEndpoint({
    method: 'GET',
    path: '/api/video-calls/:callId/room',
    access: 'member',
    tags,
    summary: 'The call room: the call and the STUN/TURN servers (participants, accepted calls)',
    params: videoCallIdParamsSchema,
    response: roomSchema,
    errors: participantErrors,
  }),
  sendSignal: defineEndpoint({
    method: 'POST',
    path: '/api/video-calls/:callId/signals',
    access: 'member',
    tags,
    summary: 'Send WebRTC signalling to the other participant',
    params: videoCallIdParamsSchema,
    body: sendSignalSchema,
    status: 201,
    response: z.object({ id: z.number().int() }),
    errors: participantErrors,
  }),
  signals: defineEndpoint({
    method: 'GET',
    path: '/api/video-calls/:callId/signals',
    access: 'member',
    tags,
    summary: "The other participant's signals after the id `after`, in order",
    params: videoCallIdParamsSchema,
    query: signalsQuerySchema,
    response: signalListSchema,
    errors: participantErrors,
  }),
};
