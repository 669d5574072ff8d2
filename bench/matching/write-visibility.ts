import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../../apps/server/src/db/client';
import { textArray } from '../../apps/server/src/db/sql-array';
import { roundMs, summarize } from '../lib/stats';
import type { Ranking } from './reference';
import type { Viewer } from './viewers';

/** How long a ranking may go on answering as before a write counts as never seen. */
const GIVE_UP_MS = 5_000;

type Lists = { skills: string[]; looking_for: string[]; startup_interests: string[] };

const setLists = (handle: DatabaseHandle, profileId: string, lists: Lists) =>
  handle.db.execute(sql`update profiles
    set skills = ${textArray(lists.skills)}, looking_for = ${textArray(lists.looking_for)},
      startup_interests = ${textArray(lists.startup_interests)}
    where id = ${profileId}`);

/**
 * matching.write_visible: how long after a profile write commits the rankings of an index that
 * did not make it reflect it (the write goes straight to the database, as another instance's
 * would). Each trial empties the lists of a viewer's best match, which lowers its score, and
 * asks again until the answer changes; then puts the lists back and asks until the answer is the
 * first one again, so the reference rankings still hold. Both waits are timings; a write not seen
 * within 5 s counts in `not_visible`.
 */
export async function measureWriteVisibility(
  handle: DatabaseHandle,
  run: { db: string; profiles: number; viewers: Viewer[] },
  rank: (viewer: Viewer) => Promise<Ranking>,
  trials = 20,
) {
  const times: number[] = [];
  let notVisible = 0;
  const waitUntil = async (viewer: Viewer, seen: (ranking: Ranking) => boolean) => {
    const written = performance.now();
    for (;;) {
      if (seen(await rank(viewer))) return times.push(performance.now() - written);
      if (performance.now() - written > GIVE_UP_MS) return (notVisible += 1);
    }
  };
  const same = (a: Ranking, b: Ranking) =>
    a.length === b.length &&
    a.every((item, i) => item.id === b[i]!.id && item.score === b[i]!.score);

  for (let trial = 0; trial < trials; trial += 1) {
    const viewer = run.viewers[trial % run.viewers.length]!;
    const before = await rank(viewer);
    const best = before[0]!;
    const [lists] = await queryRows<Lists>(
      handle.db,
      sql`select skills, looking_for, startup_interests from profiles where id = ${best.id}`,
    );
    await setLists(handle, best.id, { skills: [], looking_for: [], startup_interests: [] });
    await waitUntil(viewer, (ranking) => !same(ranking, before));
    await setLists(handle, best.id, lists!);
    await waitUntil(viewer, (ranking) => same(ranking, before));
  }
  console.log(
    JSON.stringify({
      bench: 'matching.write_visible',
      profiles: run.profiles,
      db: run.db,
      writes: trials * 2,
      ...summarize(times),
      max_ms: roundMs(Math.max(...times)),
      not_visible: notVisible,
    }),
  );
}
