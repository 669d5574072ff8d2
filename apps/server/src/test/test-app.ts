import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';

export const TEST_APP_URL = 'http://localhost:3000';

/** The real app on a test database, for app.inject(); nothing listens unless a test asks. */
export async function buildTestApp(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: path.join(os.tmpdir(), 'cofound-test-data'),
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...envOverrides,
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return app;
}

/** Signs a new member up through the real auth routes and returns their session cookie. */
export async function signUpMember(
  app: FastifyInstance,
  member: { email: string; password?: string; name?: string },
): Promise<{ cookie: string; userId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_APP_URL },
    payload: {
      email: member.email,
      password: member.password ?? 'correct-horse-42',
      name: member.name ?? 'Test Member',
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, userId: (response.json() as { user: { id: string } }).user.id };
}
