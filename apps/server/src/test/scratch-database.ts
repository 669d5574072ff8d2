import pg from 'pg';
import { databaseUrlFor } from './database-url';

/**
 * Runs `use` with the URL of a new database `name` on the PostgreSQL server at `serverUrl`, and
 * drops the database afterwards, whatever connections `use` left open.
 */
export async function withScratchDatabase<T>(
  serverUrl: string,
  name: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await use(databaseUrlFor(serverUrl, name));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
