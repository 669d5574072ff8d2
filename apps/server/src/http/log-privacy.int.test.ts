import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { outboxDirectory, readOutboxMails } from '../mail';
import { insertConnection } from '../test/founder-fixtures';
import { captureLogLines } from '../test/log-capture';
import { profileUpdateBody } from '../test/profile-update-body';
import { startRefusingSmtpServer, type RefusingSmtpServer } from '../test/refusing-smtp-server';
import {
  cookieFrom,
  fromApp,
  signupRequest,
  TEST_APP_URL,
  TEST_AUTH_SECRET,
} from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { multipartBody, PNG_1X1 } from '../test/upload-fixtures';
import { useLoggedTestApp } from '../test/use-logged-test-app';

/** What a member, or the operator, wrote or was given; no log line may hold any of it. */
const marker = {
  email: 'odalys.fenwick-thorne@example.org',
  localPart: 'odalys.fenwick-thorne',
  password: 'quillfeather-lantern-83',
  newPassword: 'saffron-harbour-swing-19',
  name: 'Odalys Fenwick-Thorne',
  bio: 'Prototyping a seed library for balcony gardeners in Tromsø.',
  peerEmail: 'barnaby.ollerenshaw@example.org',
  peerName: 'Barnaby Ollerenshaw',
  message: 'Between us: I am leaving Halvorsen Freight in March to do this full time.',
  fileName: 'odalys-passport-scan',
  queryToken: 'qtok7c1e9b2a5d4f8e3c0d',
  wrongBearer: 'wrong-bearer-5e0b7d2c91',
  metricsToken: 'metrics-token-of-the-operator-31f4',
};

type Send = { url: string; cookie?: string; payload?: object; headers?: Record<string, string> };

describe('log lines at trace level', () => {
  const log = captureLogLines();
  const ctx = useLoggedTestApp(
    { level: 'trace', stream: log.stream },
    {
      env: () => ({ LOG_LEVEL: 'trace', METRICS_TOKEN: marker.metricsToken }),
      // Fastify and its plugins log some errors with no message of their own, like this.
      prepare(app, database) {
        app.get(
          '/api/test/error-without-message',
          { config: { access: 'public' } },
          async (request) => {
            try {
              await database.db.execute(sql`select ${marker.email}::int`);
            } catch (error) {
              request.log.warn({ err: error });
            }
            return {};
          },
        );
      },
    },
  );
  /** Cookie values and tokens handed out along the way: no log line may hold them either. */
  const handedOut: string[] = [];

  const get = ({ url, cookie, headers }: Send) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie && { cookie }) } });
  const write = (method: 'POST' | 'PUT', { url, cookie, payload, headers }: Send) =>
    ctx.app.inject({ method, url, headers: { ...fromApp(cookie), ...headers }, payload });

  function keepCookies(setCookie: string | string[] | undefined) {
    const cookie = cookieFrom(setCookie);
    handedOut.push(...cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1)));
    return cookie;
  }

  async function mailLink(subject: RegExp) {
    const mail = (await readOutboxMails(outboxDirectory(ctx.dataDir))).find(
      (candidate) => candidate.to === marker.email && subject.test(candidate.subject),
    );
    const link = new URL(mail?.links[0] ?? '');
    const token = link.searchParams.get('token') ?? link.pathname.split('/').pop() ?? '';
    handedOut.push(token);
    return { url: `${link.pathname}${link.search}`, token };
  }

  async function signUp(email: string, name: string) {
    const response = await write('POST', {
      url: '/api/accounts/signup',
      payload: signupRequest({ email, password: marker.password, name }),
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json() as { user: { id: string; profileId: string } };
    return { cookie: keepCookies(response.headers['set-cookie']), ...user };
  }

  it('hold no email, password, name, bio, message, file name, cookie or token', async () => {
    const odalys = await signUp(marker.email, marker.name);
    const barnaby = await signUp(marker.peerEmail, marker.peerName);

    const wrong = await write('POST', {
      url: '/api/auth/sign-in/email',
      payload: { email: marker.email, password: `${marker.password}-typo` },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await get(await mailLink(/^Verify/))).statusCode).toBe(302);

    const resetAsked = await write('POST', {
      url: '/api/auth/request-password-reset',
      payload: { email: marker.email, redirectTo: '/reset-password' },
    });
    expect(resetAsked.statusCode).toBe(200);
    const resetLink = await mailLink(/^Reset/);
    expect((await get(resetLink)).statusCode).toBe(302);
    const reset = await write('POST', {
      url: '/api/auth/reset-password',
      payload: { token: resetLink.token, newPassword: marker.newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await write('POST', {
      url: '/api/auth/sign-in/email',
      payload: { email: marker.email, password: marker.newPassword },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = keepCookies(signedIn.headers['set-cookie']);
    const sessionToken = (signedIn.json() as { token: string }).token;
    handedOut.push(sessionToken);

    const session = await get({
      url: '/api/session',
      cookie,
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(session.json()).toMatchObject({ user: { id: odalys.id } });
    const saved = await write('PUT', {
      url: '/api/profiles/me',
      cookie,
      payload: profileUpdateBody({ name: marker.name, bio: marker.bio }),
    });
    expect(saved.statusCode).toBe(200);
    const image = multipartBody(PNG_1X1, { filename: `${marker.fileName}.png` });
    const uploaded = await write('POST', {
      url: '/api/profiles/me/image',
      cookie,
      headers: { ...image.headers, authorization: `Bearer ${sessionToken}` },
      payload: image.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    await insertConnection(ctx.database.db, {
      senderId: odalys.id,
      receiverId: barnaby.id,
      status: 'accepted',
      createdAt: new Date(),
    });
    const sent = await write('POST', {
      url: `/api/messages/${barnaby.profileId}`,
      cookie,
      payload: { body: marker.message },
    });
    expect(sent.statusCode).toBe(201);

    // Failures: the error handler, unknown paths, a token in the query, wrong bearer tokens.
    const invalid = await write('PUT', {
      url: '/api/profiles/me',
      cookie,
      payload: profileUpdateBody({ name: marker.name, bio: marker.bio, commitment: 'whenever' }),
    });
    expect(invalid.statusCode).toBe(400);
    const query = `token=${marker.queryToken}&email=${encodeURIComponent(marker.email)}`;
    expect((await get({ url: `/api/session?${query}`, cookie })).statusCode).toBe(200);
    expect((await get({ url: `/api/nowhere/${marker.email}` })).statusCode).toBe(404);
    const encoded = `/api/nowhere/${encodeURIComponent(marker.email)}`;
    expect((await get({ url: encoded })).statusCode).toBe(404);
    const bearer = { authorization: `Bearer ${marker.wrongBearer}` };
    expect((await get({ url: '/metrics', headers: bearer })).statusCode).toBe(404);
    const backup = await write('POST', { url: '/api/operations/backup', headers: bearer });
    expect(backup.statusCode).toBe(404);
    expect((await get({ url: '/api/test/error-without-message' })).statusCode).toBe(200);

    // A test that captured nothing would prove nothing.
    expect(log.text()).toContain('/api/messages/');
    expect(log.text()).toContain('Failed query: select $1::int');
    const leaked = [...Object.values(marker), ...handedOut].filter((value) =>
      log.text().includes(value),
    );
    expect(leaked).toEqual([]);
  });
});

describe('a mail the SMTP server refuses', () => {
  // Registered before the app: the server is up when the app is given its address, and stops
  // only once the app has closed.
  let smtp: RefusingSmtpServer;
  beforeAll(async () => {
    smtp = await startRefusingSmtpServer();
  });
  afterAll(() => smtp.close());
  const log = captureLogLines();
  const ctx = useLoggedTestApp(
    { level: 'trace', stream: log.stream },
    { env: () => ({ SMTP_URL: smtp.url }) },
  );

  it('is logged, and its retry job, without the address the refusal quotes', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signup',
      headers: fromApp(),
      payload: signupRequest({ email: marker.email, password: marker.password }),
    });
    expect(response.statusCode).toBe(201);
    await ctx.app.jobs.tick();

    expect(log.text()).toContain('mail not sent; it will be tried again');
    expect(log.text()).toContain('job failed');
    expect(log.text()).toContain('Recipient address rejected');
    expect(log.text()).not.toContain(marker.localPart);
  });
});

describe('request logs in production', () => {
  // Hashed assets under /assets/ are covered in no-personal-data-in-logs.int.test.ts.
  it('have no line for a page of the web app or a file beside it, and one per API request', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-log-pages-'));
    const distDir = path.join(dataDir, 'dist');
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Cofound</title>');
    fs.writeFileSync(
      path.join(distDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const log = captureLogLines();
    const env = loadEnv({
      NODE_ENV: 'production',
      AUTH_SECRET: TEST_AUTH_SECRET,
      APP_URL: TEST_APP_URL,
      WEB_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    const app = await buildApp({ env, database, logger: { level: 'info', stream: log.stream } });
    try {
      for (const url of ['/', '/dashboard', '/reset-password?token=abc', '/favicon.svg']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/assets/gone-1a2b.js' })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const requestLines = log.lines
        .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } })
        .filter((line) => line.req !== undefined)
        .map(({ level, msg, req }) => ({ level, msg, url: req?.url }));
      // One line when the answer is sent, with the path, at info (30).
      expect(requestLines).toEqual([{ level: 30, msg: 'request completed', url: '/api/health' }]);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
