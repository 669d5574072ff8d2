import { MatchIndex } from './match-index';
import type { ChangedProfile, MatchingRepository } from './matching.repository';

/**
 * How far back each catch-up looks before the last database clock it saw. A profile write whose
 * transaction takes longer than this to commit after the row was written would be missed (the
 * trigger of migration 0004 stamps updated_at at write time).
 */
const CATCH_UP_WINDOW_MS = 2 * 60_000;

export type LiveMatchIndex = {
  /** The index, loaded on first use and caught up with every profile write since. */
  fresh(): Promise<MatchIndex>;
  /** Drops a profile the database no longer shows (deleted, or status changed under us). */
  forget(profileId: string): void;
  /** Whether it is loaded, and the database time it last caught up to (ms, 0 before). */
  status(): { loaded: boolean; caughtUpAt: number };
};

/**
 * Keeps a MatchIndex in step with the profiles table on this and every other instance: each
 * ranking first reads the rows written since the last look (an index range scan on updated_at,
 * usually empty), so a member always ranks against what the database holds now.
 */
export function createLiveMatchIndex(
  repository: Pick<MatchingRepository, 'loadActiveProfiles' | 'profilesChangedSince'>,
): LiveMatchIndex {
  const index = new MatchIndex();
  let loading: Promise<void> | null = null;
  let loaded = false;
  let seenAt = 0;

  function apply(rows: ChangedProfile[]) {
    for (const row of rows) {
      if (!row.active) index.remove(row.id);
      else if (index.versionOf(row.id) !== row.updatedAt.getTime()) index.upsert(row);
    }
  }

  function load(): Promise<void> {
    loading ??= repository.loadActiveProfiles().then(
      ({ rows, asOf }) => {
        for (const row of rows) index.upsert(row);
        seenAt = asOf.getTime();
        loaded = true;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  return {
    async fresh() {
      await load();
      const { rows, asOf } = await repository.profilesChangedSince(
        new Date(seenAt - CATCH_UP_WINDOW_MS),
      );
      apply(rows);
      seenAt = Math.max(seenAt, asOf.getTime());
      return index;
    },
    forget: (profileId) => index.remove(profileId),
    status: () => ({ loaded, caughtUpAt: seenAt }),
  };
}
