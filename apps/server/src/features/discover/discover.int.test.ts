import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverCard, DiscoverPage } from '@cofound/shared/discover/discover.schemas';
import { profiles } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import {
  fixtureId,
  insertConnection,
  insertFounders,
  insertView,
  userIdOf,
  type FounderFixture,
} from '../../test/founder-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * DAY);

const ada = fixtureId(1);
const ben = fixtureId(2);
const chloe = fixtureId(3);
const dev = fixtureId(4);
const eve = fixtureId(5);
const finn = fixtureId(6);
const gia = fixtureId(7);
const hal = fixtureId(8);

const founders: FounderFixture[] = [
  {
    id: ada,
    name: 'Ada Lovelace',
    title: 'Compiler engineer',
    bio: 'I write analytical engines.',
    industry: 'Technology',
    experience: 2,
    skills: ['Full-Stack Development', 'Machine Learning'],
    lookingFor: ['Business Development'],
    timeZone: 'Europe/London',
    commitment: 'full_time_now',
    score: 300,
    createdAt: daysAgo(10),
    city: 'London',
    country: 'United Kingdom',
  },
  {
    id: ben,
    name: 'Ben Carter',
    title: 'Sales lead',
    bio: 'Closed 100% of my deals (some of them).',
    industry: 'Finance',
    experience: 3,
    skills: ['Sales', 'Marketing'],
    lookingFor: ['Technical Cofounder'],
    timeZone: 'America/New_York',
    commitment: 'part_time',
    score: 120,
    createdAt: daysAgo(20),
  },
  {
    id: chloe,
    name: 'Chloe Diaz',
    title: 'Product engineer',
    bio: 'Shipping fast.',
    industry: 'Technology',
    experience: 5,
    skills: ['Full-Stack Development'],
    lookingFor: ['Technical Cofounder', 'Product Manager'],
    timeZone: 'Europe/London',
    commitment: 'full_time_within_months',
    score: 120,
    createdAt: daysAgo(5),
  },
  {
    id: dev,
    name: 'Dev Patel',
    title: 'Data scientist',
    industry: 'Healthcare',
    experience: 6,
    skills: ['Data Science', 'Machine Learning', 'Full-Stack Development'],
    lookingFor: ['Sales Leader'],
    timeZone: 'Asia/Kolkata',
    commitment: 'full_time_now',
    score: 50,
    createdAt: daysAgo(1),
  },
  {
    id: eve,
    name: 'Eve Martin',
    title: 'Product lead',
    industry: 'Technology',
    experience: 10,
    skills: ['Product Management'],
    lookingFor: ['Marketing Expert'],
    timeZone: 'America/New_York',
    score: 550,
    createdAt: daysAgo(30),
  },
  {
    id: finn,
    name: 'Finn Olsen',
    title: 'Designer',
    industry: 'Education',
    experience: 11,
    skills: ['UI/UX Design'],
    lookingFor: ['Growth Hacker', 'Technical Cofounder'],
    timeZone: 'Europe/Berlin',
    commitment: 'part_time',
    score: 5,
    createdAt: daysAgo(2),
  },
  { id: gia, name: 'Gia Suspended', score: 900, createdAt: daysAgo(3), status: 'suspended' },
  { id: hal, name: 'Hal Banned', score: 800, createdAt: daysAgo(4), status: 'banned' },
];

const ctx = useTestApp();
const kit = memberKit(ctx);
let vera: Member;
let walt: Member;

beforeAll(async () => {
  const db = ctx.database.db;
  await insertFounders(db, founders);
  // Founder types, as the personality test leaves them on the profile.
  for (const [id, archetype] of [
    [ada, 'technical_genius'],
    [ben, 'visionary_ceo'],
    [chloe, 'growth_hacker'],
  ] as const) {
    await db.update(profiles).set({ archetype }).where(eq(profiles.id, id));
  }
  // Signup members: industry AI/ML, 3 years, no skills, score 0.
  vera = await kit.member({ name: 'Vera Viewer' });
  walt = await kit.member({ name: 'Walt Watcher' });
  // Connection states for Vera, created long ago so that Trending ignores them.
  const old = daysAgo(30);
  await insertConnection(db, {
    senderId: vera.userId,
    receiverId: userIdOf(ada),
    status: 'pending',
    createdAt: old,
  });
  await insertConnection(db, {
    senderId: userIdOf(ben),
    receiverId: vera.userId,
    status: 'pending',
    createdAt: old,
  });
  await insertConnection(db, {
    senderId: userIdOf(chloe),
    receiverId: vera.userId,
    status: 'accepted',
    createdAt: old,
  });
  // Trending: Chloe 3 views this week; Dev and Finn 1 new connection each; old activity ignored.
  for (const viewer of [ada, ben, eve]) {
    await insertView(db, { profileId: chloe, viewerId: userIdOf(viewer), viewedAt: daysAgo(1) });
  }
  await insertView(db, { profileId: eve, viewerId: userIdOf(ada), viewedAt: daysAgo(8) });
  await insertConnection(db, {
    senderId: userIdOf(dev),
    receiverId: userIdOf(finn),
    status: 'accepted',
    createdAt: daysAgo(2),
  });
  await insertConnection(db, {
    senderId: userIdOf(dev),
    receiverId: userIdOf(eve),
    status: 'accepted',
    createdAt: daysAgo(10),
  });
});

async function discover(query: string, viewer: Member | null = null): Promise<DiscoverPage> {
  const response = await kit.as(viewer).get(`/api/discover${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (page: DiscoverPage) => page.items.map((item) => item.name);
const sorted = (values: string[]) => [...values].sort();

describe('GET /api/discover filters', () => {
  it('lists active profiles only, top rated first, ties by id', async () => {
    const page = await discover('limit=50');
    // Vera and Walt (0) tie: their order is by profile id.
    const viewers = [vera, walt].sort((a, b) => a.profileId.localeCompare(b.profileId));
    expect(names(page)).toEqual([
      'Eve Martin',
      'Ada Lovelace',
      'Ben Carter',
      'Chloe Diaz',
      'Dev Patel',
      'Finn Olsen',
      ...viewers.map((viewer) => (viewer === vera ? 'Vera Viewer' : 'Walt Watcher')),
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it.each([
    ['q=lovelace', ['Ada Lovelace']],
    ['q=COMPILER', ['Ada Lovelace']],
    ['q=analytical%20engines', ['Ada Lovelace']],
    ['q=machine%20learning', ['Ada Lovelace', 'Dev Patel']],
    ['q=100%25', ['Ben Carter']],
    ['q=_', []],
    ['q=nobody-matches-this', []],
    ['industry=Technology', ['Ada Lovelace', 'Chloe Diaz', 'Eve Martin']],
    ['skills=Full-Stack%20Development', ['Ada Lovelace', 'Chloe Diaz', 'Dev Patel']],
    ['skills=Full-Stack%20Development&skills=Machine%20Learning', ['Ada Lovelace', 'Dev Patel']],
    ['lookingFor=Technical%20Cofounder', ['Ben Carter', 'Chloe Diaz', 'Finn Olsen']],
    ['lookingFor=Sales%20Leader&lookingFor=Marketing%20Expert', ['Dev Patel', 'Eve Martin']],
    ['timeZone=Europe%2FLondon', ['Ada Lovelace', 'Chloe Diaz']],
    ['commitment=part_time', ['Ben Carter', 'Finn Olsen']],
    ['archetypes=technical_genius', ['Ada Lovelace']],
    ['archetypes=technical_genius&archetypes=visionary_ceo', ['Ada Lovelace', 'Ben Carter']],
    ['archetypes=operations_master', []],
    [
      'industry=Technology&skills=Full-Stack%20Development&timeZone=Europe%2FLondon',
      ['Ada Lovelace', 'Chloe Diaz'],
    ],
  ])('%s', async (query, expected) => {
    expect(sorted(names(await discover(query)))).toEqual(sorted(expected));
  });

  it.each([
    ['0-2', ['Ada Lovelace']],
    ['3-5', ['Ben Carter', 'Chloe Diaz', 'Vera Viewer', 'Walt Watcher']],
    ['6-10', ['Dev Patel', 'Eve Martin']],
    ['10+', ['Eve Martin', 'Finn Olsen']],
  ])('experience %s includes both ends', async (bucket, expected) => {
    const page = await discover(`experience=${encodeURIComponent(bucket)}`);
    expect(sorted(names(page))).toEqual(sorted(expected));
  });

  it('refuses unknown buckets, sorts and oversized pages', async () => {
    for (const query of [
      'experience=1-3',
      'sort=random',
      'limit=51',
      'cursor=abc',
      'archetypes=ceo',
    ]) {
      const response = await kit.as(null).get(`/api/discover?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/discover sorts', () => {
  it('recent: newest first', async () => {
    const page = await discover('sort=recent&industry=Technology');
    expect(names(page)).toEqual(['Chloe Diaz', 'Ada Lovelace', 'Eve Martin']);
  });

  it('trending: new connections and profile views of the last 7 days', async () => {
    const page = await discover('sort=trending&limit=3');
    // Chloe 3 views; Dev and Finn 1 connection each (tie: by id); older activity ignored.
    expect(names(page)).toEqual(['Chloe Diaz', 'Dev Patel', 'Finn Olsen']);
  });

  it('top_rated with a filter keeps the score order', async () => {
    const page = await discover('sort=top_rated&lookingFor=Technical%20Cofounder');
    // Ben and Chloe tie at 120: Ben's id is lower.
    expect(names(page)).toEqual(['Ben Carter', 'Chloe Diaz', 'Finn Olsen']);
  });
});

describe('GET /api/discover cards', () => {
  it('carry public fields and the reputation level, never private ones', async () => {
    const page = await discover('q=lovelace');
    const card = page.items[0]!;
    expect(card).toEqual({
      id: ada,
      name: 'Ada Lovelace',
      title: 'Compiler engineer',
      imageUrl: null,
      founderRole: 'CEO/Founder',
      industry: 'Technology',
      experience: 2,
      skills: ['Full-Stack Development', 'Machine Learning'],
      lookingFor: ['Business Development'],
      city: 'London',
      country: 'United Kingdom',
      timeZone: 'Europe/London',
      commitment: 'full_time_now',
      archetype: 'technical_genius',
      lastActive: null, // never signed in
      linkedinVerified: false,
      githubVerified: false,
      reputation: { total: 300, level: 'Advanced' },
      connectionState: 'none',
      isOwn: false,
    } satisfies DiscoverCard);
    const raw = JSON.stringify(page);
    for (const secret of ['email', 'isPremium', 'premium', 'status', 'visibility', 'referral']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('carry the verified badges the profile has (docs/product.md#verified-badges)', async () => {
    const badge = (githubVerified: boolean) =>
      ctx.database.db.update(profiles).set({ githubVerified }).where(eq(profiles.id, ada));
    await badge(true);
    try {
      const card = (await discover('q=lovelace')).items[0]!;
      expect(card).toMatchObject({ id: ada, githubVerified: true, linkedinVerified: false });
    } finally {
      await badge(false);
    }
  });

  it('lists only founders with a verified badge when asked (verified=true)', async () => {
    const setBadges = (id: string, linkedinVerified: boolean, githubVerified: boolean) =>
      ctx.database.db
        .update(profiles)
        .set({ linkedinVerified, githubVerified })
        .where(eq(profiles.id, id));
    await setBadges(ada, false, true);
    await setBadges(ben, true, false);
    try {
      const verified = await discover('verified=true&limit=50');
      expect(sorted(verified.items.map((card) => card.id))).toEqual(sorted([ada, ben]));
      expect((await discover('verified=false&limit=50')).items.length).toBeGreaterThan(2);
      const refused = await kit.as(null).get('/api/discover?verified=yes');
      expect(refused.statusCode).toBe(400);
    } finally {
      await setBadges(ada, false, false);
      await setBadges(ben, false, false);
    }
  });

  it("'members' profiles are listed for signed-in members only", async () => {
    await insertFounders(ctx.database.db, [
      {
        id: fixtureId(50),
        name: 'Mona Members',
        industry: 'Design',
        visibility: 'members',
        createdAt: daysAgo(60),
      },
    ]);
    expect(names(await discover('industry=Design'))).toEqual([]);
    expect(names(await discover('industry=Design', walt))).toEqual(['Mona Members']);
    await ctx.database.db.delete(profiles).where(eq(profiles.id, fixtureId(50)));
  });

  it('show each connection state for the signed-in viewer', async () => {
    const state = (page: DiscoverPage) =>
      Object.fromEntries(page.items.map((item) => [item.name, item.connectionState]));
    const forVera = state(await discover('limit=50', vera));
    expect(forVera).toMatchObject({
      'Ada Lovelace': 'pending_sent',
      'Ben Carter': 'pending_received',
      'Chloe Diaz': 'connected',
      'Dev Patel': 'none',
      'Vera Viewer': 'self',
      'Walt Watcher': 'none',
    });
    const own = (await discover('limit=50', vera)).items.find((item) => item.id === vera.profileId);
    expect(own?.isOwn).toBe(true);
    const forWalt = state(await discover('limit=50', walt));
    expect(forWalt['Ada Lovelace']).toBe('none');
    expect(forWalt['Vera Viewer']).toBe('none');
    expect(forWalt['Walt Watcher']).toBe('self');
    const anonymous = await discover('limit=50');
    expect(anonymous.items.every((item) => item.connectionState === 'none' && !item.isOwn)).toBe(
      true,
    );
  });
});

describe('GET /api/discover pagination', () => {
  async function allPages(query: string, limit: number) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: DiscoverPage = await discover(
        `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return seen;
  }

  beforeAll(async () => {
    // 25 founders tied on every sort key: same score, same instant, no activity.
    const instant = daysAgo(7);
    await insertFounders(
      ctx.database.db,
      Array.from({ length: 25 }, (_, i) => ({
        id: fixtureId(100 + i),
        name: `Tie Founder ${i}`,
        industry: 'Consulting',
        score: 10,
        createdAt: instant,
      })),
    );
  });

  it.each(['top_rated', 'recent', 'trending'])(
    '%s: every member exactly once, also across ties',
    async (sort) => {
      const everyone = (await discover(`sort=${sort}&limit=50`)).items.map((item) => item.id);
      expect(everyone.length).toBe(33);
      for (const limit of [1, 4, 7]) {
        const seen = await allPages(`sort=${sort}`, limit);
        expect(seen).toEqual(everyone);
      }
      const ties = await allPages(`sort=${sort}&industry=Consulting`, 4);
      expect(ties).toEqual(
        Array.from({ length: 25 }, (_, i) => fixtureId(100 + i))
          .reverse()
          .sort(sort === 'recent' ? (a, b) => b.localeCompare(a) : (a, b) => a.localeCompare(b)),
      );
    },
  );

  it('refuses a cursor made for another sort', async () => {
    const first = await discover('sort=top_rated&limit=2');
    const response = await kit
      .as(null)
      .get(`/api/discover?sort=recent&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(response.statusCode).toBe(400);
  });
});
