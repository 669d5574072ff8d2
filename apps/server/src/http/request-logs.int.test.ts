import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { captureLogLines } from '../test/log-capture';
import { useLoggedTestApp } from '../test/use-logged-test-app';

type LogLine = {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  route?: string;
  res?: { statusCode: number };
  responseTime?: number;
};
const level = { debug: 20, info: 30, warn: 40, error: 50 };

/** The lines a request wrote: the ones that carry the id its answer names. */
function linesOf(log: ReturnType<typeof captureLogLines>, response: LightMyRequestResponse) {
  const id = response.headers['x-request-id'];
  return log.lines
    .map((line) => JSON.parse(line) as LogLine & { reqId?: string })
    .filter((line) => line.reqId === id);
}

/** Routes that fail, refuse and take their time, next to the app's own. */
function addTestRoutes(app: FastifyInstance) {
  const config = { access: 'public' } as const;
  app.get('/api/test/fails/:id', { config }, async () => {
    throw new Error('the handler broke');
  });
  app.get('/api/test/unavailable', { config }, async (_request, reply) =>
    reply.status(503).send({}),
  );
  app.get('/api/test/slow', { config }, async () => {
    await sleep(300);
    return {};
  });
}

describe('request logs in development, at the default level', () => {
  const log = captureLogLines();
  const ctx = useLoggedTestApp(
    { level: 'info', stream: log.stream },
    { env: () => ({ NODE_ENV: 'development' }), prepare: addTestRoutes },
  );
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('have no line for a request that went well, or for a 4xx', async () => {
    const responses = [await get('/api/health'), await get('/api/session')];
    responses.push(await get('/api/nowhere'), await get('/api/profiles/me'));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 401]);
    expect(responses.flatMap((response) => linesOf(log, response))).toEqual([]);
  });

  it('have an error line for a 5xx, with its method, path, route, status and duration', async () => {
    const response = await get('/api/test/fails/7');
    expect(response.statusCode).toBe(500);
    const lines = linesOf(log, response);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [level.error, 'unhandled error'],
      [level.error, 'request failed'],
    ]);
    expect(lines[1]).toMatchObject({
      req: { method: 'GET', url: '/api/test/fails/7' },
      route: '/api/test/fails/:id',
      res: { statusCode: 500 },
      responseTime: expect.any(Number),
    });
  });

  it('have a warn line for a 503: the server said "not now" on purpose', async () => {
    const response = await get('/api/test/unavailable');
    expect(response.statusCode).toBe(503);
    expect(linesOf(log, response).map((line) => [line.level, line.msg])).toEqual([
      [level.warn, 'request failed'],
    ]);
  });
});

describe('a slow request', () => {
  const log = captureLogLines();
  const ctx = useLoggedTestApp(
    { level: 'info', stream: log.stream },
    {
      env: () => ({ NODE_ENV: 'development' }),
      prepare: addTestRoutes,
      requestLogs: { slowMs: 200 },
    },
  );

  it('writes one warn line with its method, route, status and duration', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(response.statusCode).toBe(200);
    const lines = linesOf(log, response);
    expect(lines).toEqual([
      expect.objectContaining({
        level: level.warn,
        msg: 'slow request',
        req: { method: 'GET', url: '/api/test/slow' },
        route: '/api/test/slow',
        res: { statusCode: 200 },
      }),
    ]);
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(200);
  });
});

describe('request logs at LOG_LEVEL=debug', () => {
  const log = captureLogLines();
  const ctx = useLoggedTestApp(
    { level: 'debug', stream: log.stream },
    { env: () => ({ NODE_ENV: 'development', LOG_LEVEL: 'debug' }) },
  );

  it('have the incoming and the completed line of every request', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const lines = linesOf(log, response).filter((line) => line.req !== undefined);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [level.debug, 'incoming request'],
      [level.debug, 'request completed'],
    ]);
    expect(lines[1]).toMatchObject({ route: '/api/health', res: { statusCode: 200 } });
  });
});
