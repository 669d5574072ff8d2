import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { signInFailures } from '../db/schema';
import { buildTestApp, fromApp } from '../test/test-app';
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

/**
 * The client address the app believed for one request: a failed sign-in is recorded under
 * request.ip. A client behind the proxy sends its own X-Forwarded-For, which the proxy extends.
 */
async function addressRecordedFor(
  app: FastifyInstance,
  database: DatabaseHandle,
  forwardedFor: string,
  email: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { ...fromApp(), 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: { email, password: 'not-the-password-1' },
  });
  expect(response.statusCode).toBe(401);
  const rows = await database.db
    .select({ ip: signInFailures.ip })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return rows.map((row) => row.ip);
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

  it('takes request.ip from the socket by default, and from the header only behind a proxy', async () => {
    // Written by the client: a spoofed first entry. Appended by the proxy: the client's address.
    const chain = '198.51.100.7, 203.0.113.50';
    const recorded = async (env: Record<string, string>, email: string) =>
      addressRecordedFor(await app(env), database, chain, email);
    expect(await recorded({}, 'direct@example.com')).toEqual(['127.0.0.1']);
    expect(await recorded({ TRUST_PROXY: '127.0.0.1' }, 'listed@example.com')).toEqual([
      '203.0.113.50',
    ]);
    expect(await recorded({ TRUST_PROXY: '1' }, 'one-hop@example.com')).toEqual(['203.0.113.50']);
  });
});
