import { defineEndpoint, noContent } from '../contract/endpoint';
import {
  connectionDecisionSchema,
  connectionIdParamsSchema,
  connectionListQuerySchema,
  connectionListSchema,
  connectionRequestsSchema,
  requestUsageSchema,
  sendConnectionRequestSchema,
  sentConnectionSchema,
} from './connections.schemas';

const tags = ['connections'] as const;

/** Connections: requests, their answers, the list and removal. Members only. */
export const connectionsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/connections',
    access: 'member',
    tags,
    summary: "The signed-in member's accepted connections, latest activity first",
    query: connectionListQuerySchema,
    response: connectionListSchema,
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/api/connections/usage',
    access: 'member',
    tags,
    summary: 'Connection requests sent this month against the plan limit',
    response: requestUsageSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/connections/:connectionId',
    access: 'member',
    tags,
    summary: 'Remove an accepted connection (either member)',
    params: connectionIdParamsSchema,
    status: 204,
    response: noContent('Removed'),
    errors: ['NOT_FOUND'],
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/api/connections/requests',
    access: 'member',
    tags,
    summary: "The signed-in member's incoming pending connection requests",
    response: connectionRequestsSchema,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/connections/:connectionId/accept',
    access: 'member',
    tags,
    summary: 'Accept a pending request (receiver only)',
    params: connectionIdParamsSchema,
    response: connectionDecisionSchema,
    errors: ['NOT_FOUND'],
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/connections/:connectionId/reject',
    access: 'member',
    tags,
    summary: 'Reject a pending request (receiver only)',
    params: connectionIdParamsSchema,
    response: connectionDecisionSchema,
    errors: ['NOT_FOUND'],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/connections',
    access: 'member',
    tags,
    summary: 'Send a connection request to a profile',
    body: sendConnectionRequestSchema,
    status: 201,
    response: sentConnectionSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'LIMIT_REACHED'],
  }),
};
