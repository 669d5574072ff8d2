import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { startFaultProxy, type FaultProxy } from '../../test/fault-proxy';
import { buildTestApp, signUpMember } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

/** Short bounds, so that the outage shows in seconds. */
const TIMEOUTS = { connectMs: 1_000, statementMs: 1_500 };
/** The most a request may take while the database is gone: the bounds above plus slack. */
const MAX_ANSWER_MS = TIMEOUTS.connectMs + TIMEOUTS.statementMs + 2_000 + 1_500;

describe.skipIf(!process.env.TEST_DATABASE_URL)('when PostgreSQL goes away', () => {
  let direct: DatabaseHandle;
  let database: DatabaseHandle;
  let proxy: FaultProxy;
  let app: FastifyInstance;
  let cookie = '';

  beforeAll(async () => {
    direct = await createTestDatabase();
    if (direct.kind !== 'postgres') throw new Error('PostgreSQL only');
    const target = new URL(direct.connectionString);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port) });
    database = await openDatabase({
      kind: 'postgres',
      connectionString: proxy.urlFor(direct.connectionString),
      timeouts: TIMEOUTS,
    });
    app = await buildTestApp(database);
    ({ cookie } = await signUpMember(app, { email: 'outage@example.com' }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await direct?.close();
  });

  async function timed(url: string) {
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    return {
      status: response.statusCode,
      code: response.json().error?.code,
      ms: Date.now() - startedAt,
    };
  }

  it('answers 503 quickly, never 500 and never a hang, while the server is down', async () => {
    proxy.setMode('down');
    for (const url of ['/api/health', '/api/profiles/me', '/api/discover', '/api/connections']) {
      const answer = await timed(url);
      expect(answer, url).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(answer.ms, url).toBeLessThan(MAX_ANSWER_MS);
    }
  });

  it('answers 503 within the bounds while the server hangs', async () => {
    proxy.setMode('frozen');
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(2_500);
    const member = await timed('/api/profiles/me');
    expect(member.status).toBe(503);
    expect(member.ms).toBeLessThan(MAX_ANSWER_MS);
  }, 30_000);

  it('comes back by itself within 3 s once the database returns', async () => {
    proxy.setMode('down');
    proxy.setMode('pass');
    const returnedAt = Date.now();
    await vi.waitFor(
      async () => {
        expect((await timed('/api/profiles/me')).status).toBe(200);
      },
      { timeout: 3_000, interval: 100 },
    );
    expect(Date.now() - returnedAt).toBeLessThan(3_000);
    expect((await timed('/api/health')).status).toBe(200);
  });
});
