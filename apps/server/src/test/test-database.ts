import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrlFor } from './database-url';

/**
 * A fresh, migrated database for one test file: PGlite by default, PostgreSQL when the run has
 * TEST_DATABASE_URL. Call close() in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `cofound_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withAdminClient(url, (client) =>
      client.query(`create database ${name} template ${template}`),
    );
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrlFor(url, name),
    });
    const close = handle.close;
    handle.close = async () => {
      await close();
      await withAdminClient(url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
    return handle;
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshotPath'));
  const pglite = createPglite(undefined, { loadDataDir: new Blob([snapshot]) });
  return openDatabase({ kind: 'pglite', pglite });
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
