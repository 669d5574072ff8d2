import type { DatabaseHandle } from '../../apps/server/src/db/client';
import {
  firstNames,
  industries,
  lastNames,
  lookingFor,
  skills,
  startupInterests,
  timeZones,
  titles,
} from './options';
import { runSql } from './sql';
import { skewed, subset, textArray } from './sql-random';

/**
 * Seeds `n` founders (users bench-1..bench-n, profile ids md5('p' || g)::uuid), their reputation,
 * connections and profile views; all in SQL, from a fixed random seed.
 */
export async function seedFounders(handle: DatabaseHandle, n: number) {
  const run = (statement: string) => runSql(handle, statement);
  await run(`select setseed(0.42)`);
  await run(`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bench-' || g, 'x', 'founder' || g || '@bench.example', true, now(), now()
    from generate_series(1, ${n}) as g`);
  await run(`
    insert into profiles (id, user_id, name, email, title, founder_role, skills, experience,
      industry, looking_for, bio, city, country, time_zone, commitment, status, visibility,
      referral_code, created_at, updated_at)
    select md5('p' || g)::uuid, 'bench-' || g,
      (${textArray(firstNames)})[1 + g % ${firstNames.length}] || ' ' ||
        (${textArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}],
      'founder' || g || '@bench.example',
      (${textArray(titles)})[1 + floor(random() * ${titles.length} + 0 * g)::int],
      'CEO/Founder',
      ${subset(skills, 0.9, 'g')},
      floor(power(random() + 0 * g, 1.6) * 21)::int,
      ${skewed(industries, 1.8, 'g')},
      ${subset(lookingFor, 0.8, 'g')},
      'Founder number ' || g || ' shipping products with a small team.',
      null, null,
      case when random() + 0 * g < 0.8 then ${skewed(timeZones, 1.5, 'g')} end,
      (array['full_time_now', 'full_time_within_months', 'part_time', null])[1 + floor(random() * 4 + 0 * g)::int],
      case when g % 100 = 0 then 'suspended' when g % 100 = 1 then 'banned' else 'active' end,
      case when g % 10 = 0 then 'members' else 'public' end,
      'B' || g,
      now() - power(random() + 0 * g, 0.5) * 365 * interval '1 day',
      now()
    from generate_series(1, ${n}) as g`);
  // Reputation: most low, a long tail of high scores; multiples of 10 make many ties.
  await run(`
    update reputation_scores r set connection_score = s.v, total_score = s.v
    from (select profile_id, (floor(power(random(), 3) * 80) * 10)::int as v
          from reputation_scores) as s
    where s.profile_id = r.profile_id`);
  // Connections: two disjoint sets of pairs, created over 60 days (about 1 in 9 in the last 7).
  for (const [count, offset] of [
    [Math.floor(n / 2), Math.floor(n / 2)],
    [Math.floor(n / 4), Math.floor(n / 4)],
  ] as const) {
    await run(`
      insert into connections (sender_id, receiver_id, status, created_at, updated_at)
      select 'bench-' || g, 'bench-' || (g + ${offset}),
        (array['accepted', 'accepted', 'pending', 'rejected'])[1 + floor(random() * 4 + 0 * g)::int],
        now() - (random() * 60 + 0 * g) * interval '1 day', now()
      from generate_series(1, ${count}) as g
      on conflict do nothing`);
  }
  // Profile views over 14 days (one per 2 profiles), concentrated on few profiles (power 4).
  await run(`
    insert into profile_views (profile_id, viewer_id, viewed_on, viewed_at)
    select md5('p' || (1 + floor(power(random() + 0 * g, 4) * ${n}))::int)::uuid,
      'bench-' || (1 + floor(random() * ${n} + 0 * g)::int),
      v::date, v
    from (select g, now() - (random() * 14 + 0 * g) * interval '1 day' as v
          from generate_series(1, ${Math.floor(n / 2)}) as g) as views
    on conflict do nothing`);
  await finishProfiles(handle);
  // The steady state autovacuum (PostgreSQL) or the embedded vacuum job keeps: the updates above
  // left dead row versions and index entries that a live server would not still carry.
  await run('vacuum (analyze)');
}

/**
 * How long ago founder `g` was last active, drawn from g alone (no random(), so every other draw
 * stays as it was): 70 % under 30 days (active), 18 % from 30 to under 90 days (quiet), 12 % from
 * 90 days to a year (away), the activity tiers of docs/decisions/0033-stale-profiles-sink.md. Never
 * before sign-up: a founder who joined since was active then.
 */
const lastActiveAt = (g: string) => `greatest(created_at, now() - case
    when (${g} * 37) % 100 < 70 then make_interval(hours => (${g} * 7) % (29 * 24))
    when (${g} * 37) % 100 < 88 then interval '30 days' + make_interval(hours => (${g} * 7) % (59 * 24))
    else interval '90 days' + make_interval(hours => (${g} * 7) % (275 * 24))
  end)`;

/**
 * Startup interests (a skewed subset, as skills), the last activity (lastActiveAt: its trigger
 * sets the activity tier), and updated_at back to created_at: a profile last written at sign-up,
 * not just now (the match index re-reads rows written in the last few minutes on every request).
 * Last, so that the draws above, and so discovery's data, stay as they were; with the touch
 * trigger off, which would stamp updated_at with the clock.
 */
async function finishProfiles(handle: DatabaseHandle) {
  const run = (statement: string) => runSql(handle, statement);
  await run(`alter table profiles disable trigger profiles_touch_updated_at_trigger`);
  await run(`
    update profiles set startup_interests = ${subset(startupInterests, 0.7, 'experience')},
      last_active_at = ${lastActiveAt("split_part(user_id, '-', 2)::int")},
      updated_at = created_at`);
  await run(`alter table profiles enable trigger profiles_touch_updated_at_trigger`);
}

/**
 * Blocks both ways between `viewer` and each of `others` (seeded founders' user ids): the viewer
 * blocks the 1st, 3rd, ... of them; the 2nd, 4th, ... block the viewer.
 */
export async function seedBlocksBothWays(
  handle: DatabaseHandle,
  viewer: string,
  others: readonly string[],
) {
  if (others.length === 0) return;
  await runSql(
    handle,
    `insert into blocks (blocker_id, blocked_id)
     select case when n % 2 = 1 then '${viewer}' else other end,
            case when n % 2 = 1 then other else '${viewer}' end
       from unnest(${textArray(others)}) with ordinality as o(other, n)
      where other <> '${viewer}'
     on conflict do nothing`,
  );
}
