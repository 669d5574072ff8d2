import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { buildTestAppWithDataDir, signUpMember, TEST_APP_URL } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

const TOKEN = 'metrics-token-for-tests-0123';

describe('operations: readiness, metrics and request ids', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = await buildTestAppWithDataDir(database, { METRICS_TOKEN: TOKEN }));
    ({ cookie } = await signUpMember(app, { email: 'ops@example.com' }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is not ready until its match index is loaded, then ready', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toEqual({
      status: 'not_ready',
      checks: { database: true, realtime: true, matchIndex: false },
    });
    await app.inject({ method: 'GET', url: '/api/matching/recommendations', headers: { cookie } });
    const after = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json().status).toBe('ready');
  });

  it('serves Prometheus metrics to the holder of METRICS_TOKEN only', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer wrong-token-wrong-token' },
    });
    expect(wrong.statusCode).toBe(404);
    const scraped = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    for (const name of [
      'cofound_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/ready"',
      'cofound_realtime_sockets 0',
      'cofound_match_index_age_seconds',
      'cofound_match_index_checked',
      'process_cpu_user_seconds_total',
    ]) {
      expect(scraped.body).toContain(name);
    }
  });

  it('names every answer with a request id, keeping a sane one a proxy sent', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/session' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const relayed = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'lb-0123456789' },
    });
    expect(relayed.statusCode).toBe(404);
    expect(relayed.headers['x-request-id']).toBe('lb-0123456789');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-request-id': 'x\r\ninjected: yes' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('log lines', () => {
  it('carry the request id (the one the answer names) and no query values', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-log-lines-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      WEB_DIST_DIR: '',
      DATA_DIR: dataDir,
    });
    // At debug, where the lines of a request that went well are (http/request-logs.ts).
    const app = await buildApp({ env, database, logger: { level: 'debug', stream } });
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/session?token=abc-secret-123' });
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const id = response.headers['x-request-id'] as string;
    const ofRequest = lines.map((line) => JSON.parse(line)).filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // Query values (tokens, codes, searches) never reach a log line.
    expect(lines.join('')).not.toContain('abc-secret-123');
    expect(ofRequest.map((line) => line.req.url)).toEqual(Array(2).fill('/api/session?token=…'));
  });
});
