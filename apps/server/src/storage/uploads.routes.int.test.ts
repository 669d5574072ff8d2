import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { createLocalStorage } from './local-storage';

describe('GET /api/uploads/* on the local backend', () => {
  const ctx = useTestApp();
  const video = randomBytes(65_537);
  const key = 'profile-1/1700000000000-0123456789abcdef.webm';
  const url = `/api/uploads/${key}`;
  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers });

  beforeAll(async () => {
    // The folder the app serves from by default (DATA_DIR/uploads).
    await createLocalStorage(path.join(ctx.dataDir, 'uploads')).put(key, video);
  });

  it('answers 200 with the whole file, its type, and that it takes ranges', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['content-range']).toBeUndefined();
    expect(Buffer.compare(response.rawPayload, video)).toBe(0);
  });

  it.each([
    ['bytes=0-0', 0, 0],
    ['bytes=0-1023', 0, 1023],
    ['bytes=1000-40000', 1000, 40_000],
    ['bytes=65536-65536', 65_536, 65_536],
    ['bytes=60000-', 60_000, 65_536],
    ['bytes=60000-999999', 60_000, 65_536],
    ['bytes=-100', 65_437, 65_536],
    ['bytes=-999999', 0, 65_536],
  ])('answers %s with 206 and exactly bytes %i-%i', async (range, start, end) => {
    const response = await get({ range });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-range': `bytes ${start}-${end}/${video.length}`,
      'content-length': String(end - start + 1),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(response.rawPayload, video.subarray(start, end + 1))).toBe(0);
  });

  it.each(['bytes=65537-', 'bytes=70000-80000', 'bytes=-0'])(
    'answers %s, past the end, with 416 and the size',
    async (range) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.rawPayload.length).toBe(0);
    },
  );

  it.each(['bytes=0-1,5-6', 'bytes=9-2', 'items=0-1', 'bytes=x'])(
    'answers %s, a range it does not take, with the whole file',
    async (range) => {
      const response = await get({ range });
      expect(response.statusCode).toBe(200);
      expect(Buffer.compare(response.rawPayload, video)).toBe(0);
    },
  );

  it("answers HEAD with the GET's headers and no body", async () => {
    const whole = await get({}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(video.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(0);
    const part = await get({ range: 'bytes=10-19' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
    expect(part.headers['content-length']).toBe('10');
    expect(part.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file it does not hold, or of a type it does not serve', async () => {
    for (const missing of ['profile-1/missing.webm', 'profile-1/x.svg', 'profile-1/x']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/uploads/${missing}`,
        headers: { range: 'bytes=0-1' },
      });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});
