import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { createMatching } from '../../apps/server/src/features/matching';
import { runSql } from '../lib/sql';
import { decidersSql, loadViewers, sessionUser, type Viewer } from './viewers';

const DECISIONS_PER_DECIDER = 200;
/** Of a viewer's decisions, this many are on their own best matches (worked through the deck). */
const DECK_DECISIONS = 100;

/**
 * ~200 match decisions for each of 1,000 members (DECIDERS x DECISIONS_PER_DECIDER), the
 * querying viewers included: random profiles (about 2 in 5 liked), and for each viewer half of
 * them on their own top 100 (found by a throwaway matching service, as if they had swiped through
 * the deck), so that exclusions knock the best candidates out of the measured rankings.
 */
export async function seedDecisions(handle: DatabaseHandle, n: number) {
  const viewers = await loadViewers(handle, n);
  const viewerIds = viewers.map((viewer) => `'${viewer.userId}'`).join(', ');
  await runSql(
    handle,
    `insert into match_decisions (user_id, profile_id, liked, score, created_at, updated_at)
     select user_id, md5('p' || t)::uuid, random() + 0 * t < 0.4,
       round((random() + 0 * t)::numeric, 4)::float8, now() - interval '1 day', now() - interval '1 day'
     from (
       select user_id, t, quota, row_number() over (partition by user_id order by min(i)) as r
       from (
         select 'bench-' || d.g as user_id, d.g, i, 1 + floor(random() * ${n} + 0 * i)::int as t,
           case when 'bench-' || d.g in (${viewerIds})
             then ${DECISIONS_PER_DECIDER - DECK_DECISIONS} else ${DECISIONS_PER_DECIDER} end as quota
         from (${decidersSql(n)}) as d, generate_series(1, ${DECISIONS_PER_DECIDER + 50}) as i
       ) as drawn
       where t <> g
       group by user_id, t, quota
     ) as picked
     where r <= quota`,
  );
  await seedDeckDecisions(handle, viewers);
  await runSql(handle, 'analyze');
}

async function seedDeckDecisions(handle: DatabaseHandle, viewers: Viewer[]) {
  const matching = createMatching({
    db: handle.db,
    realtime: { publish: async () => undefined },
    log: { error: () => undefined },
  });
  for (const viewer of viewers) {
    const user = sessionUser(viewer);
    const first = await matching.recommendations(user, { limit: 50 });
    const second = first.nextCursor
      ? await matching.recommendations(user, { limit: 50, cursor: first.nextCursor })
      : { items: [] };
    const top = [...first.items, ...second.items].slice(0, DECK_DECISIONS);
    if (top.length === 0) continue;
    const rows = top.map(
      (card, i) => sql`(${viewer.userId}, ${card.id}::uuid, ${i % 3 === 0}, ${card.score})`,
    );
    await handle.db.execute(
      sql`insert into match_decisions (user_id, profile_id, liked, score) values ${sql.join(rows, sql`, `)}`,
    );
  }
}
