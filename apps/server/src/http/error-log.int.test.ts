import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { captureLogLines } from '../test/log-capture';
import { TEST_APP_URL } from '../test/test-app';

const SECRET = 'a bio nobody but its author may read';

describe('error logs', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const log = captureLogLines();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-error-log-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      WEB_DIST_DIR: '',
      DATA_DIR: dataDir,
    });
    app = await buildApp({ env, database, logger: { level: 'error', stream: log.stream } });
    app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
      await database.db.execute(sql`select ${SECRET}::int`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs a failed query without its parameters, and answer 500 without SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('select');
    expect(log.text()).toContain('unhandled error');
    expect(log.text()).toContain('select $1::int');
    expect(log.text()).not.toContain(SECRET);
  });
});
