import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { PNG_1X1, multipartBody } from '../test/upload-fixtures';
import { fromApp, signUpMember, TEST_AUTH_SECRET } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { RestoreRefusedError, restoreBackup } from './backup';
import { operationsToken } from './operations-token';

// The embedded database only: on PostgreSQL the route answers 409 and points to pg_dump.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backups of the embedded database', () => {
  const ctx = useTestApp();
  const restored = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-restored-'));
  afterAll(() => fs.rmSync(restored, { recursive: true, force: true }));

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

  it('is taken while the server serves, and restores into an empty data dir', async () => {
    const { cookie } = await signUpMember(ctx.app, { email: 'backed-up@example.com' });
    const { payload, headers } = multipartBody(PNG_1X1);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/profiles/me/image',
      payload,
      headers: { ...headers, ...fromApp(cookie) },
    });
    const imageKey = (upload.json() as { imageUrl: string }).imageUrl.replace('/api/uploads/', '');

    const response = await backup(`Bearer ${operationsToken(TEST_AUTH_SECRET)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');

    await restoreBackup(response.rawPayload, restored);
    const copy = await openDatabase({ kind: 'pglite', dataDir: restored });
    const count = async (handle: typeof copy) =>
      (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from users`))[0]!.n;
    expect(await count(copy)).toBe(await count(ctx.database));
    const [member] = await queryRows<{ email: string }>(
      copy.db,
      sql`select email from users where email = 'backed-up@example.com'`,
    );
    expect(member?.email).toBe('backed-up@example.com');
    await copy.close();
    expect(fs.readFileSync(path.join(restored, 'uploads', imageKey))).toEqual(PNG_1X1);
  });

  it('refuses to restore over a data dir that holds anything', async () => {
    const response = await backup(`Bearer ${operationsToken(TEST_AUTH_SECRET)}`);
    await expect(restoreBackup(response.rawPayload, restored)).rejects.toThrow(RestoreRefusedError);
  });
});
