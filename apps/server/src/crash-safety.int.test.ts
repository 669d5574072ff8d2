import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { runCrashRun, type CrashTarget } from './test/fault/crash-run';
import { fillWithMigratedDatabase } from './test/migrated-data-dir';
import { createTestDatabase } from './test/test-database';

/**
 * The short form of the crash benchmark (`npm run bench -- crash` runs 20 kills): the real
 * server, SIGKILLed under write load and restarted, loses no acknowledged write and leaves
 * nothing half-done, on the database this run uses.
 */
describe('SIGKILL under write load', () => {
  let database: DatabaseHandle | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-crash-test-'));
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write and leaves nothing half-done', async () => {
    let target: CrashTarget = { kind: 'pglite', dataDir };
    if (process.env.TEST_DATABASE_URL) {
      database = await createTestDatabase();
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      target = { kind: 'postgres', url: database.connectionString };
    } else {
      await fillWithMigratedDatabase(dataDir);
    }
    const result = await runCrashRun({
      target,
      kills: 3,
      clients: 4,
      upMs: [400, 1_200],
      minAcknowledged: 21,
    });
    expect(result.acknowledged).toBeGreaterThan(20);
    expect(result.lost).toEqual([]);
    expect(result.halfDone).toEqual([]);
    for (const ms of result.recoveryMs) expect(ms).toBeLessThan(15_000);
  }, 240_000);
});
