import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from './auth';

/** Who may call: anyone. better-auth itself decides per endpoint (sign-in, sign-out, ...). */
export async function registerAuthRoutes(app: FastifyInstance, auth: Auth, appUrl: string) {
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, appUrl);
    const hasBody =
      request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return reply.send(response.body ? await response.text() : null);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: forward,
  });
}
