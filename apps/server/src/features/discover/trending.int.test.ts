// Trending's rollup (docs/decisions/0028-trending-rollup.md) against a recount by the window's
// definition: new connections (either side) and profile views of the last 7 days.
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { queryRows } from '../../db/client';
import { connections, profiles, profileViews, users } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { fixtureId, insertFounders, userIdOf } from '../../test/founder-fixtures';
import { createDiscoverRepository } from './discover.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW = 7 * DAY;

/**
 * How long ago the generated events happened: in the future, inside the window, two minutes
 * either side of its edge (the test compares well within that), and before it.
 */
const AGES = [
  -HOUR,
  0,
  HOUR,
  3 * DAY,
  6.5 * DAY,
  WINDOW - 2 * MINUTE,
  WINDOW + 2 * MINUTE,
  7.5 * DAY,
  8 * DAY + HOUR,
  30 * DAY,
];

const ctx = useTestApp();
const kit = memberKit(ctx);
const founderIds = Array.from({ length: 24 }, (_, i) => fixtureId(100 + i));
let viewer: Member;

/** A fixed sequence of pseudo-random numbers in [0, 1), so a failure can be replayed. */
function randomSequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `count` distinct pairs of `members` (unordered unless `ordered`), shuffled. */
function distinctPairs<T>(
  members: T[],
  count: number,
  random: () => number,
  ordered: boolean,
): [T, T][] {
  const pairs = members.flatMap((a, i) =>
    members.filter((_, j) => (ordered ? j !== i : j > i)).map((b) => [a, b] as [T, T]),
  );
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return pairs.slice(0, count).map(([a, b]) => (!ordered && random() < 0.5 ? [b, a] : [a, b]));
}

/**
 * Connections and views between `userIds` at the ages above. Trending counts a connection
 * whatever its status; only the first batch has live ones (one live connection per pair).
 */
async function insertActivity(batch: number, userIds: string[]) {
  const random = randomSequence(batch);
  const at = () => new Date(Date.now() - AGES[Math.floor(random() * AGES.length)]!);
  const statuses =
    batch === 1 ? (['pending', 'accepted', 'rejected'] as const) : (['rejected'] as const);
  await ctx.database.db.insert(connections).values(
    distinctPairs(userIds, 30, random, false).map(([senderId, receiverId]) => ({
      senderId,
      receiverId,
      status: statuses[Math.floor(random() * statuses.length)]!,
      createdAt: at(),
    })),
  );
  const profileOf = new Map(
    (
      await ctx.database.db
        .select({ id: profiles.id, userId: profiles.userId })
        .from(profiles)
        .where(inArray(profiles.userId, userIds))
    ).map((row) => [row.userId, row.id]),
  );
  // One statement for the first half, one each for the rest.
  const views = distinctPairs(userIds, 30, random, true).map(([viewerId, owner]) => {
    const viewedAt = at();
    return {
      profileId: profileOf.get(owner)!,
      viewerId,
      viewedAt,
      viewedOn: viewedAt.toISOString().slice(0, 10),
    };
  });
  await ctx.database.db.insert(profileViews).values(views.slice(0, 15)).onConflictDoNothing();
  for (const view of views.slice(15)) {
    await ctx.database.db.insert(profileViews).values(view).onConflictDoNothing();
  }
}

/** Every card's profile id for `sort`, page after page of `limit`. */
async function listing(sort: string, limit = 4): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await kit.as(viewer).get(`/api/discover?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const page: DiscoverPage = response.json();
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** Today's definition, counted from the events themselves. */
async function recount(): Promise<Map<string, number>> {
  const rows = await queryRows<{ profile_id: string; n: number }>(
    ctx.database.db,
    sql`select profile_id, sum(n)::int as n
        from (
          select p.id as profile_id, count(*) as n
          from (
            select sender_id as user_id from connections
            where created_at >= now() - interval '7 days'
            union all
            select receiver_id from connections where created_at >= now() - interval '7 days'
          ) as recent
          join profiles p on p.user_id = recent.user_id
          group by p.id
          union all
          select profile_id, count(*) from profile_views
          where viewed_at >= now() - interval '7 days'
          group by profile_id
        ) as activity
        group by profile_id`,
  );
  return new Map(rows.map((row) => [row.profile_id, row.n]));
}

/** The Trending listing is the listed profiles by the recount, then by id; and the rollup holds. */
async function expectTrendingAsRecounted() {
  const trending = await listing('trending');
  const counts = await recount();
  const listed = await listing('top_rated', 50);
  const score = (id: string) => counts.get(id) ?? 0;
  const expected = [...listed].sort((a, b) => score(b) - score(a) || (a < b ? -1 : 1));
  expect(trending).toEqual(expected);
  // Some profiles are active and some quiet, so both branches and the step between are paged.
  expect(expected.filter((id) => score(id) > 0).length).toBeGreaterThan(2);
  expect(expected.filter((id) => score(id) === 0).length).toBeGreaterThan(2);
  await expectRollupConsistent();
}

/** trending_scores holds exactly the activity from its start, as the triggers must keep it. */
async function expectRollupConsistent() {
  const differences = await queryRows<{ profile_id: string }>(
    ctx.database.db,
    sql`select coalesce(s.profile_id, a.profile_id) as profile_id, s.activity as kept,
          a.activity as counted
        from trending_scores s
        full join (select * from trending_activity(trending_window_start(), 'infinity')) as a
          on a.profile_id = s.profile_id
        where s.activity is distinct from a.activity`,
  );
  expect(differences).toEqual([]);
}

const restartRollupAt = (start: Date) =>
  ctx.database.db.execute(sql`select trending_scores_rebuild(${start.toISOString()}::timestamptz)`);

async function rollupStart(): Promise<Date> {
  const [row] = await queryRows<{ starts_at: string | Date }>(
    ctx.database.db,
    sql`select starts_at from trending_window`,
  );
  return new Date(row!.starts_at);
}

/** The members the generated activity is between: founders 14 to 19 stay quiet. */
const actors = () => [
  ...founderIds.filter((_, i) => i < 14 || i > 19).map(userIdOf),
  viewer.userId,
];

beforeAll(async () => {
  await insertFounders(
    ctx.database.db,
    founderIds.map((id, i) => ({
      id,
      name: `Founder ${i}`,
      createdAt: new Date(Date.now() - (i + 1) * DAY),
      score: (i % 5) * 10,
      ...(i === 20 && { status: 'suspended' as const }),
      ...(i === 21 && { visibility: 'members' as const }),
    })),
  );
  await ctx.database.db
    .update(profiles)
    .set({ role: 'admin' })
    .where(eq(profiles.id, founderIds[22]!));
  viewer = await kit.member({ name: 'Tess Trending' });
  await kit.block(viewer, { userId: userIdOf(founderIds[5]!) });
  await kit.block({ userId: userIdOf(founderIds[6]!) }, viewer);
  await insertActivity(1, actors());
});

describe('Trending', () => {
  it('orders by the activity of the last 7 days, as counted from the events', async () => {
    await expectTrendingAsRecounted();
  });

  it('takes off the events between a rollup start before the window and the window', async () => {
    const start = new Date(Date.now() - 8 * DAY);
    await restartRollupAt(start);
    // Exactly at the rollup's start (counted from there) and just before it (not counted).
    const [a, b, c] = founderIds.map(userIdOf);
    await ctx.database.db.insert(connections).values([
      { senderId: a!, receiverId: b!, status: 'rejected', createdAt: start },
      { senderId: b!, receiverId: c!, status: 'rejected', createdAt: new Date(+start - 1) },
    ]);
    await insertActivity(2, actors());
    await expectTrendingAsRecounted();
  });

  it('adds the events between the window and a rollup start after it', async () => {
    await restartRollupAt(new Date(Date.now() - 6 * DAY));
    await insertActivity(3, actors());
    await expectTrendingAsRecounted();
  });

  it('the job moves the start to the window, taking off what left it', async () => {
    await restartRollupAt(new Date(Date.now() - 9 * DAY));
    const before = Date.now();
    await createDiscoverRepository(ctx.database.db).moveTrendingWindow();
    const start = await rollupStart();
    expect(+start).toBeGreaterThanOrEqual(before - WINDOW - 1000);
    expect(+start).toBeLessThanOrEqual(Date.now() - WINDOW);
    await expectTrendingAsRecounted();
    // An earlier start changes nothing; the app's job table runs the same move.
    await ctx.database.db.execute(sql`select trending_window_move(now() - interval '30 days')`);
    expect(+(await rollupStart())).toBe(+start);
    await ctx.app.jobs.tick();
    expect(+(await rollupStart())).toBeGreaterThanOrEqual(+start);
    await insertActivity(4, actors());
    await expectTrendingAsRecounted();
  });

  it('stays exact through deletions, a deleted account, moved events and a late profile', async () => {
    const db = ctx.database.db;
    const [first, second] = await db.select({ id: connections.id }).from(connections).limit(2);
    await db.delete(connections).where(inArray(connections.id, [first!.id, second!.id]));
    const [view] = await db.select({ id: profileViews.id }).from(profileViews).limit(1);
    await db.delete(profileViews).where(eq(profileViews.id, view!.id));
    // An account deleted takes its profile, connections and views (both ways) by cascade.
    await db.delete(users).where(eq(users.id, userIdOf(founderIds[3]!)));
    // Connections moved into the window and out of it.
    await db
      .update(connections)
      .set({ createdAt: new Date(Date.now() - DAY) })
      .where(sql`${connections.createdAt} < now() - interval '20 days'`);
    await db
      .update(connections)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(sql`${connections.createdAt} between now() - interval '4 days' and now()`);
    // A member whose connections came before their profile (an import).
    const lateId = fixtureId(300);
    await db
      .insert(users)
      .values({ id: userIdOf(lateId), name: 'Late', email: 'late@fixtures.example' });
    await db.insert(connections).values(
      founderIds.slice(10, 13).map((id) => ({
        senderId: userIdOf(lateId),
        receiverId: userIdOf(id),
        status: 'accepted' as const,
        createdAt: new Date(Date.now() - 2 * DAY),
      })),
    );
    await db.insert(profiles).values({
      id: lateId,
      userId: userIdOf(lateId),
      name: 'Late Founder',
      email: 'late@fixtures.example',
      referralCode: 'REFLATE300',
    });
    await expectTrendingAsRecounted();
    const counts = await recount();
    expect(counts.get(lateId)).toBe(3);
  });

  it('refuses writes at repeatable read, which could miss the job moving the start', async () => {
    const attempt = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      await tx.insert(profileViews).values({
        profileId: founderIds[0]!,
        viewerId: viewer.userId,
        viewedOn: '2000-01-01',
        viewedAt: new Date('2000-01-01T12:00:00Z'),
      });
    });
    await expect(attempt).rejects.toThrow();
    const error = await attempt.catch((caught: unknown) => caught);
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? '';
    expect(`${(error as Error).message} ${cause}`).toContain('read committed');
  });
});
