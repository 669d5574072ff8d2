import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, pgliteDirectory } from '../db/client';
import { createBackup } from './backup';
import { removeDirs, tempDir, WHOLE_DUMP_TIMEOUT_MS } from './data-dir-fixtures';
import { restoreBackup } from './restore';

const SEGMENT_NAME = /^[0-9A-F]{24}$/;

function logSegments(dataDir: string): number {
  const wal = path.join(pgliteDirectory(dataDir), 'pg_wal');
  return fs.readdirSync(wal).filter((name) => SEGMENT_NAME.test(name)).length;
}

// PostgreSQL's default keeps up to 1 GB of write-ahead log between checkpoints; a busy embedded
// database's backup carried all of it, and its restore replayed it. Only the embedded database is
// backed up this way, so the PostgreSQL run leaves this out.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the write-ahead log in a backup', () => {
  const dirs: string[] = [];
  afterAll(() => removeDirs(...dirs));

  it(
    'is what the settings keep (64 MB), however much was written before',
    async () => {
      const pglite = createPglite();
      try {
        await pglite.exec('create table churn (n int, filler text)');
        // About 200 MB of log: six segments are left without the settings (fewer rounds leave
        // four or less, and the test could no longer fail).
        for (let round = 0; round < 8; round += 1) {
          await pglite.exec(
            `insert into churn select n, md5(n::text) from generate_series(1, 100000) n;
             truncate churn;`,
          );
        }
        const noUploads = tempDir('backed-up');
        dirs.push(noUploads);
        const archive = await createBackup(pglite, noUploads);
        const restored = path.join(tempDir('restored-log'), 'data');
        dirs.push(path.dirname(restored));
        await restoreBackup(archive, restored);
        expect(logSegments(restored)).toBeLessThanOrEqual(4);
      } finally {
        await pglite.close();
      }
    },
    WHOLE_DUMP_TIMEOUT_MS,
  );
});
