import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pictureVariantKey } from '@cofound/shared/profiles/picture-sizes';
import { queryRows } from '../db/client';
import { PNG_1X1, multipartBody } from '../test/upload-fixtures';
import { fromApp, signUpMember, TEST_AUTH_SECRET } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { createBackup } from './backup';
import {
  countUsers,
  insertUsers,
  readDataDir,
  removeDirs,
  tempDir,
  WHOLE_DUMP_TIMEOUT_MS,
} from './data-dir-fixtures';
import { operationsToken } from './operations-token';
import { restoreBackup } from './restore';

// The live-instance path: the running server's own database answers the backup. The embedded
// database only: on PostgreSQL the route answers 409 and points to pg_dump.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backups of the running server', () => {
  const ctx = useTestApp();
  const restoredDirs: string[] = [];
  afterAll(() => removeDirs(...restoredDirs));
  const emptyDataDir = () => {
    const dir = path.join(tempDir('restored'), 'data');
    restoredDirs.push(path.dirname(dir));
    return dir;
  };

  const backup = (authorization?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/operations/backup',
      headers: { ...fromApp(), ...(authorization ? { authorization } : {}) },
    });

  it('does not exist for anyone without the operations token', async () => {
    expect((await backup()).statusCode).toBe(404);
    expect((await backup('Bearer not-the-token')).statusCode).toBe(404);
  });

  it(
    'is taken while the server serves, and restores into an empty data dir',
    async () => {
      const { cookie } = await signUpMember(ctx.app, { email: 'backed-up@example.com' });
      const { payload, headers } = multipartBody(PNG_1X1);
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/api/profiles/me/image',
        payload,
        headers: { ...headers, ...fromApp(cookie) },
      });
      const imageKey = (upload.json() as { imageUrl: string }).imageUrl.replace(
        '/api/uploads/',
        '',
      );

      const response = await backup(`Bearer ${operationsToken(TEST_AUTH_SECRET)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');

      const restored = emptyDataDir();
      expect(await restoreBackup(response.rawPayload, restored)).toEqual({
        uploads: 3, // the picture and its two sizes
        secret: false, // this app signs with AUTH_SECRET, so there is no generated one to keep
      });
      const countProfiles = sql`select count(*)::int as n from profiles`;
      const live = {
        users: await countUsers(ctx.database.db),
        profiles: (await queryRows<{ n: number }>(ctx.database.db, countProfiles))[0]!.n,
      };
      const copy = await readDataDir(restored, async (handle) => ({
        users: await countUsers(handle.db),
        profiles: (await queryRows<{ n: number }>(handle.db, countProfiles))[0]!.n,
        member: await queryRows<{ email: string }>(
          handle.db,
          sql`select email from users where email = 'backed-up@example.com'`,
        ),
      }));
      expect(copy).toEqual({ ...live, member: [{ email: 'backed-up@example.com' }] });
      expect(fs.readFileSync(path.join(restored, 'uploads', imageKey))).toEqual(PNG_1X1);
      for (const size of ['thumb', 'profile'] as const) {
        const sizeKey = pictureVariantKey(imageKey, size)!;
        expect(fs.existsSync(path.join(restored, 'uploads', sizeKey)), sizeKey).toBe(true);
      }
      expect(fs.readdirSync(restored).sort()).toEqual(['pglite', 'uploads']);
    },
    WHOLE_DUMP_TIMEOUT_MS,
  );

  it(
    'holds whole transactions only, even when taken while they run',
    async () => {
      if (ctx.database.kind !== 'pglite') throw new Error('unreachable');
      const before = await countUsers(ctx.database.db);
      // Each transaction adds two members in two statements and yields between them, as a request
      // awaiting something else would: the dump may land while one is open.
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i += 1) {
          await ctx.database.db.transaction(async (tx) => {
            await insertUsers(tx, `pair-${i}-a`, 1);
            await setImmediatePromise();
            await insertUsers(tx, `pair-${i}-b`, 1);
          });
          await setImmediatePromise();
        }
      })();
      let writerFailed = false;
      writer.catch(() => (writerFailed = true));
      while (!writerFailed && (await countUsers(ctx.database.db)) < before + 10) {
        await setImmediatePromise();
      }
      const archive = await createBackup(ctx.database.pglite, ctx.dataDir);
      writing = false;
      await writer;

      const restored = emptyDataDir();
      await restoreBackup(archive, restored);
      const copied = await readDataDir(restored, (handle) => countUsers(handle.db));
      expect(copied - before).toBeGreaterThanOrEqual(10);
      expect((copied - before) % 2).toBe(0);
      expect(copied).toBeLessThan(await countUsers(ctx.database.db));
    },
    WHOLE_DUMP_TIMEOUT_MS,
  );
});
