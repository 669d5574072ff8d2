import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pictureUrl } from '@cofound/shared/profiles/picture-sizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { memberKit } from '../test/member-kit';
import { buildTestAppWithDataDir, fromApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { JPEG_BYTES, multipartBody, PNG_1X1 } from '../test/upload-fixtures';
import { createS3Storage } from './s3-storage';
import { startS3TestServer, type S3TestServer } from './s3-test-server';
import { describeFileStorageContract } from './storage-contract-test-support';
import { pictureVariantKeys } from './picture-files';
import { uploadKeyFromUrl } from './uploads.routes';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  await server?.close();
});

describeFileStorageContract('S3', () => createS3Storage(server.options));

describe('the app with STORAGE_BACKEND=s3', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  const kit = memberKit({
    get app() {
      return app;
    },
    get database() {
      return database;
    },
  });

  beforeAll(async () => {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey } = server.options;
    database = await createTestDatabase();
    ({ app, dataDir } = await buildTestAppWithDataDir(database, {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: endpoint!,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps profile pictures in the bucket and serves them, whole or in part', async () => {
    const member = await kit.member();
    const upload = (bytes: Uint8Array) => {
      const { payload, headers } = multipartBody(bytes);
      return app.inject({
        method: 'POST',
        url: '/api/profiles/me/image',
        payload,
        headers: { ...headers, ...fromApp(member.cookie) },
      });
    };
    const bucket = createS3Storage(server.options);

    const first = await upload(PNG_1X1);
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().imageUrl;
    expect(await bucket.stat(uploadKeyFromUrl(firstUrl)!)).toEqual({ size: PNG_1X1.length });
    const firstSizes = pictureVariantKeys(uploadKeyFromUrl(firstUrl)!);
    expect(firstSizes).toHaveLength(2);
    for (const key of firstSizes) expect(await bucket.stat(key), key).not.toBeNull();
    const thumb = await app.inject({ method: 'GET', url: pictureUrl(firstUrl, 'thumb') });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const whole = await app.inject({ method: 'GET', url: firstUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-length']).toBe(String(PNG_1X1.length));
    expect(Buffer.compare(whole.rawPayload, PNG_1X1)).toBe(0);

    const part = await app.inject({
      method: 'GET',
      url: firstUrl,
      headers: { range: 'bytes=8-15' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${PNG_1X1.length}`);
    expect(Buffer.compare(part.rawPayload, PNG_1X1.subarray(8, 16))).toBe(0);

    const past = await app.inject({
      method: 'GET',
      url: firstUrl,
      headers: { range: 'bytes=9999-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG_1X1.length}`);

    // A new picture replaces the old one in the bucket too.
    const second = await upload(JPEG_BYTES);
    expect(second.statusCode).toBe(200);
    expect(await bucket.stat(uploadKeyFromUrl(firstUrl)!)).toBeNull();
    for (const key of firstSizes) expect(await bucket.stat(key), key).toBeNull();
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const served = await app.inject({ method: 'GET', url: second.json().imageUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.rawPayload, JPEG_BYTES)).toBe(0);
  });
});
