import type { DatabaseHandle } from '../../apps/server/src/db/client';
import type { BenchDb } from '../lib/settings';
import {
  loadCandidates,
  loadExclusions,
  referenceRanking,
  sameRanking,
  type Candidate,
  type Exclusions,
  type Ranking,
} from './reference';
import type { Scenario } from './scenarios';

/**
 * Compares answers with the reference ranking. The profiles and each viewer's exclusions are
 * read once (the benchmark writes nothing while it measures); each (viewer, scenario) reference
 * is computed once, before any request is timed (`prepare`), and reused by every request that
 * asks the same.
 */
export function createReferenceCheck(handle: DatabaseHandle) {
  let candidates: Promise<Candidate[]> | null = null;
  const exclusions = new Map<string, Promise<Exclusions>>();
  const references = new Map<string, Ranking>();
  let checked = 0;
  let mismatches = 0;

  async function expected(viewerUserId: string, scenario: Scenario): Promise<Ranking> {
    const key = `${viewerUserId} ${scenario.name}`;
    const known = references.get(key);
    if (known) return known;
    candidates ??= loadCandidates(handle.db);
    let excluded = exclusions.get(viewerUserId);
    if (!excluded) {
      excluded = loadExclusions(handle.db, viewerUserId);
      exclusions.set(viewerUserId, excluded);
    }
    const ranking = referenceRanking(
      await candidates,
      viewerUserId,
      await excluded,
      scenario.query,
    );
    references.set(key, ranking);
    return ranking;
  }

  return {
    /**
     * Computes every (viewer, scenario) reference now and lets the profiles' copy go, so that
     * no reference is computed (and none of its garbage collected) while requests are timed.
     */
    async prepare(viewerUserIds: readonly string[], scenarios: readonly Scenario[]) {
      for (const viewerUserId of viewerUserIds) {
        for (const scenario of scenarios) await expected(viewerUserId, scenario);
      }
      candidates = null;
    },
    /** Counts a mismatch (and shows it on stderr) when `actual` is not the reference. */
    async check(viewerUserId: string, scenario: Scenario, via: string, actual: Ranking) {
      const reference = await expected(viewerUserId, scenario);
      checked += 1;
      if (sameRanking(actual, reference)) return;
      mismatches += 1;
      if (mismatches <= 3) {
        console.error(
          `mismatch (${via}, ${scenario.name}, ${viewerUserId}):\n  got      ${JSON.stringify(actual)}\n  expected ${JSON.stringify(reference)}`,
        );
      }
    },
    /** Prints the matching.reference_check line; answers the number of mismatches. */
    report(db: BenchDb, profiles: number): number {
      console.log(
        JSON.stringify({ bench: 'matching.reference_check', profiles, db, checked, mismatches }),
      );
      return mismatches;
    },
  };
}

export type ReferenceCheck = ReturnType<typeof createReferenceCheck>;
