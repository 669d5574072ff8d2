// Stale profiles sink (docs/decisions/0033-stale-profiles-sink.md): Discover leaves away members
// (no activity for 90 days) out of every list and ranks quiet ones (30 days) after active members
// with an equal sort value, in every sort and across pages.
import { sql } from 'drizzle-orm';
import type { QueryConfig } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { queryRows } from '../../db/client';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import {
  fixtureId,
  insertFounders,
  insertView,
  userIdOf,
  type FounderFixture,
} from '../../test/founder-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

// Consulting: one total (50) and one created_at for six members, on each side of the tiers'
// bounds; ids in the order 1 < 2 < ... so that an order by id alone would put quiet ones first.
const quiet30 = fixtureId(1);
const active1 = fixtureId(2);
const active29 = fixtureId(3);
const quiet89 = fixtureId(4);
const away90 = fixtureId(5);
const neverStamped = fixtureId(6);
const quietHigher = fixtureId(7); // quiet, with a higher total: the tier only breaks ties
const activeLower = fixtureId(8);
// Design: Trending with activity in the window.
const quietViewed = fixtureId(21); // quiet before its views count
const activeViewed = fixtureId(22);
const viewedThenQuiet = fixtureId(23); // its views count first, then it turns quiet
const awayViewed = fixtureId(24);
const activeUnviewed = fixtureId(25);
const quietUnviewed = fixtureId(26);
const quietAtEdge = fixtureId(27); // counted only from the window's edge (see the last test)
const activeAtEdge = fixtureId(28);

const sameInstant = daysAgo(20);
const consulting = (id: string, score: number, createdAt = sameInstant): FounderFixture => ({
  id,
  name: `Consultant ${id.slice(-2)}`,
  industry: 'Consulting',
  score,
  createdAt,
});
const design = (id: string): FounderFixture => ({
  id,
  name: `Designer ${id.slice(-2)}`,
  industry: 'Design',
  score: 10,
  createdAt: daysAgo(40),
});

/** Days since each fixture's last activity; null: never stamped. */
const lastActive: [string, number | null][] = [
  [quiet30, 30],
  [active1, 1],
  [active29, 29],
  [quiet89, 89],
  [away90, 90],
  [neverStamped, null],
  [quietHigher, 45],
  [activeLower, 2],
  [quietViewed, 40],
  [activeViewed, 3],
  [viewedThenQuiet, 5],
  [awayViewed, 100],
  [activeUnviewed, 0],
  [quietUnviewed, 60],
  [quietAtEdge, 31],
  [activeAtEdge, 4],
];

const ctx = useTestApp();
const kit = memberKit(ctx);
let viewer: Member;

/** The stamp as the sessions trigger writes it; the tier follows from the 0035 trigger. */
const stampLastActive = (id: string, days: number | null) =>
  ctx.database.db.execute(
    days === null
      ? sql`update profiles set last_active_at = null where id = ${id}`
      : sql`update profiles set last_active_at = now() - make_interval(days => ${days})
            where id = ${id}`,
  );

async function viewTwice(profileId: string, ago: number) {
  for (const by of [quiet30, active1]) {
    await insertView(ctx.database.db, {
      profileId,
      viewerId: userIdOf(by),
      viewedAt: daysAgo(ago),
    });
  }
}

beforeAll(async () => {
  await insertFounders(ctx.database.db, [
    consulting(quiet30, 50),
    consulting(active1, 50),
    consulting(active29, 50),
    consulting(quiet89, 50),
    consulting(away90, 50),
    consulting(neverStamped, 50),
    consulting(quietHigher, 60, daysAgo(10)),
    consulting(activeLower, 40, daysAgo(30)),
    ...[
      quietViewed,
      activeViewed,
      viewedThenQuiet,
      awayViewed,
      activeUnviewed,
      quietUnviewed,
      quietAtEdge,
      activeAtEdge,
    ].map(design),
  ]);
  // Trending: views counted before the member turns quiet, and after.
  await viewTwice(viewedThenQuiet, 1);
  for (const [id, days] of lastActive) await stampLastActive(id, days);
  for (const id of [quietViewed, activeViewed, awayViewed]) await viewTwice(id, 1);
  await stampLastActive(viewedThenQuiet, 35);
  viewer = await kit.member({ name: 'Vic Viewer' });
});

async function discover(query: string, as: Member | null = null): Promise<DiscoverPage> {
  const response = await kit.as(as).get(`/api/discover?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (page: DiscoverPage) => page.items.map((item) => item.id);

/** Every card's id, page after page of `limit`. */
async function allPages(query: string, limit: number, as: Member | null = null) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: DiscoverPage = await discover(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      as,
    );
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...ids(page));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return seen;
}

/** The tier copied next to the sort keys is the profile's own, for every row. */
async function expectCopiesFollowProfiles() {
  const differences = await queryRows<{ profile_id: string }>(
    ctx.database.db,
    sql`select r.profile_id from reputation_scores r join profiles p on p.id = r.profile_id
        where r.activity_tier <> p.activity_tier
        union all
        select t.profile_id from trending_scores t join profiles p on p.id = t.profile_id
        where t.activity_tier <> p.activity_tier`,
  );
  expect(differences).toEqual([]);
}

/** Consulting's lists: 29 days among the active, 30 and 89 days after them, 90 left out. */
const consultingOrder: Record<'top_rated' | 'recent' | 'trending', string[]> = {
  // Totals 60, 50 (active by id, then quiet by id), 40.
  top_rated: [quietHigher, active1, active29, neverStamped, quiet30, quiet89, activeLower],
  // Created 10 days ago, 20 (one instant: active by id desc, then quiet by id desc), 30.
  recent: [quietHigher, neverStamped, active29, active1, quiet89, quiet30, activeLower],
  // No activity: everyone in the score-0 group, active by id, then quiet by id.
  trending: [active1, active29, neverStamped, activeLower, quiet30, quiet89, quietHigher],
};

describe('Discover and activity tiers', () => {
  it('the profiles carry the tiers the stamps give', async () => {
    const rows = await queryRows<{ id: string; activity_tier: number }>(
      ctx.database.db,
      sql`select id, activity_tier from profiles where industry = 'Consulting' order by id`,
    );
    expect(rows.map((row) => row.activity_tier)).toEqual([1, 0, 0, 1, 2, 0, 1, 0]);
    await expectCopiesFollowProfiles();
  });

  it.each([
    ['top_rated', 'with an equal total'],
    ['recent', 'created at the same instant'],
    ['trending', 'in the score-0 group'],
  ] as const)(
    '%s: quiet members come after active ones %s; away ones are left out',
    async (sort, _ties) => {
      for (const as of [null, viewer]) {
        expect(ids(await discover(`industry=Consulting&sort=${sort}`, as))).toEqual(
          consultingOrder[sort],
        );
      }
    },
  );

  it('trending: with equal activity, quiet members come after active ones; away ones never', async () => {
    for (const as of [null, viewer]) {
      expect(ids(await discover('industry=Design&sort=trending', as))).toEqual([
        activeViewed,
        quietViewed,
        viewedThenQuiet,
        activeUnviewed,
        activeAtEdge,
        quietUnviewed,
        quietAtEdge,
      ]);
    }
  });

  it('away members are in no list, signed in or out', async () => {
    for (const sort of ['top_rated', 'recent', 'trending']) {
      for (const as of [null, viewer]) {
        const listed = ids(await discover(`sort=${sort}&limit=50`, as));
        expect(listed).not.toContain(away90);
        expect(listed).not.toContain(awayViewed);
        expect(listed).toContain(quiet89);
      }
    }
  });

  it.each(['top_rated', 'recent', 'trending'] as const)(
    '%s: every member exactly once across pages, across the step from active to quiet',
    async (sort) => {
      // Pages of 4 end at the step within one value: a quiet member opens the second page.
      const first = await discover(`industry=Consulting&sort=${sort}&limit=4`, viewer);
      const next = encodeURIComponent(first.nextCursor!);
      const second = await discover(
        `industry=Consulting&sort=${sort}&limit=4&cursor=${next}`,
        viewer,
      );
      expect([ids(first), ids(second)]).toEqual([
        consultingOrder[sort].slice(0, 4),
        consultingOrder[sort].slice(4),
      ]);
      expect(second.nextCursor).toBeNull();
      for (const industry of ['Consulting', 'Design']) {
        const everyone = ids(await discover(`industry=${industry}&sort=${sort}&limit=50`));
        expect(new Set(everyone).size).toBe(everyone.length);
        for (const limit of [1, 2, 3, 4, 5]) {
          expect(await allPages(`industry=${industry}&sort=${sort}`, limit, viewer)).toEqual(
            everyone,
          );
        }
      }
      const everyone = ids(await discover(`sort=${sort}&limit=50`));
      expect(await allPages(`sort=${sort}`, 4)).toEqual(everyone);
    },
  );

  it('a quiet member who returns ranks among the active again; one moved away leaves', async () => {
    await stampLastActive(quiet30, 0);
    // The job that moves tiers on as time passes writes the tier itself.
    await ctx.database.db.execute(sql`update profiles set activity_tier = 2 where id = ${quiet89}`);
    await expectCopiesFollowProfiles();
    expect(ids(await discover('industry=Consulting&sort=top_rated'))).toEqual([
      quietHigher,
      quiet30,
      active1,
      active29,
      neverStamped,
      activeLower,
    ]);
    expect(ids(await discover('industry=Consulting&sort=trending', viewer))).toEqual([
      quiet30,
      active1,
      active29,
      neverStamped,
      activeLower,
      quietHigher,
    ]);
    await stampLastActive(quiet30, 30);
    await stampLastActive(quiet89, 89);
    await expectCopiesFollowProfiles();
    expect(ids(await discover('industry=Consulting&sort=top_rated'))).toEqual(
      consultingOrder.top_rated,
    );
  });

  it("trending: scores from the window's edge rank by tier as the rollup's do", async () => {
    // The rollup starts a day after the window: views 6.5 days old count from the edge only.
    await ctx.database.db.execute(sql`select trending_scores_rebuild(now() - interval '6 days')`);
    await viewTwice(quietAtEdge, 6.5);
    await viewTwice(activeAtEdge, 6.5);
    await expectCopiesFollowProfiles();
    const expected = [
      activeViewed,
      activeAtEdge,
      quietViewed,
      viewedThenQuiet,
      quietAtEdge,
      activeUnviewed,
      quietUnviewed,
    ];
    expect(ids(await discover('industry=Design&sort=trending', viewer))).toEqual(expected);
    for (const limit of [1, 2, 3]) {
      expect(await allPages('industry=Design&sort=trending', limit, viewer)).toEqual(expected);
    }
  });
});

// Two transactions at once, which PGlite (one connection) cannot run: a profile's first view in
// the window inserts its trending score (with the tier it reads) while the member's tier changes.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a tier change and a new trending score', () => {
  const viewedFirst = fixtureId(41);
  const movedFirst = fixtureId(42);

  beforeAll(async () => {
    await insertFounders(ctx.database.db, [
      { id: viewedFirst, name: 'Lawyer 41', industry: 'Legal', createdAt: daysAgo(50) },
      { id: movedFirst, name: 'Lawyer 42', industry: 'Legal', createdAt: daysAgo(50) },
    ]);
  });

  async function twoClients() {
    const handle = ctx.database;
    if (handle.kind !== 'postgres') throw new Error('two transactions need PostgreSQL');
    return [await handle.pool.connect(), await handle.pool.connect()] as const;
  }
  const view = (profileId: string): QueryConfig => ({
    text: `insert into profile_views (profile_id, viewer_id, viewed_on) values ($1, $2, current_date)`,
    values: [profileId, userIdOf(active1)],
  });
  const turnQuiet = (profileId: string): QueryConfig => ({
    text: `update profiles set last_active_at = now() - interval '40 days' where id = $1`,
    values: [profileId],
  });
  const stillWaiting = async (pending: Promise<unknown>) => {
    const settled = await Promise.race([
      pending.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 300)),
    ]);
    return !settled;
  };
  async function trendingTier(profileId: string) {
    const rows = await queryRows<{ activity_tier: number }>(
      ctx.database.db,
      sql`select activity_tier from trending_scores where profile_id = ${profileId}`,
    );
    return rows.map((row) => row.activity_tier);
  }

  /**
   * `first` begins a transaction and runs its statement; `second` runs its own meanwhile, which
   * must wait until `first` commits. Both connections end out of any transaction, whatever fails.
   */
  async function overlap(first: QueryConfig, second: QueryConfig) {
    const [a, b] = await twoClients();
    let waiting: Promise<unknown> = Promise.resolve();
    try {
      await a.query('begin');
      await a.query(first);
      waiting = b.query(second);
      expect(await stillWaiting(waiting)).toBe(true);
      await a.query('commit');
      await waiting;
    } finally {
      await a.query('rollback').catch(() => undefined);
      await waiting.catch(() => undefined);
      a.release();
      b.release();
    }
  }

  it('the tier change waits for the score being inserted, then updates it', async () => {
    await overlap(view(viewedFirst), turnQuiet(viewedFirst));
    expect(await trendingTier(viewedFirst)).toEqual([1]);
    await expectCopiesFollowProfiles();
  });

  it('a score inserted during a tier change reads the new tier', async () => {
    await overlap(turnQuiet(movedFirst), view(movedFirst));
    expect(await trendingTier(movedFirst)).toEqual([1]);
    await expectCopiesFollowProfiles();
  });
});
