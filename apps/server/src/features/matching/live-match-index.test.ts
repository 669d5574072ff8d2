import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLiveMatchIndex } from './live-match-index';
import type { IndexedProfile } from './match-index';
import type { ChangedProfile } from './matching.repository';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'live-match-index-'));
const indexes: ReturnType<typeof createLiveMatchIndex>[] = [];
afterAll(async () => {
  // A verified index saves itself again after a test has seen it verified: wait for those saves
  // (each save queues behind the one running) before the directory goes.
  await Promise.allSettled(indexes.map((live) => live.saveSnapshot()));
  fs.rmSync(directory, { recursive: true, force: true });
});

function liveIndex(...args: Parameters<typeof createLiveMatchIndex>) {
  const live = createLiveMatchIndex(...args);
  indexes.push(live);
  return live;
}

const profile = (n: number, updatedAt = 1000): IndexedProfile => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: `user-${n}`,
  skills: ['Go'],
  industry: 'SaaS',
  experience: n,
  lookingFor: [],
  startupInterests: [],
  archetype: null,
  activityTier: 0,
  verified: false,
  updatedAt: new Date(updatedAt),
});

/** A profiles table in memory: the rows, and those changed since the last clock. */
function fakeDatabase(rows: IndexedProfile[]) {
  const table = new Map(rows.map((row) => [row.id, row]));
  let changed: ChangedProfile[] = [];
  let clock = 10_000;
  const sorted = () => [...table.values()].sort((a, b) => a.id.localeCompare(b.id));
  const database = {
    table,
    change(rows: ChangedProfile[]) {
      changed = rows;
      for (const row of rows) {
        if (row.active) table.set(row.id, row);
        else table.delete(row.id);
      }
    },
    /** Runs before indexedAmong answers (with the rows it read): a write landing meanwhile. */
    beforeAnswer: async () => {},
    repository: {
      loadActiveProfiles: vi.fn(async (each: (rows: IndexedProfile[]) => void | Promise<void>) => {
        const asOf = new Date((clock += 1));
        await each(sorted());
        return { asOf, pageMs: [1] };
      }),
      profilesChangedSince: vi.fn(async () => ({ rows: changed, asOf: new Date((clock += 1)) })),
      indexedVersions: vi.fn(
        async (each: (rows: { id: string; updatedAt: Date }[]) => void | Promise<void>) => {
          const rows = sorted().map(({ id, updatedAt }) => ({ id, updatedAt }));
          // Two pages, as the repository hands them.
          await each(rows.slice(0, 2));
          await each(rows.slice(2));
        },
      ),
      indexedAmong: vi.fn(async (ids: string[]) => {
        const rows = ids.flatMap((id) => table.get(id) ?? []);
        await database.beforeAnswer();
        return rows;
      }),
      indexedIdsAmong: vi.fn(async (ids: string[]) => new Set(ids.filter((id) => table.has(id)))),
    },
  };
  return database;
}

let snapshots = 0;

/** Saves a snapshot of an index loaded from these rows in a new file; answers its path. */
async function saveSnapshotOf(rows: IndexedProfile[]) {
  const snapshotFile = path.join(directory, `match-index-${(snapshots += 1)}.snapshot`);
  const live = liveIndex(fakeDatabase(rows).repository, { snapshotFile });
  expect((await live.fresh()).size).toBe(rows.length);
  expect(live.status()).toMatchObject({ loadedFrom: 'database', checked: true });
  await live.saveSnapshot();
  return snapshotFile;
}

describe('LiveMatchIndex snapshots', () => {
  it('restores the saved index, catches it up, then checks it against the database', async () => {
    const snapshotFile = await saveSnapshotOf([
      profile(1),
      profile(2),
      profile(3),
      profile(5, 3000),
    ]);

    // While down: profile 4 joins (seen by the catch-up); profile 2 is deleted and profile 5 is
    // back at an earlier version (a restored database), which the catch-up cannot see; profile 6
    // is in the database with an old updated_at but not in the snapshot.
    const second = fakeDatabase([profile(1), profile(3), { ...profile(5, 2000), experience: 9 }]);
    second.change([{ ...profile(4, 20_000), active: true }]);
    second.table.set(profile(6).id, profile(6, 500));
    const after = liveIndex(second.repository, { snapshotFile });
    const restored = await after.fresh();
    // The check runs in turns of its own, after this answer: not yet checked.
    expect(after.status()).toMatchObject({ loadedFrom: 'snapshot', checked: false });
    expect(restored.has(profile(2).id)).toBe(true);
    expect(restored.has(profile(4).id)).toBe(true);

    await vi.waitFor(() => expect(after.status()).toMatchObject({ verified: true, checked: true }));
    const verified = await after.fresh();
    expect(verified.has(profile(2).id)).toBe(false);
    expect([1, 3, 4, 5, 6].every((n) => verified.has(profile(n).id))).toBe(true);
    expect(verified.versionOf(profile(5).id)).toBe(2000);
    expect(verified.versionOf(profile(6).id)).toBe(500);
    expect(verified.size).toBe(5);
    expect(second.repository.loadActiveProfiles).not.toHaveBeenCalled();
  });

  it('keeps a write the catch-up applied while the check read an older row', async () => {
    const snapshotFile = await saveSnapshotOf([profile(1), profile(2, 3000)]);
    const database = fakeDatabase([profile(1), profile(2, 2000)]);
    const live = liveIndex(database.repository, { snapshotFile });
    database.beforeAnswer = async () => {
      database.beforeAnswer = async () => {};
      database.change([{ ...profile(2, 40_000), active: true }]);
      await live.fresh();
    };
    const index = await live.fresh();
    await vi.waitFor(() => expect(live.status().verified).toBe(true));
    // Read without another catch-up, which would apply the write again.
    expect(index.versionOf(profile(2).id)).toBe(40_000);
  });

  it('saves on close, and never after: a load that ends later writes nothing', async () => {
    const snapshotFile = path.join(directory, 'closed', 'match-index.snapshot');
    const database = fakeDatabase([profile(1)]);
    let finishLoad = () => {};
    const loadStarted = new Promise<void>((started) => {
      database.repository.loadActiveProfiles.mockImplementationOnce(async (each) => {
        started();
        await new Promise<void>((resolve) => (finishLoad = resolve));
        await each([profile(1)]);
        return { asOf: new Date(20_000), pageMs: [1] };
      });
    });
    const live = liveIndex(database.repository, { snapshotFile });
    const loaded = live.fresh();
    await loadStarted;
    await live.close(); // nothing loaded yet: nothing to save
    finishLoad();
    expect((await loaded).size).toBe(1);
    await live.saveSnapshot();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(path.dirname(snapshotFile))).toBe(false);

    const open = liveIndex(fakeDatabase([profile(1)]).repository, { snapshotFile });
    await open.fresh();
    await open.close();
    expect(fs.existsSync(snapshotFile)).toBe(true);
  });

  it('reads the database when the snapshot file is missing', async () => {
    const database = fakeDatabase([profile(1)]);
    const live = liveIndex(database.repository, {
      snapshotFile: path.join(directory, 'none', 'match-index.snapshot'),
    });
    expect((await live.fresh()).size).toBe(1);
    expect(live.status().loadedFrom).toBe('database');
  });
});

describe('LiveMatchIndex catch-ups', () => {
  /** Holds the next catch-up after it read the table, until `release()`. */
  function holdNextCatchUp(database: ReturnType<typeof fakeDatabase>) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const reading = new Promise<void>((resolve) => (started = resolve));
    database.repository.profilesChangedSince.mockImplementationOnce(async () => {
      const rows = [...database.table.values()].map((row) => ({ ...row, active: true }));
      started();
      await held;
      return { rows, asOf: new Date(30_000) };
    });
    return { reading, release };
  }

  it('has the rankings asked while a catch-up reads share the one queued behind it', async () => {
    const database = fakeDatabase([profile(1)]);
    const live = liveIndex(database.repository);
    await live.fresh();
    expect(database.repository.profilesChangedSince).toHaveBeenCalledTimes(1);

    const { reading, release } = holdNextCatchUp(database);
    const first = live.fresh();
    await reading;
    const meanwhile = Array.from({ length: 5 }, () => live.fresh());
    release();
    await Promise.all([first, ...meanwhile]);
    expect(database.repository.profilesChangedSince).toHaveBeenCalledTimes(3);
  });

  it('shows a ranking asked after a write that write, even when a catch-up was already reading', async () => {
    const database = fakeDatabase([profile(1)]);
    const live = liveIndex(database.repository);
    await live.fresh();

    const { reading, release } = holdNextCatchUp(database);
    const first = live.fresh();
    await reading;
    // Written after the running catch-up read the table: only a later read can see it.
    database.change([{ ...profile(7, 40_000), active: true }]);
    const afterWrite = live.fresh();
    release();
    await first;
    expect((await afterWrite).has(profile(7).id)).toBe(true);
  });
});
