import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { runSql, withoutSecondaryIndexes } from './sql';

/** BENCH_DECISIONS: how many to seed (fewer for a quick check of the benchmark itself). */
const SEEDED_DECISIONS = Number(process.env.BENCH_DECISIONS ?? 1_000_000);

/** Days the seeded decisions spread over: the 1-year period holds about half of them. */
const DECISION_DAYS = 730;

/**
 * About SEEDED_DECISIONS match decisions among `n` seeded founders (seed-founders.ts): founder g
 * decides on the founders 1..k places before and after them, so most pairs decided both ways,
 * over the last two years, a like likelier the higher the score. Then the accepted connections
 * get an acceptance time after their request, and about 3 in 5 pairs a first message after it.
 */
export async function seedDecisions(handle: DatabaseHandle, n: number) {
  const reach = Math.max(1, Math.min(Math.ceil(SEEDED_DECISIONS / n / 2), Math.floor((n - 1) / 2)));
  await withoutSecondaryIndexes(handle, ['match_decisions'], async () => {
    await runSql(
      handle,
      `insert into match_decisions (user_id, profile_id, liked, score, created_at, updated_at)
       select 'bench-' || g, md5('p' || (1 + (g - 1 + k + ${n}) % ${n}))::uuid,
         random() + 0 * g < 0.1 + 0.6 * s, s, t, t
       from generate_series(1, ${n}) as g,
         (select k from generate_series(-${reach}, ${reach}) as k where k <> 0) as offsets,
         lateral (select round((random() + 0 * g + 0 * k)::numeric, 4)::float8 as s,
           now() - (random() + 0 * g + 0 * k) * interval '${DECISION_DAYS} days' as t) as drawn`,
    );
  });
  await runSql(
    handle,
    `update connections set updated_at = least(now(), created_at + random() * interval '2 days')
     where status = 'accepted'`,
  );
  await runSql(
    handle,
    `insert into messages (sender_id, receiver_id, body, created_at, read_at)
     select receiver_id, sender_id, 'Hello!',
       least(now(), updated_at + power(random(), 2) * interval '3 days'), null
     from connections where status = 'accepted' and random() < 0.6`,
  );
  await runSql(handle, 'vacuum (analyze)');
}
