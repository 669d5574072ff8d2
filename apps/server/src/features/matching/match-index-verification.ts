import type { MatchIndex } from './match-index';
import type { MatchingRepository } from './matching.repository';

/**
 * Rows per query, with a yield after each: the pass runs beside requests, and on the embedded
 * database a request's query that arrives while a page is read waits for it.
 */
const VERSION_PAGE = 250;
/** Ids per lookup of profiles the pass did not see. */
const LOOKUP_BATCH = 2000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function take(ids: Iterator<string>, count: number): string[] {
  const batch: string[] = [];
  for (let next = ids.next(); !next.done; next = ids.next()) {
    batch.push(next.value);
    if (batch.length === count) break;
  }
  return batch;
}

/**
 * Brings an index restored from a snapshot in line with the database, in the background: reads
 * every indexed profile's id and updated_at (two small columns, so each page decodes quickly),
 * re-reads the rows whose version differs from the index's or that it lacks, and, when the
 * index holds profiles the pass did not see, looks them up and drops those no longer indexed.
 * That covers what the updated_at catch-up cannot see: profiles deleted while the server was
 * down, and a database restored to an earlier state. Writes that the catch-up applies meanwhile
 * win: a row is replaced only if its version is still the one compared.
 */
export async function verifyAgainstDatabase(
  index: MatchIndex,
  repository: Pick<MatchingRepository, 'indexedVersions' | 'indexedAmong' | 'indexedIdsAmong'>,
): Promise<{ reread: number; dropped: number }> {
  let seen = 0;
  let reread = 0;
  let dropped = 0;
  await repository.indexedVersions(async (rows) => {
    const differing = new Map<string, number | null>();
    for (const row of rows) {
      const version = index.versionOf(row.id);
      if (version !== null) seen += 1;
      if (version !== row.updatedAt.getTime()) differing.set(row.id, version);
    }
    for (const row of await repository.indexedAmong([...differing.keys()])) {
      const compared = differing.get(row.id);
      if (index.versionOf(row.id) !== compared) continue;
      index.upsert(row);
      reread += 1;
      if (compared === null) seen += 1;
    }
    await nextTurn();
  }, VERSION_PAGE);
  if (index.size <= seen) return { reread, dropped };
  const ids = index.profileIds();
  for (let batch = take(ids, LOOKUP_BATCH); batch.length > 0; batch = take(ids, LOOKUP_BATCH)) {
    const indexed = await repository.indexedIdsAmong(batch);
    for (const id of batch) {
      if (indexed.has(id)) continue;
      index.remove(id);
      dropped += 1;
    }
    await nextTurn();
  }
  return { reread, dropped };
}
