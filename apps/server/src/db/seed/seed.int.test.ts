import { verifyPassword } from 'better-auth/crypto';
import { asc, count, eq, inArray, or } from 'drizzle-orm';
import { matchScore } from '@cofound/shared/matching/match-score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitments,
  equityExpectations,
  industries,
  lookingForRoles,
  personalityTraits,
  roles,
  skills,
  workStyles,
} from '@cofound/shared/profiles/profiles.options';
import type { DatabaseHandle, Db } from '../client';
import {
  accounts,
  connections,
  matchDecisions,
  profileViews,
  profiles,
  referrals,
  reputationScores,
  skillEndorsements,
  users,
} from '../schema';
import { recalculateAll } from '../../features/reputation/reputation.service';
import { buildTestApp, TEST_APP_URL } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { demoCredentials, seedDemoCommunity } from './index';

function captureLog() {
  const messages: string[] = [];
  return {
    messages,
    log: {
      info: (first: string | object, msg?: string) =>
        messages.push(typeof first === 'string' ? first : (msg ?? '')),
    },
  };
}

function expectBetween(value: number, min: number, max: number) {
  expect(value).toBeGreaterThanOrEqual(min);
  expect(value).toBeLessThanOrEqual(max);
}

async function tableCount(
  db: Db,
  table: typeof users | typeof profiles | typeof accounts | typeof connections,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function profileByEmail(db: Db, email: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email));
  if (!row) throw new Error(`no profile for ${email}`);
  return row;
}

const orderedMembers = (db: Db) =>
  db
    .select({ id: users.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));

describe('seedDemoCommunity', () => {
  let handle: DatabaseHandle;
  let db: Db;
  let elapsedMs = 0;
  const first = captureLog();

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    const started = performance.now();
    expect(
      await seedDemoCommunity(db, { log: first.log, recalculateReputation: recalculateAll }),
    ).toEqual({ seeded: true });
    elapsedMs = performance.now() - started;
  });
  afterAll(() => handle?.close());

  it('seeds 300 founders plus the two demo accounts well under 10 s', async () => {
    console.info(`seed took ${Math.round(elapsedMs)} ms`);
    expect(elapsedMs).toBeLessThan(10_000);
    expect(await tableCount(db, users)).toBe(302);
    expect(await tableCount(db, profiles)).toBe(302);
    expect(await tableCount(db, accounts)).toBe(2);
  });

  it('uses every option of every list at least once', async () => {
    const rows = await db.select().from(profiles);
    const used = (pick: (row: (typeof rows)[number]) => (string | null)[]) =>
      new Set(rows.flatMap(pick));
    expect(used((row) => [row.founderRole])).toEqual(
      expect.objectContaining({ size: roles.length }),
    );
    for (const role of roles) expect(used((row) => [row.founderRole]).has(role)).toBe(true);
    for (const industry of industries)
      expect(used((row) => [row.industry]).has(industry)).toBe(true);
    for (const skill of skills) expect(used((row) => row.skills).has(skill)).toBe(true);
    for (const trait of personalityTraits)
      expect(used((row) => row.personalityTraits).has(trait)).toBe(true);
    for (const style of workStyles) expect(used((row) => row.workStyle).has(style)).toBe(true);
    for (const role of lookingForRoles) expect(used((row) => row.lookingFor).has(role)).toBe(true);
  });

  it('has a few suspended, banned and Premium founders, but never a blocked demo account', async () => {
    const rows = await db.select().from(profiles);
    const suspended = rows.filter((row) => row.status === 'suspended');
    const banned = rows.filter((row) => row.status === 'banned');
    expect(suspended).toHaveLength(6);
    expect(banned).toHaveLength(3);
    const premium = rows.filter((row) => row.isPremium);
    expect(premium.length).toBeGreaterThanOrEqual(3);
    for (const row of premium) expect(row.premiumUntil!.getTime()).toBeGreaterThan(Date.now());
    for (const email of [demoCredentials.member.email, demoCredentials.admin.email]) {
      expect((await profileByEmail(db, email)).status).toBe('active');
    }
  });

  it('creates the demo accounts with verifiable passwords and the right roles', async () => {
    for (const [kind, credentials] of Object.entries(demoCredentials)) {
      const profile = await profileByEmail(db, credentials.email);
      expect(profile.role).toBe(kind === 'admin' ? 'admin' : 'user');
      const [user] = await db.select().from(users).where(eq(users.id, profile.userId));
      expect(user?.emailVerified).toBe(true);
      const [account] = await db.select().from(accounts).where(eq(accounts.userId, profile.userId));
      expect(account).toMatchObject({ providerId: 'credential', accountId: profile.userId });
      expect(
        await verifyPassword({ hash: account!.password!, password: credentials.password }),
      ).toBe(true);
      expect(await verifyPassword({ hash: account!.password!, password: 'wrong-password' })).toBe(
        false,
      );
    }
    const member = await profileByEmail(db, demoCredentials.member.email);
    expect(member).toMatchObject({
      name: 'Demo Founder',
      founderRole: 'CEO/Founder',
      industry: 'AI/ML',
    });
    expect((await profileByEmail(db, demoCredentials.admin.email)).name).toBe('Demo Admin');
  });

  it('lets the demo member sign in through better-auth', async () => {
    const app = await buildTestApp(handle);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_APP_URL },
        payload: demoCredentials.member,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('gives the demo member likes, requests, connections and referrals', async () => {
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const likes = await db
      .select()
      .from(matchDecisions)
      .where(eq(matchDecisions.profileId, demo.id));
    expect(likes).toHaveLength(40);
    const likers = await db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          likes.map((like) => like.userId),
        ),
      );
    for (const like of likes) {
      expect(like.liked).toBe(true);
      const liker = likers.find((row) => row.userId === like.userId)!;
      expect(like.score).toBe(matchScore(liker, demo).score);
    }
    const withDemo = await db
      .select()
      .from(connections)
      .where(or(eq(connections.receiverId, demo.userId), eq(connections.senderId, demo.userId)));
    const pendingToDemo = withDemo.filter((row) => row.status === 'pending');
    expect(pendingToDemo).toHaveLength(3);
    for (const row of pendingToDemo)
      expect(row).toMatchObject({ receiverId: demo.userId, origin: 'request' });
    const accepted = withDemo.filter((row) => row.status === 'accepted');
    expect(accepted).toHaveLength(5);
    // The demo member liked back, completing the match: they sent those (docs/product.md#matching).
    for (const row of accepted)
      expect(row).toMatchObject({ senderId: demo.userId, origin: 'mutual_like' });
    const partners = await db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          withDemo.map((row) => (row.senderId === demo.userId ? row.receiverId : row.senderId)),
        ),
      );
    for (const partner of partners) expect(partner.status).toBe('active');

    const invited = await db.select().from(referrals).where(eq(referrals.referrerId, demo.userId));
    expect(invited.filter((row) => row.status === 'successful')).toHaveLength(2);
    expect(invited.filter((row) => row.status === 'pending')).toHaveLength(2);
    const referred = await db.select().from(profiles).where(eq(profiles.referredBy, demo.userId));
    expect(referred).toHaveLength(4);
  });

  it('connects founders with each other in every state', async () => {
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const all = await db.select().from(connections);
    const among = all.filter(
      (row) => row.senderId !== demo.userId && row.receiverId !== demo.userId,
    );
    expect(among.length).toBeGreaterThanOrEqual(200);
    for (const status of ['pending', 'accepted', 'rejected']) {
      expect(among.some((row) => row.status === status)).toBe(true);
    }
    const [mutual] = await db
      .select({ n: count() })
      .from(matchDecisions)
      .where(eq(matchDecisions.liked, true));
    expect(mutual?.n).toBe(40 + 5 + among.length * 2);
  });

  it('logs the counts and the credentials', () => {
    expect(
      first.messages.some((message) =>
        message.startsWith('Seeded the demo community: 300 founders'),
      ),
    ).toBe(true);
    expect(first.messages).toContain(
      'Demo accounts — member: demo@cofound.dev / cofound-demo · admin: admin@cofound.dev / cofound-admin',
    );
  });

  it('seeds nothing the second time, but prints the credentials again', async () => {
    const again = captureLog();
    const before = await orderedMembers(db);
    expect(
      await seedDemoCommunity(db, { log: again.log, recalculateReputation: recalculateAll }),
    ).toEqual({ seeded: false });
    expect(await orderedMembers(db)).toEqual(before);
    expect(again.messages).toEqual([first.messages.at(-1)]);
  });

  it('gives founders a location, time zone, commitment and equity expectation', async () => {
    const rows = await db.select().from(profiles);
    for (const row of rows) {
      expect(row.city).toBeTruthy();
      expect(row.country).toBeTruthy();
      expect(row.timeZone).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_]+$/);
      expect(commitments).toContain(row.commitment);
      // A bio that names a city names the profile's city.
      const based = /Based in ([^.]+)\./.exec(row.bio);
      if (based) expect(based[1]).toBe(row.city);
    }
    const used = (pick: (row: (typeof rows)[number]) => string | null) => new Set(rows.map(pick));
    for (const value of commitments) expect(used((row) => row.commitment).has(value)).toBe(true);
    for (const value of equityExpectations)
      expect(used((row) => row.equityExpectation).has(value)).toBe(true);
    // A city is always in the same country and time zone.
    const placeOfCity = new Map<string, string>();
    for (const row of rows) {
      const place = `${row.country} ${row.timeZone}`;
      expect(placeOfCity.get(row.city!) ?? place).toBe(place);
      placeOfCity.set(row.city!, place);
    }
  });

  it('endorses only listed skills, only between members with an accepted connection', async () => {
    const endorsements = await db.select().from(skillEndorsements);
    expect(endorsements.length).toBeGreaterThan(100);
    const accepted = new Set(
      (await db.select().from(connections).where(eq(connections.status, 'accepted'))).flatMap(
        (row) => [`${row.senderId}:${row.receiverId}`, `${row.receiverId}:${row.senderId}`],
      ),
    );
    const profileRows = new Map(
      (await db.select().from(profiles)).map((row) => [row.id, row] as const),
    );
    for (const endorsement of endorsements) {
      const endorsed = profileRows.get(endorsement.profileId)!;
      expect(accepted.has(`${endorsement.endorserId}:${endorsed.userId}`)).toBe(true);
      expect(endorsed.skills).toContain(endorsement.skill);
    }
  });

  it('keeps reputation scores equal to a recomputation from the seeded rows', async () => {
    const before = await db.select().from(reputationScores);
    expect(before).toHaveLength(302);
    const acceptedCount = new Map<string, number>();
    for (const row of await db
      .select()
      .from(connections)
      .where(eq(connections.status, 'accepted'))) {
      for (const userId of [row.senderId, row.receiverId])
        acceptedCount.set(userId, (acceptedCount.get(userId) ?? 0) + 1);
    }
    const endorsementCount = new Map<string, number>();
    for (const row of await db.select().from(skillEndorsements))
      endorsementCount.set(row.profileId, (endorsementCount.get(row.profileId) ?? 0) + 1);
    const userOf = new Map(
      (await db.select().from(profiles)).map((row) => [row.id, row.userId] as const),
    );
    for (const row of before) {
      const connectionScore = 10 * (acceptedCount.get(userOf.get(row.profileId)!) ?? 0);
      const endorsementScore = 5 * (endorsementCount.get(row.profileId) ?? 0);
      expect(row).toMatchObject({
        connectionScore,
        endorsementScore,
        activityScore: 0,
        totalScore: connectionScore + endorsementScore,
      });
    }
    await recalculateAll(db);
    const strip = (rows: typeof before) =>
      rows
        .map(({ updatedAt: _ignored, ...rest }) => rest)
        .sort((a, b) => a.profileId.localeCompare(b.profileId));
    expect(strip(await db.select().from(reputationScores))).toEqual(strip(before));
    expect(new Set(before.map((row) => row.totalScore)).size).toBeGreaterThan(5);
  });

  it('gives the demo member 50 connection points, endorsements, and skills left to endorse', async () => {
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const [score] = await db
      .select()
      .from(reputationScores)
      .where(eq(reputationScores.profileId, demo.id));
    expect(score?.connectionScore).toBe(50);
    expect(score?.endorsementScore).toBeGreaterThanOrEqual(25);
    const byDemo = await db
      .select()
      .from(skillEndorsements)
      .where(eq(skillEndorsements.endorserId, demo.userId));
    expect(byDemo).toHaveLength(2);
  });

  it('records a few thousand profile views over the last 14 days, never of oneself', async () => {
    const views = await db
      .select({ viewer: profileViews.viewerId, at: profileViews.viewedAt, user: profiles.userId })
      .from(profileViews)
      .innerJoin(profiles, eq(profiles.id, profileViews.profileId));
    expectBetween(views.length, 2500, 3040);
    const twoWeeksAgo = Date.now() - 14 * 24 * 60 * 60 * 1000 - 60_000;
    for (const view of views) {
      expect(view.viewer).not.toBe(view.user);
      expect(view.at.getTime()).toBeGreaterThan(twoWeeksAgo);
      expect(view.at.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('produces the same community on another fresh database', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoCommunity(other.db, {
        log: captureLog().log,
        recalculateReputation: recalculateAll,
      });
      expect(await orderedMembers(other.db)).toEqual(await orderedMembers(db));
      expect(await tableCount(other.db, connections)).toBe(await tableCount(db, connections));
      const endorsements = (d: Db) =>
        d
          .select({ id: skillEndorsements.id, skill: skillEndorsements.skill })
          .from(skillEndorsements)
          .orderBy(asc(skillEndorsements.id));
      expect(await endorsements(other.db)).toEqual(await endorsements(db));
      const [views] = await other.db.select({ n: count() }).from(profileViews);
      const [ownViews] = await db.select({ n: count() }).from(profileViews);
      expect(views?.n).toBe(ownViews?.n);
    } finally {
      await other.close();
    }
  });
});
