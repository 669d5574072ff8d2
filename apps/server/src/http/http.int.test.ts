import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/app-error';
import { createTestDatabase } from '../test/test-database';
import { buildTestApp, signUpMember, signupRequest, TEST_APP_URL } from '../test/test-app';

/** A data dir of its own (the generated auth secret lives there), removed when the file ends. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-http-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const testEnv = (overrides: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'silent',
    ...overrides,
  });

describe('the HTTP layer', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      env: testEnv({ RATE_LIMIT_PER_MINUTE: '100000' }),
      database,
      logger: false,
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number().int() }),
        },
        config: { access: 'public' },
      },
      async (request) => request.body,
    );
    typed.get('/api/test/member', { config: { access: 'member' } }, async (request) => ({
      id: request.sessionUser?.id,
    }));
    typed.get('/api/test/admin', { config: { access: 'admin' } }, async () => ({ ok: true }));
    typed.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw new AppError('CONFLICT', 'Connection request already exists');
    });
    typed.get('/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers validation failures with per-field messages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: TEST_APP_URL },
      payload: { name: '', age: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors.name).toEqual(['Name is required']);
    expect(error.fieldErrors.age).toHaveLength(1);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('maps an AppError code to its status and keeps its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Connection request already exists' },
    });
  });

  it('never leaks internals of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.json().error.code).toBe('INTERNAL');
  });

  describe('route access', () => {
    it('refuses anonymous callers of a member route', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/test/member' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Not authenticated',
      });
    });

    it('lets a member in and refuses them admin routes', async () => {
      const { cookie, userId } = await signUpMember(app, { email: 'member@example.com' });
      const member = await app.inject({
        method: 'GET',
        url: '/api/test/member',
        headers: { cookie },
      });
      expect(member.json()).toEqual({ id: userId });
      const admin = await app.inject({
        method: 'GET',
        url: '/api/test/admin',
        headers: { cookie },
      });
      expect(admin.statusCode).toBe(403);
      expect(admin.json().error.code).toBe('FORBIDDEN');
    });

    it('refuses to build an app with a route that does not say who may call it', async () => {
      const other = await buildApp({ env: testEnv(), database, logger: false });
      expect(() => other.get('/api/test/undeclared', async () => ({}))).toThrow(/config.access/);
      await other.close();
    });
  });

  describe('GET /api/session', () => {
    it('answers null for a signed-out visitor', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/session' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    });

    it('answers the member with role user for a new account', async () => {
      const { cookie } = await signUpMember(app, { email: 'session@example.com', name: 'Ada' });
      const response = await app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie },
      });
      expect(response.json().user).toMatchObject({
        email: 'session@example.com',
        name: 'Ada',
        role: 'user',
      });
    });

    it('sets the session cookie httpOnly and SameSite=Lax', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        headers: { origin: TEST_APP_URL },
        payload: signupRequest({ email: 'cookie@example.com', name: 'C' }),
      });
      const cookie = [response.headers['set-cookie']].flat().join('\n');
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    });
  });

  it('serves the OpenAPI document generated from the zod schemas, and its reference page', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    expect(document.paths['/api/session']).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('rate limiting', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 429 RATE_LIMITED past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/session' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const response = await app.inject({ method: 'GET', url: '/api/session' });
    expect(response.json().error.code).toBe('RATE_LIMITED');
  });
});
