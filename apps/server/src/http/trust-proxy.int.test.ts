import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { buildTestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

/** Five requests a minute per client address, so the sixth tells which address was counted
 * (on a route the limit applies to: health checks are exempt). */
const LIMIT = '5';

async function statusesWithRotatingForwardedFor(app: FastifyInstance, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/accounts/providers',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('which client address the server believes', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string>) => {
    const built = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: LIMIT, ...env });
    apps.push(built);
    return built;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    await database.close();
  });

  it('ignores X-Forwarded-For by default: rotating it does not escape the limit', async () => {
    const statuses = await statusesWithRotatingForwardedFor(await app({}), 6);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('believes it from a listed proxy address (inject comes from 127.0.0.1)', async () => {
    const statuses = await statusesWithRotatingForwardedFor(
      await app({ TRUST_PROXY: '127.0.0.1' }),
      6,
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('believes it for a hop count, and not from an address that is not listed', async () => {
    const byHops = await statusesWithRotatingForwardedFor(await app({ TRUST_PROXY: '1' }), 6);
    expect(byHops).toEqual([200, 200, 200, 200, 200, 200]);
    const otherProxy = await statusesWithRotatingForwardedFor(
      await app({ TRUST_PROXY: '10.0.0.0/8' }),
      6,
    );
    expect(otherProxy.at(-1)).toBe(429);
  });
});
