import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { outboxDirectory, readOutboxMails } from '../mail';
import { captureLogLines } from '../test/log-capture';
import { profileUpdateBody } from '../test/profile-update-body';
import { cookieFrom, fromApp, signupRequest, TEST_APP_URL } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

/** Values only a member may know; none may appear in any log line, at any level. */
const secrets = {
  email: 'zelda.quartermain@example.com',
  localPart: 'zelda.quartermain',
  password: 'plover-cascade-27',
  name: 'Zelda Quartermain',
  otherEmail: 'yorick.bellweather@example.com',
  bio: 'Quietly building a marmalade exchange for left-handed bakers.',
  message: 'My cofounder shortlist is Ingrid and Tobias, keep it between us.',
  search: 'Ingrid Tobias',
  bearer: 'not-the-metrics-token-4f1d',
};

describe('log lines', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const log = captureLogLines();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-log-privacy-'));
  /** Session cookies and mail tokens met along the way: they must not be logged either. */
  const seen: string[] = [];

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: method === 'GET' ? (cookie ? { cookie } : {}) : fromApp(cookie),
      ...(payload && { payload }),
    });

  async function signUp(email: string, name: string) {
    const response = await send(
      'POST',
      '/api/accounts/signup',
      undefined,
      signupRequest({ email, password: secrets.password, name }),
    );
    expect(response.statusCode).toBe(201);
    const cookie = cookieFrom(response.headers['set-cookie']);
    seen.push(...cookie.split('; ').map((pair) => pair.split('=')[1]!));
    return {
      cookie,
      profileId: (response.json() as { user: { profileId: string } }).user.profileId,
    };
  }

  async function mailLink(to: string, subject: RegExp) {
    const mail = (await readOutboxMails(outboxDirectory(dataDir))).find(
      (candidate) => candidate.to === to && subject.test(candidate.subject),
    );
    const link = new URL(mail?.links[0] ?? '');
    seen.push(link.searchParams.get('token') ?? link.pathname.split('/').pop()!);
    return `${link.pathname}${link.search}`;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      WEB_DIST_DIR: '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      METRICS_TOKEN: 'the-real-metrics-token-1234',
    });
    app = await buildApp({ env, database, logger: { level: 'trace', stream: log.stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hold no email, password, name, bio, message, search, cookie or token', async () => {
    const zelda = await signUp(secrets.email, secrets.name);
    const yorick = await signUp(secrets.otherEmail, 'Yorick Bellweather');
    const wrong = await send('POST', '/api/auth/sign-in/email', undefined, {
      email: secrets.email,
      password: `${secrets.password}-wrong`,
    });
    expect(wrong.statusCode).toBe(401);

    const verify = await send('GET', await mailLink(secrets.email, /^Verify/));
    expect(verify.statusCode).toBe(302);
    const reset = await send('POST', '/api/auth/request-password-reset', undefined, {
      email: secrets.email,
      redirectTo: '/reset-password',
    });
    expect(reset.statusCode).toBe(200);
    const landing = await send('GET', await mailLink(secrets.email, /^Reset/));
    expect(landing.statusCode).toBe(302);

    const saved = await send(
      'PUT',
      '/api/profiles/me',
      zelda.cookie,
      profileUpdateBody({ name: secrets.name, bio: secrets.bio }),
    );
    expect(saved.statusCode).toBe(200);
    const asked = await send('POST', '/api/connections', zelda.cookie, {
      profileId: yorick.profileId,
    });
    expect(asked.statusCode).toBe(201);
    const id = (asked.json() as { id: string }).id;
    expect((await send('POST', `/api/connections/${id}/accept`, yorick.cookie)).statusCode).toBe(
      200,
    );
    const sent = await send('POST', `/api/messages/${yorick.profileId}`, zelda.cookie, {
      body: secrets.message,
    });
    expect(sent.statusCode).toBe(201);
    const refused = await send('POST', `/api/messages/${yorick.profileId}`, zelda.cookie, {
      body: `${secrets.message} ${'x'.repeat(6000)}`,
    });
    expect(refused.statusCode).toBe(400);
    const search = `/api/connections?q=${encodeURIComponent(secrets.search)}`;
    expect((await send('GET', search, zelda.cookie)).statusCode).toBe(200);
    expect((await send('GET', `/api/nowhere?email=${secrets.email}`)).statusCode).toBe(404);
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${secrets.bearer}` },
    });
    expect(metrics.statusCode).toBe(404);

    // The journey was logged at all: a test that captured nothing would prove nothing.
    expect(log.text()).toContain('/api/messages/');
    const leaked = [...Object.values(secrets), ...seen].filter((value) =>
      log.text().includes(value),
    );
    expect(leaked).toEqual([]);
  });
});

describe('request logs at info', () => {
  it('have no line per static asset, and one per API request', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-log-assets-'));
    const distDir = path.join(dataDir, 'dist');
    fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Cofound</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    const log = captureLogLines();
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      WEB_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const app = await buildApp({ env, database, logger: { level: 'info', stream: log.stream } });
    try {
      for (let n = 0; n < 5; n += 1) {
        const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
        expect(asset.statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(log.text()).not.toContain('/assets/');
      expect(log.text()).toContain('/api/health');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
