import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { runSql } from './sql';

/** Days back the seeded check-ins reach. */
const CHECK_IN_DAYS = 90;

/**
 * Daily check-ins of an engaged core among `n` seeded founders (seed-founders.ts): founders
 * 1..n/10 each check in on about a third of the last CHECK_IN_DAYS days. With the decisions,
 * messages and profile views seeded elsewhere, the analytics rollup (filled by the event
 * tables' triggers) then holds a year and more of activity.
 */
export async function seedActivity(handle: DatabaseHandle, n: number) {
  await runSql(
    handle,
    `insert into daily_checkins (user_id, check_in_date, streak_count, points_earned, created_at)
     select 'bench-' || g, (now() - d * interval '1 day')::date, 1, 10,
       now() - d * interval '1 day'
     from generate_series(1, ${Math.max(1, Math.floor(n / 10))}) as g,
       generate_series(0, ${CHECK_IN_DAYS - 1}) as d
     where random() + 0 * g + 0 * d < 0.33
     on conflict do nothing`,
  );
  // The steady state the vacuum keeps: the rollup rows the check-ins added are all-visible, so
  // the analytics read them from their indexes alone, as on a live server.
  await runSql(handle, 'vacuum (analyze)');
}
