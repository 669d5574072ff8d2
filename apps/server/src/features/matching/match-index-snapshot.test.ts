import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { MatchProfile } from '@cofound/shared/matching/match-score';
import { MatchIndex, type IndexedProfile } from './match-index';
import { loadMatchIndexSnapshot, saveMatchIndexSnapshot } from './match-index-snapshot';
import { noFilters } from './match-index-test-support';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'match-index-snapshot-'));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

const words = [
  'React',
  'sales',
  'Go',
  'Design',
  'ML',
  'Ops',
  ...Array.from({ length: 30 }, (_, i) => `w${i}`),
];
const list = fc.array(fc.constantFrom(...words), { maxLength: 6 });
const matchProfile = fc.record({
  skills: list,
  industry: fc.constantFrom('Technology', 'SaaS', null),
  experience: fc.integer({ min: 0, max: 20 }),
  lookingFor: list,
  startupInterests: list,
  archetype: fc.constantFrom('visionary_ceo', 'growth_hacker', null),
  activityTier: fc.constantFrom(0, 1),
  verified: fc.boolean(),
});
const idOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const operation = fc.oneof(
  fc.record({ upsert: fc.nat(20), profile: matchProfile }),
  fc.record({ remove: fc.nat(20) }),
);

type Operation =
  | {
      upsert: number;
      profile: MatchProfile & { archetype: string | null; activityTier: number; verified: boolean };
    }
  | { remove: number };

function apply(index: MatchIndex, operations: Operation[]) {
  for (const step of operations) {
    if ('remove' in step) index.remove(idOf(step.remove));
    else {
      const profile: IndexedProfile = {
        ...step.profile,
        id: idOf(step.upsert),
        userId: `u${step.upsert}`,
        updatedAt: new Date(step.upsert),
      };
      index.upsert(profile);
    }
  }
}

/** The whole ranking, and the verified profiles' alone (the column only a filter reads). */
const ranking = (index: MatchIndex, viewer: MatchProfile) =>
  [false, true].map((verifiedOnly) =>
    index.rank({
      viewer,
      excludeProfileIds: [],
      filters: { ...noFilters, verifiedOnly },
      after: null,
      limit: 50,
    }),
  );

describe('match index snapshots', () => {
  it('restore an index that ranks, versions and changes as the saved one', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { maxLength: 60 }),
        fc.array(operation, { maxLength: 20 }),
        matchProfile,
        async (before, after, viewer) => {
          const saved = new MatchIndex();
          apply(saved, before);
          const file = path.join(directory, `snapshot-${(run += 1)}`);
          await saveMatchIndexSnapshot(file, saved, 1234);
          const loaded = await loadMatchIndexSnapshot(file);
          expect(loaded?.asOf).toBe(1234);
          const restored = loaded!.index;
          expect(restored.size).toBe(saved.size);
          for (let i = 0; i <= 20; i += 1) {
            expect(restored.versionOf(idOf(i))).toBe(saved.versionOf(idOf(i)));
          }
          expect(ranking(restored, viewer)).toEqual(ranking(saved, viewer));
          // Both go on the same way: slot reuse, new items and bits after the restore.
          apply(saved, after);
          apply(restored, after);
          expect(ranking(restored, viewer)).toEqual(ranking(saved, viewer));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is null when there is no snapshot', async () => {
    expect(await loadMatchIndexSnapshot(path.join(directory, 'missing'))).toBeNull();
  });
});
