import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionResponseSchema } from '@cofound/shared/session/session.schemas';

/** Who may call: anyone. A signed-out visitor gets {user: null}, never a 401. */
export async function registerSessionRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in member, or null',
        response: { 200: sessionResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.sessionUser };
    },
  );
}
