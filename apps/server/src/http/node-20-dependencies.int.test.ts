import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { fromApp, signupRequest, TEST_APP_URL, TEST_AUTH_SECRET } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

/**
 * The code paths of the packages held back for Node 20 (docs/decisions/0038): light-my-request's
 * cookies (app.inject), @fastify/static's Content-Disposition (reply.download) and the API
 * reference at /api/docs. These tests run on the Node the machine has.
 */
describe('on this Node', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let app: FastifyInstance;
  const fileName = 'Gründungsvertrag – Entwurf.txt';

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-node-20-'));
    const distDir = path.join(dataDir, 'dist');
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Cofound</title>');
    fs.writeFileSync(path.join(distDir, 'agreement.txt'), 'Draft agreement');
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      AUTH_SECRET: TEST_AUTH_SECRET,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ env, database, logger: false });
    app.get('/api/test/download', { config: { access: 'public' } }, (_request, reply) =>
      reply.download('agreement.txt', fileName),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('app.inject reads the cookies an answer sets and sends the ones it is given', async () => {
    const email = 'cookie-jar@example.com';
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: fromApp(),
      payload: signupRequest({ email }),
    });
    expect(signedUp.statusCode).toBe(201);
    const cookies = Object.fromEntries(signedUp.cookies.map(({ name, value }) => [name, value]));
    expect(Object.keys(cookies).some((name) => name.endsWith('session_token'))).toBe(true);

    const session = await app.inject({ method: 'GET', url: '/api/session', cookies });
    expect(session.json()).toMatchObject({ user: { email } });
  });

  it('reply.download names a file with non-ASCII characters for every browser', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/download' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Draft agreement');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Gr?ndungsvertrag ? Entwurf.txt"; ` +
        `filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  });

  it('serves the API reference page, its script and the document it reads', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = /<script[^>]*src="([^"]*scalar\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    expect(page.body).toContain('openapi.json');

    const served = await app.inject({
      method: 'GET',
      url: new URL(script!, `${TEST_APP_URL}/api/docs/`).pathname,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/javascript/);
    expect(served.body.length).toBeGreaterThan(100_000);

    const document = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(document.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: 'Cofound API' },
      paths: { '/api/health': { get: expect.any(Object) } },
    });
  });
});
