import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { TEST_APP_URL } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-compression-'));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-compression-web-'));
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDir, { recursive: true, force: true });
});

const script = `console.log(${JSON.stringify('cofound '.repeat(400))});\n`;
/** A built web app as the build leaves it: a script with its brotli and gzip copies. */
function writeWebBuild() {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Cofound</title>');
  const file = path.join(webDir, 'assets', 'app-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
}

const big = { members: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Member ${i}` })) };

describe('compressed answers', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    writeWebBuild();
    database = await createTestDatabase();
    app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        APP_URL: TEST_APP_URL,
        WEB_DIST_DIR: webDir,
        LOG_LEVEL: 'silent',
      }),
      database,
      logger: false,
    });
    app.get('/api/test/big', { config: { access: 'public' } }, async () => big);
    app.get('/api/test/small', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/api/auth/test/big', { config: { access: 'public' } }, async () => big);
    app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => request.body);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends JSON above the threshold in brotli or gzip, as the client accepts', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await get('/api/test/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 3);

    const gzip = await get('/api/test/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('sends small answers, and answers to clients that accept no encoding, as they are', async () => {
    const small = await get('/api/test/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const plain = await get('/api/test/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
  });

  it('never compresses sign-in answers', async () => {
    const answer = await get('/api/auth/test/big', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual(big);
  });

  it('does not decompress request bodies', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        origin: TEST_APP_URL,
      },
      payload: zlib.gzipSync(JSON.stringify({ name: 'Ada' })),
    });
    expect(answer.statusCode).toBe(400);
  });

  it("serves the build's precompressed copy of a web asset", async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
