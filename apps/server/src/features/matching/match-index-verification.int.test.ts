import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { fixtureId, insertFounders, userIdOf } from '../../test/founder-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { createLiveMatchIndex } from './live-match-index';
import { createMatchingRepository } from './matching.repository';
import { activeFounders, founders } from './matching-test-support';

/** A restart on a saved snapshot, against a real database. */
describe('the match index restored from its snapshot', () => {
  let handle: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-match-snapshot-'));
  const snapshotFile = path.join(dataDir, 'match-index.snapshot');

  beforeAll(async () => {
    handle = await createTestDatabase();
    await insertFounders(handle.db, founders);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands every indexed profile over in id order, a page at a time', async () => {
    const pages: string[][] = [];
    await createMatchingRepository(handle.db).indexedVersions((rows) => {
      pages.push(rows.map((row) => row.id));
    }, 3);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 3, 1]);
    expect(pages.flat()).toEqual(activeFounders.map((founder) => founder.id));
  });

  it('drops a profile deleted while the server was down', async () => {
    const repository = createMatchingRepository(handle.db);
    const before = createLiveMatchIndex(repository, { snapshotFile });
    expect((await before.fresh()).size).toBe(activeFounders.length);
    await before.saveSnapshot();

    // Deleted outright: no row is left for the updated_at catch-up to see.
    const deleted = fixtureId(2);
    await handle.db.delete(users).where(eq(users.id, userIdOf(deleted)));
    const left = await handle.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.id, [deleted]));
    expect(left).toEqual([]);

    const after = createLiveMatchIndex(repository, { snapshotFile });
    const restored = await after.fresh();
    expect(after.status().loadedFrom).toBe('snapshot');
    await vi.waitFor(() => expect(after.status().verified).toBe(true));
    expect(restored.has(deleted)).toBe(false);
    expect(restored.size).toBe(activeFounders.length - 1);
  });
});
