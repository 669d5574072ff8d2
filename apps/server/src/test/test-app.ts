import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SignupRequest } from '@cofound/shared/accounts/signup.schemas';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { rememberedPasswordHashing } from './remembered-password-hashing';

export const TEST_APP_URL = 'http://localhost:3000';

/**
 * One signing secret for every test app of a run, as instances of one deployment share theirs:
 * apps built on one database must accept each other's cookies. A test of the generated secret
 * passes AUTH_SECRET: '' (empty counts as unset).
 */
export const TEST_AUTH_SECRET = randomBytes(32).toString('hex');

/**
 * The real app on a test database, for app.inject(); nothing listens unless a test asks.
 * Each app gets its own data dir (mail outbox, ...), removed when the app closes, unless the
 * test passes DATA_DIR itself.
 */
export async function buildTestApp(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  return (await buildTestAppWithDataDir(database, envOverrides)).app;
}

/** buildTestApp, also answering the data dir the app writes to (its mail outbox, ...). */
export async function buildTestAppWithDataDir(
  database: DatabaseHandle,
  envOverrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; dataDir: string }> {
  const ownDataDir = envOverrides.DATA_DIR
    ? undefined
    : fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: ownDataDir ?? '',
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_RATE_PER_HOUR: '100000',
    AUTH_SECRET: TEST_AUTH_SECRET,
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    database,
    logger: false,
    passwordHashing: rememberedPasswordHashing,
  });
  if (ownDataDir) {
    // Removed once close() has run every onClose hook: Fastify runs them last-added first, so a
    // hook would remove the dir before the app's own hooks write their last files there (the
    // match index's snapshot), which would leave it behind.
    const close = app.close.bind(app);
    app.close = (async () => {
      await close();
      fs.rmSync(ownDataDir, { recursive: true, force: true });
    }) as typeof app.close;
  }
  await app.ready();
  return { app, dataDir: env.dataDir };
}

/**
 * Headers of a request sent by the app's own page: its Origin (the same-origin rule for writes
 * refuses state-changing requests without it) and the member's session cookie when given.
 */
export function fromApp(cookie?: string): Record<string, string> {
  return cookie ? { origin: TEST_APP_URL, cookie } : { origin: TEST_APP_URL };
}

/** A complete, valid wizard submission; override what a test cares about. */
export function signupRequest(overrides: Partial<SignupRequest> = {}): SignupRequest {
  return {
    email: 'member@example.com',
    password: 'correct-horse-42',
    name: 'Test Member',
    role: 'CTO/Technical Lead',
    industry: 'AI/ML',
    experience: 3,
    workStyle: ['Remote'],
    personalityTraits: ['Analytical'],
    ...overrides,
  };
}

/** POST /api/accounts/signup from the app's origin with a valid wizard submission. */
export function postSignup(app: FastifyInstance, overrides: Partial<SignupRequest> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    headers: { origin: TEST_APP_URL },
    payload: signupRequest(overrides),
  });
}

/** POST /api/auth/sign-in/email from the app's origin, with the browser's cookies if given. */
export function postSignIn(app: FastifyInstance, email: string, password: string, cookie?: string) {
  const headers = { origin: TEST_APP_URL };
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: cookie ? { ...headers, cookie } : headers,
    payload: { email, password },
  });
}

/** The session user GET /api/session answers for a Cookie header (null when signed out). */
export async function sessionUserFor(app: FastifyInstance, cookie: string) {
  const response = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  return response.json().user;
}

/** The `name=value; ...` Cookie header for the Set-Cookie headers of a response. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  return [setCookie]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** Signs a new member up through POST /api/accounts/signup and returns their session cookie. */
export async function signUpMember(
  app: FastifyInstance,
  member: { email: string; password?: string; name?: string },
): Promise<{ cookie: string; userId: string; profileId: string }> {
  const response = await postSignup(app, {
    email: member.email,
    password: member.password ?? 'correct-horse-42',
    name: member.name ?? 'Test Member',
  });
  if (response.statusCode !== 201)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json() as { user: { id: string; profileId: string } };
  return {
    cookie: cookieFrom(response.headers['set-cookie']),
    userId: user.id,
    profileId: user.profileId,
  };
}
