import { MatchIndex, type IndexedProfile } from './match-index';
import { loadMatchIndexSnapshot, saveMatchIndexSnapshot } from './match-index-snapshot';
import { verifyAgainstDatabase } from './match-index-verification';
import type { ChangedProfile, MatchingRepository } from './matching.repository';

/**
 * How far back each catch-up looks before the last database clock it saw. A profile write whose
 * transaction takes longer than this to commit after the row was written would be missed (the
 * trigger of migration 0004 stamps updated_at at write time).
 */
const CATCH_UP_WINDOW_MS = 2 * 60_000;

export type LiveMatchIndexStatus = {
  loaded: boolean;
  /** The database time it last caught up to (ms, 0 before). */
  caughtUpAt: number;
  /** How the first load went: from a snapshot or the database, in how many ms (0 before). */
  loadedFrom: 'snapshot' | 'database' | null;
  loadMs: number;
  /** Of a load from the database, the ms spent waiting for its pages. */
  loadReadMs: number;
  /** Whether the pass that checks a restored snapshot against the database has finished. */
  verified: boolean;
  /** Whether the index is known to hold what the database holds: read from it, or verified. */
  checked: boolean;
  profiles: number;
  /** Bytes of the index's typed arrays. */
  bytes: number;
};

export type LiveMatchIndex = {
  /** The index, loaded on first use and caught up with every profile write since. */
  fresh(): Promise<MatchIndex>;
  /** Drops a profile the database no longer shows (deleted, or status changed under us). */
  forget(profileId: string): void;
  status(): LiveMatchIndexStatus;
  /** Saves the loaded index to the snapshot file, if there is one. */
  saveSnapshot(): Promise<void>;
  /**
   * Saves the loaded index one last time (on shutdown), then never again: a load or a check
   * that ends later writes nothing, as the data dir may belong to another process by then.
   */
  close(): Promise<void>;
};

/** An index and the database clock it is current to. */
type Current = { index: MatchIndex; seenAt: number };

/**
 * Keeps a MatchIndex in step with the profiles table on this and every other instance: each
 * ranking first waits for a read of the rows written since the last look (an index range scan on
 * updated_at, usually empty) that started after it was asked, so a member always ranks against
 * what the database holds now. Rankings asked at the same time share one read.
 *
 * With `snapshotFile`, a start restores the index saved there (by the last shutdown or load) and
 * catches it up from its clock, which takes seconds where a full read takes much longer; a pass
 * then checks it against the database in the background (match-index-verification.ts), after
 * which it is saved again.
 */
export function createLiveMatchIndex(
  repository: Pick<
    MatchingRepository,
    | 'loadActiveProfiles'
    | 'profilesChangedSince'
    | 'indexedVersions'
    | 'indexedAmong'
    | 'indexedIdsAmong'
  >,
  options: {
    snapshotFile?: string;
    log?: { error: (object: unknown, message: string) => void };
  } = {},
): LiveMatchIndex {
  let current: Current | null = null;
  let loading: Promise<Current> | null = null;
  const status: Omit<
    LiveMatchIndexStatus,
    'loaded' | 'caughtUpAt' | 'checked' | 'profiles' | 'bytes'
  > = {
    loadedFrom: null,
    loadMs: 0,
    loadReadMs: 0,
    verified: false,
  };

  function apply(index: MatchIndex, rows: ChangedProfile[]) {
    for (const row of rows) {
      if (!row.active) index.remove(row.id);
      else if (index.versionOf(row.id) !== row.updatedAt.getTime()) index.upsert(row);
    }
  }

  /** Every active profile from the database into a new index. */
  async function readAll() {
    const index = new MatchIndex();
    const { asOf, pageMs } = await repository.loadActiveProfiles((rows: IndexedProfile[]) => {
      for (const row of rows) index.upsert(row);
    });
    const readMs = pageMs.reduce((sum, ms) => sum + ms, 0);
    return { current: { index, seenAt: asOf.getTime() }, readMs };
  }

  /** Saves one at a time (they share the temporary file). */
  let saving: Promise<void> = Promise.resolve();
  let closed = false;
  function saveSnapshot(): Promise<void> {
    if (closed) return saving;
    const save = async () => {
      if (options.snapshotFile && current) {
        await saveMatchIndexSnapshot(options.snapshotFile, current.index, current.seenAt);
      }
    };
    const run = saving.then(save, save);
    saving = run.catch(() => undefined);
    return run;
  }

  function logFailure(message: string) {
    return (error: unknown) => options.log?.error({ err: error }, message);
  }

  async function verifyBehindSnapshot(state: Current) {
    await verifyAgainstDatabase(state.index, repository);
    status.verified = true;
    await saveSnapshot();
  }

  async function firstLoad(): Promise<Current> {
    const started = performance.now();
    const saved = options.snapshotFile
      ? await loadMatchIndexSnapshot(options.snapshotFile).catch((error: unknown) => {
          logFailure('match index snapshot unreadable, reading the database')(error);
          return null;
        })
      : null;
    if (saved) {
      current = { index: saved.index, seenAt: saved.asOf };
      Object.assign(status, { loadedFrom: 'snapshot', loadMs: performance.now() - started });
      void verifyBehindSnapshot(current).catch(logFailure('match index verification failed'));
      return current;
    }
    const { current: read, readMs } = await readAll();
    current = read;
    Object.assign(status, {
      loadedFrom: 'database',
      loadMs: performance.now() - started,
      loadReadMs: readMs,
    });
    void saveSnapshot().catch(logFailure('match index snapshot not saved'));
    return current;
  }

  /** The catch-up reading now, and the one queued behind it for the rankings that came since. */
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  function startCatchUp(state: Current): Promise<void> {
    const run = (async () => {
      const { rows, asOf } = await repository.profilesChangedSince(
        new Date(state.seenAt - CATCH_UP_WINDOW_MS),
      );
      apply(state.index, rows);
      state.seenAt = Math.max(state.seenAt, asOf.getTime());
    })();
    running = run;
    const settled = () => {
      if (running === run) running = null;
    };
    run.then(settled, settled);
    return run;
  }

  /**
   * Resolves once a catch-up that started after this call has been applied, so a ranking sees
   * every write committed before it was asked for. Rankings that come while a catch-up reads
   * share the one queued behind it: under load one read serves them all, and catch-ups never
   * overlap (an older read applied after a newer one would put back an older version).
   */
  function caughtUpFromNow(state: Current): Promise<void> {
    if (queued) return queued;
    if (!running) return startCatchUp(state);
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return startCatchUp(state);
      });
    return queued;
  }

  function load(): Promise<Current> {
    loading ??= firstLoad().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  return {
    async fresh() {
      const state = await load();
      await caughtUpFromNow(state);
      return state.index;
    },
    forget: (profileId) => current?.index.remove(profileId),
    status: () => ({
      loaded: current !== null,
      caughtUpAt: current?.seenAt ?? 0,
      ...status,
      checked: status.loadedFrom === 'database' || status.verified,
      profiles: current?.index.size ?? 0,
      bytes: current?.index.byteLength ?? 0,
    }),
    saveSnapshot,
    close() {
      const last = saveSnapshot();
      closed = true;
      return last;
    },
  };
}
