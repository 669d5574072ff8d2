// Migrates one database per integration run; each test file then gets its own copy:
// on PGlite a clone of a dumped data dir (~0.3 s), on PostgreSQL a database made from a template.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { databaseUrlFor } from './database-url';
import { buildTestServerBundle } from '../build/server-bundle';
import { SERVER_BUNDLE_ENV } from './fault/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Workers inherit the environment: the fault tests start the server from this bundle.
  const bundle = await buildTestServerBundle();
  process.env[SERVER_BUNDLE_ENV] = bundle.file;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `cofound_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: databaseUrlFor(url, template),
    });
    await runMigrations(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshotPath', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'cofound\\_t\\_%' or datname = $1`,
        [template],
      );
      for (const row of rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
      bundle.remove();
    };
  }

  const pglite = createPglite();
  const handle = await openDatabase({ kind: 'pglite', pglite });
  await runMigrations(handle);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const snapshotPath = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-snapshot-')),
    'migrated.tar',
  );
  fs.writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('postgresTemplate', '');
  return () => {
    fs.rmSync(path.dirname(snapshotPath), { recursive: true, force: true });
    bundle.remove();
  };
}
