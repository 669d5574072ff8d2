import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle, type DbOrTx } from '../db/client';
import { users } from '../db/schema';

/** A new empty directory under the system's temporary one; remove it with removeDirs. */
export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `cofound-${label}-`));
}

export function removeDirs(...dirs: string[]) {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

export async function countUsers(db: DbOrTx): Promise<number> {
  return (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`))[0]!.n;
}

export async function insertUsers(db: DbOrTx, prefix: string, n: number) {
  await db.insert(users).values(
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}-${i}`,
      name: `Member ${i}`,
      email: `${prefix}-${i}@example.com`,
    })),
  );
}

/** Opens a restored data dir's database, hands it to `read`, and closes it. */
export async function readDataDir<T>(
  dataDir: string,
  read: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await read(handle);
  } finally {
    await handle.close();
  }
}

/**
 * For a test that dumps or restores a whole database: seconds on an idle machine, many times that
 * while the other test worker loads both cores.
 */
export const WHOLE_DUMP_TIMEOUT_MS = 120_000;
