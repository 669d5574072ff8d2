import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3StorageOptions } from './s3-storage';

export type S3TestServer = { options: S3StorageOptions; close(): Promise<void> };

/**
 * An S3-compatible server in this process, on a free loopback port, with one empty bucket; its
 * objects live in a temporary folder removed on close.
 */
export async function startS3TestServer(bucket = 'cofound-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      // The credentials the server checks signatures with.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
