import type { FastifyInstance } from 'fastify';
import { sessionContract as api } from '@cofound/shared/session/session.contract';
import { registerEndpoint } from '../../http/endpoint-route';

export async function registerSessionRoutes(app: FastifyInstance) {
  registerEndpoint(app, api.current, async ({ member, reply }) => {
    reply.header('cache-control', 'no-store');
    return { user: member };
  });
}
