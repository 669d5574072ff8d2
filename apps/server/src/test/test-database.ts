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
  const reused = idlePglites.pop();
  if (reused) {
    await emptyEveryTable(reused);
    return released(reused);
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshotPath'));
  const pglite = createPglite(undefined, { loadDataDir: new Blob([snapshot]) });
  return released(await openDatabase({ kind: 'pglite', pglite }));
}

/**
 * Closed PGlite test databases, kept for the worker's next file (the integration project shares
 * modules between the files of a worker). Loading the migrated snapshot into a new PGlite takes
 * about 2 s; emptying the tables of a used one a fraction of that. The migrations leave every
 * table empty, so an emptied database is the migrated one again.
 */
const idlePglites: Extract<DatabaseHandle, { kind: 'pglite' }>[] = [];

/** The handle's close() hands the database back for reuse instead of ending it. */
function released(handle: DatabaseHandle): DatabaseHandle {
  if (handle.kind !== 'pglite') return handle;
  const reusable = { ...handle };
  let closed = false;
  return {
    ...handle,
    close: async () => {
      if (closed) return;
      closed = true;
      if (reusable.pglite.closed) return;
      idlePglites.push(reusable);
    },
  };
}

async function emptyEveryTable(handle: Extract<DatabaseHandle, { kind: 'pglite' }>) {
  const { rows } = await handle.pglite.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await handle.pglite.exec(
    `truncate table ${rows.map((row) => row.name).join(', ')} restart identity cascade`,
  );
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
