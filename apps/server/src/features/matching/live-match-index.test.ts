import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLiveMatchIndex } from './live-match-index';
import type { IndexedProfile } from './match-index';
import type { ChangedProfile } from './matching.repository';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'live-match-index-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

const profile = (n: number, updatedAt = 1000): IndexedProfile => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  userId: `user-${n}`,
  skills: ['Go'],
  industry: 'SaaS',
  experience: n,
  lookingFor: [],
  startupInterests: [],
  archetype: null,
  updatedAt: new Date(updatedAt),
});

/** A profiles table in memory: the rows, and those changed since the last clock. */
function fakeDatabase(rows: IndexedProfile[]) {
  const table = new Map(rows.map((row) => [row.id, row]));
  let changed: ChangedProfile[] = [];
  let clock = 10_000;
  return {
    table,
    change(rows: ChangedProfile[]) {
      changed = rows;
      for (const row of rows) {
        if (row.active) table.set(row.id, row);
        else table.delete(row.id);
      }
    },
    repository: {
      loadActiveProfiles: vi.fn(async (each: (rows: IndexedProfile[]) => void | Promise<void>) => {
        const asOf = new Date((clock += 1));
        await each([...table.values()]);
        return { asOf, pageMs: [1] };
      }),
      profilesChangedSince: vi.fn(async () => ({ rows: changed, asOf: new Date((clock += 1)) })),
    },
  };
}

describe('LiveMatchIndex snapshots', () => {
  it('restores the saved index, catches it up, then swaps in a full read', async () => {
    const snapshotFile = path.join(directory, 'match-index.snapshot');
    const first = fakeDatabase([profile(1), profile(2), profile(3)]);
    const before = createLiveMatchIndex(first.repository, { snapshotFile });
    expect((await before.fresh()).size).toBe(3);
    expect(before.status().loadedFrom).toBe('database');
    await before.saveSnapshot();

    // While down: profile 4 joins (seen by the catch-up), profile 2 is deleted (not seen by it).
    const second = fakeDatabase([profile(1), profile(3)]);
    second.change([{ ...profile(4, 20_000), active: true }]);
    const after = createLiveMatchIndex(second.repository, { snapshotFile });
    const restored = await after.fresh();
    expect(after.status().loadedFrom).toBe('snapshot');
    expect(restored.has(profile(2).id)).toBe(true);
    expect(restored.has(profile(4).id)).toBe(true);

    await vi.waitFor(() => expect(after.status().rebuilt).toBe(true));
    const rebuilt = await after.fresh();
    expect(rebuilt.has(profile(2).id)).toBe(false);
    expect([1, 3, 4].every((n) => rebuilt.has(profile(n).id))).toBe(true);
  });

  it('reads the database when the snapshot file is missing', async () => {
    const database = fakeDatabase([profile(1)]);
    const live = createLiveMatchIndex(database.repository, {
      snapshotFile: path.join(directory, 'none', 'match-index.snapshot'),
    });
    expect((await live.fresh()).size).toBe(1);
    expect(live.status().loadedFrom).toBe('database');
  });
});
