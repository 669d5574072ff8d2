import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { and, asc, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { ideaIndustries, ideaStages } from '@cofound/shared/ideas/ideas.options';
import {
  isPremiumActive,
  planMonthlyPriceCents,
  type PaidPlan,
} from '@cofound/shared/billing/plan';
import { addDays, checkInPoints, localDate } from '@cofound/shared/check-in/check-in.rules';
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
import { queryRows, type DatabaseHandle, type Db } from '../client';
import {
  accounts,
  billingCustomers,
  checkoutSessions,
  connections,
  dailyCheckins,
  matchDecisions,
  messages,
  premiumGrants,
  premiumTransactions,
  profileViews,
  profiles,
  referrals,
  reputationPeriods,
  reputationScores,
  skillEndorsements,
  subscriptions,
  users,
  videoCallRequests,
} from '../schema';
import { addOneMonth, premiumStateOf } from '../../features/billing';
import { recalculateAll } from '../../features/reputation/reputation.service';
import { buildTestApp, cookieFrom, TEST_APP_URL } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createLocalStorage, uploadKeyFromUrl } from '../../storage';
import { DEMO_BILLING } from './demo-billing';
import { DEMO_CHECK_INS } from './demo-check-ins';
import { demoCredentials, seedDemoCommunity } from './index';
import { decodePng } from './png-test-support';

const billing = { addOneMonth, premiumStateOf };

/** A data dir of its own, its uploads folder being where the seed stores the pictures. */
function scratchDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cofound-seed-'));
  return { dataDir, storage: createLocalStorage(path.join(dataDir, 'uploads')) };
}

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

/** The same moment `months` calendar months earlier (the last day of a shorter month). */
function monthsBefore(now: Date, months: number): Date {
  const moment = new Date(now);
  const day = moment.getUTCDate();
  moment.setUTCDate(1);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 0),
  ).getUTCDate();
  moment.setUTCDate(Math.min(day, lastDay));
  return moment;
}

describe('seedDemoCommunity', () => {
  let handle: DatabaseHandle;
  let db: Db;
  let elapsedMs = 0;
  const first = captureLog();
  const { dataDir, storage } = scratchDataDir();

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    const started = performance.now();
    expect(
      await seedDemoCommunity(db, {
        log: first.log,
        recalculateReputation: recalculateAll,
        billing,
        storage,
      }),
    ).toEqual({ seeded: true });
    elapsedMs = performance.now() - started;
  });
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds 300 founders plus the three demo accounts well under 10 s', async () => {
    console.info(`seed took ${Math.round(elapsedMs)} ms`);
    expect(elapsedMs).toBeLessThan(10_000);
    expect(await tableCount(db, users)).toBe(303);
    expect(await tableCount(db, profiles)).toBe(303);
    expect(await tableCount(db, accounts)).toBe(3);
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
    const premium = rows.filter((row) => isPremiumActive(row, new Date()));
    expect(premium.length).toBeGreaterThanOrEqual(3);
    for (const { email } of Object.values(demoCredentials)) {
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

  it('lets the demo members sign in through better-auth, the Pro one on the Pro plan', async () => {
    const app = await buildTestApp(handle);
    try {
      const planOf = async (credentials: { email: string; password: string }) => {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: TEST_APP_URL },
          payload: credentials,
        });
        expect(signIn.statusCode).toBe(200);
        const cookie = cookieFrom(signIn.headers['set-cookie']);
        const session = await app.inject({
          method: 'GET',
          url: '/api/session',
          headers: { cookie },
        });
        return session.json().user.plan as string;
      };
      expect(await planOf(demoCredentials.member)).toBe('free');
      expect(await planOf(demoCredentials.pro)).toBe('pro');
    } finally {
      await app.close();
    }
  });

  it('gives the Pro demo member a local subscription paid through about two weeks from now', async () => {
    const pro = await profileByEmail(db, demoCredentials.pro.email);
    const [customer] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, pro.userId));
    expect(customer).toMatchObject({ provider: 'local', customerId: 'cus_local_demo_pro' });
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, pro.userId));
    expect(rows).toHaveLength(1);
    const subscription = rows[0]!;
    expect(subscription).toMatchObject({
      id: 'sub_local_demo_pro',
      provider: 'local',
      customerId: 'cus_local_demo_pro',
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
      endedAt: null,
    });
    const daysAhead = (subscription.paidThrough!.getTime() - Date.now()) / 86_400_000;
    expectBetween(daysAhead, 10, 18);
    expect(subscription.currentPeriodEnd).toEqual(subscription.paidThrough);
    // A referral month follows the paid period (see the referral test below).
    expect(pro).toMatchObject({
      isPremium: true,
      premiumUntil: addOneMonth(subscription.paidThrough!),
      currentPlanId: 'pro',
    });
    const payments = await db
      .select()
      .from(premiumTransactions)
      .where(
        and(eq(premiumTransactions.userId, pro.userId), eq(premiumTransactions.kind, 'payment')),
      )
      .orderBy(asc(premiumTransactions.createdAt));
    expect(payments).toHaveLength(3);
    for (const payment of payments) {
      expect(payment).toMatchObject({ amountCents: 2900, plan: 'pro', provider: 'local' });
    }
    // The next period starts where the paid ones end: on the monthly anniversary.
    expect(addOneMonth(payments.at(-1)!.createdAt)).toEqual(subscription.paidThrough);
    const [checkout] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, pro.userId));
    expect(checkout).toMatchObject({ status: 'complete', plan: 'pro', amountCents: 2900 });
  });

  it('keeps every premium field as billing computes it from the subscriptions', async () => {
    const now = new Date();
    const allSubscriptions = await db.select().from(subscriptions);
    const termsOf = new Map<string, typeof allSubscriptions>();
    for (const row of allSubscriptions) {
      termsOf.set(row.userId, [...(termsOf.get(row.userId) ?? []), row]);
    }
    const allGrants = await db.select().from(premiumGrants);
    const rows = await db.select().from(profiles);
    for (const profile of rows) {
      const terms = (termsOf.get(profile.userId) ?? []).map((row) => ({
        ...row,
        plan: row.plan as PaidPlan,
      }));
      const grants = allGrants
        .filter((row) => row.userId === profile.userId)
        .map((row) => ({ ...row, plan: row.plan as PaidPlan }));
      const state = premiumStateOf(terms, grants);
      expect({
        isPremium: profile.isPremium,
        premiumUntil: profile.premiumUntil,
        planId: profile.currentPlanId,
      }).toEqual(state);
      // Premium now: a subscription paid through a date to come.
      const paidAhead = terms.some((term) => term.paidThrough! > now && term.status !== 'canceled');
      expect(isPremiumActive(profile, now)).toBe(paidAhead);
      if (paidAhead) expect(profile.status).toBe('active');
    }
    const premium = rows.filter((row) => isPremiumActive(row, now));
    expectBetween(premium.length, 8, 20);
    expect(premium.some((row) => row.currentPlanId === 'business')).toBe(true);

    // About 8% of the founders subscribed at some point; some cancelled after a few months.
    const demoEmails = new Set<string>(Object.values(demoCredentials).map((each) => each.email));
    const founderIds = new Set(
      rows.filter((row) => !demoEmails.has(row.email)).map((row) => row.userId),
    );
    const subscribers = new Set(
      allSubscriptions.filter((row) => founderIds.has(row.userId)).map((row) => row.userId),
    );
    expect(subscribers.size).toBe(Math.round(founderIds.size * DEMO_BILLING.subscriberShare));
    const cancelled = allSubscriptions.filter((row) => row.status === 'canceled');
    expectBetween(cancelled.length, 4, 16);
    for (const row of cancelled) {
      expect(row.endedAt!.getTime()).toBeLessThan(now.getTime());
      expect(row.endedAt).toEqual(row.paidThrough);
    }
    for (const row of allSubscriptions.filter((each) => each.status === 'active')) {
      expect(row.paidThrough!.getTime()).toBeGreaterThan(now.getTime());
      expect(row.currentPeriodEnd).toEqual(row.paidThrough);
      expect(row.id).toMatch(/^sub_local_demo_/);
    }
    const customers = await db.select().from(billingCustomers);
    expect(new Set(customers.map((row) => row.userId))).toEqual(
      new Set(allSubscriptions.map((row) => row.userId)),
    );
  });

  it('records a payment for each paid month of the past year, on its anniversary', async () => {
    const now = new Date();
    const payments = await db
      .select()
      .from(premiumTransactions)
      .where(eq(premiumTransactions.kind, 'payment'));
    expect(new Set(payments.map((row) => row.invoiceId)).size).toBe(payments.length);
    const byId = new Map((await db.select().from(subscriptions)).map((row) => [row.id, row]));
    for (const payment of payments) {
      expect(payment.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(payment.createdAt.getTime()).toBeGreaterThan(monthsBefore(now, 12).getTime());
      const subscription = byId.get(payment.subscriptionId!)!;
      expect(payment).toMatchObject({ userId: subscription.userId, plan: subscription.plan });
      expect(payment.amountCents).toBe(planMonthlyPriceCents[subscription.plan as PaidPlan]);
    }
    for (const subscription of byId.values()) {
      // The paid months run back from the paid end, one a month, to the start.
      const paidAt = payments
        .filter((row) => row.subscriptionId === subscription.id)
        .map((row) => row.createdAt)
        .sort((a, b) => a.getTime() - b.getTime());
      expect(paidAt[0]).toEqual(subscription.createdAt);
      const ends = [...paidAt.slice(1), subscription.paidThrough];
      paidAt.forEach((at, month) => expect(addOneMonth(at)).toEqual(ends[month]));
    }
    for (let month = 0; month < 12; month += 1) {
      const from = monthsBefore(now, month + 1).getTime();
      const to = monthsBefore(now, month).getTime();
      const within = payments.filter(
        (row) => row.createdAt.getTime() >= from && row.createdAt.getTime() < to,
      );
      expect(within.length, `payments ${month} to ${month + 1} months ago`).toBeGreaterThan(0);
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

    // One more successful referral to the first free month.
    const invited = await db.select().from(referrals).where(eq(referrals.referrerId, demo.userId));
    expect(invited.filter((row) => row.status === 'successful')).toHaveLength(2);
    expect(invited.filter((row) => row.status === 'pending')).toHaveLength(1);
    const referred = await db.select().from(profiles).where(eq(profiles.referredBy, demo.userId));
    expect(referred).toHaveLength(3);
    // Still on the free plan: the journeys rely on it.
    expect(demo).toMatchObject({ isPremium: false, premiumUntil: null, currentPlanId: null });
    expect(
      await db.select().from(premiumGrants).where(eq(premiumGrants.userId, demo.userId)),
    ).toEqual([]);
  });

  it('gives the Pro demo member 4 referrals, 3 verified, and the free month they earned', async () => {
    const pro = await profileByEmail(db, demoCredentials.pro.email);
    const invited = await db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerId, pro.userId))
      .orderBy(asc(referrals.completedAt));
    expect(invited).toHaveLength(4);
    const verified = invited.filter((row) => row.status === 'successful');
    expect(verified).toHaveLength(3);
    for (const row of verified) expect(row.completedAt).not.toBeNull();
    const referredUsers = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          invited.map((row) => row.referredId),
        ),
      );
    for (const row of invited) {
      const user = referredUsers.find((each) => each.id === row.referredId)!;
      expect(user.emailVerified).toBe(row.status === 'successful');
    }

    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, pro.userId));
    const grants = await db
      .select()
      .from(premiumGrants)
      .where(eq(premiumGrants.userId, pro.userId));
    expect(grants).toHaveLength(1);
    const grantedAt = verified.at(-1)!.completedAt!;
    // Granted when the third referral was verified, from the end of the paid period then running.
    expect(grants[0]).toMatchObject({
      source: 'referral',
      sequence: 1,
      plan: 'pro',
      startsAt: subscription!.paidThrough,
      endsAt: addOneMonth(subscription!.paidThrough!),
      createdAt: grantedAt,
    });
    const rewards = await db
      .select()
      .from(premiumTransactions)
      .where(
        and(
          eq(premiumTransactions.userId, pro.userId),
          eq(premiumTransactions.kind, 'referral_reward'),
        ),
      );
    expect(rewards).toEqual([
      expect.objectContaining({
        provider: 'cofound',
        invoiceId: `referral-reward:${pro.userId}:1`,
        subscriptionId: null,
        plan: 'pro',
        amountCents: 0,
        createdAt: grantedAt,
      }),
    ]);
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

  it('shares ideas in every industry and stage, their counts equal to their likes and comments', async () => {
    const rows = await queryRows<{
      industry: string;
      stage: string;
      likes_count: number;
      comments_count: number;
      likes: number;
      comments: number;
      role: string;
      status: string;
    }>(
      db,
      sql`select i.industry, i.stage, i.likes_count, i.comments_count, p.role, p.status,
        (select count(*)::int from startup_idea_likes l where l.idea_id = i.id) as likes,
        (select count(*)::int from startup_idea_comments c where c.idea_id = i.id) as comments
      from startup_ideas i join profiles p on p.user_id = i.user_id`,
    );
    expectBetween(rows.length, 35, 50);
    expect(new Set(rows.map((row) => row.industry))).toEqual(new Set(ideaIndustries));
    expect(new Set(rows.map((row) => row.stage))).toEqual(new Set(ideaStages));
    for (const row of rows) {
      expect(row.likes_count).toBe(row.likes);
      expect(row.comments_count).toBe(row.comments);
      expect(row).toMatchObject({ role: 'user', status: 'active' });
    }
    expect(rows.filter((row) => row.likes > 0).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((row) => row.comments > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('logs the counts and the credentials', () => {
    expect(
      first.messages.some((message) =>
        message.startsWith('Seeded the demo community: 300 founders'),
      ),
    ).toBe(true);
    expect(first.messages).toContain(
      'Demo accounts — member: demo@cofound.dev / cofound-demo · ' +
        'Pro member: pro@cofound.dev / cofound-pro · admin: admin@cofound.dev / cofound-admin',
    );
  });

  it('seeds nothing the second time, but prints the credentials again', async () => {
    const again = captureLog();
    const before = await orderedMembers(db);
    expect(
      await seedDemoCommunity(db, {
        log: again.log,
        recalculateReputation: recalculateAll,
        billing,
        storage,
      }),
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
    expect(before).toHaveLength(303);
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
    // Activity: 3 per message sent and per completed call, and each check-in's points.
    const activity = new Map<string, number>();
    const earn = (userId: string, points: number) =>
      activity.set(userId, (activity.get(userId) ?? 0) + points);
    for (const row of await db.select().from(messages)) earn(row.senderId, 3);
    for (const row of await db
      .select()
      .from(videoCallRequests)
      .where(eq(videoCallRequests.status, 'completed'))) {
      earn(row.senderId, 3);
      earn(row.receiverId, 3);
    }
    for (const row of await db.select().from(dailyCheckins)) earn(row.userId, row.pointsEarned);
    const userOf = new Map(
      (await db.select().from(profiles)).map((row) => [row.id, row.userId] as const),
    );
    for (const row of before) {
      const userId = userOf.get(row.profileId)!;
      const connectionScore = 10 * (acceptedCount.get(userId) ?? 0);
      const endorsementScore = 5 * (endorsementCount.get(row.profileId) ?? 0);
      const activityScore = activity.get(userId) ?? 0;
      expect(row).toMatchObject({
        connectionScore,
        endorsementScore,
        activityScore,
        totalScore: connectionScore + endorsementScore + activityScore,
      });
    }
    expect([...activity.values()].filter((points) => points > 0).length).toBeGreaterThan(100);
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
    const otherDir = scratchDataDir();
    try {
      await seedDemoCommunity(other.db, {
        log: captureLog().log,
        recalculateReputation: recalculateAll,
        billing,
        storage: otherDir.storage,
      });
      expect(await orderedMembers(other.db)).toEqual(await orderedMembers(db));
      expect(await tableCount(other.db, connections)).toBe(await tableCount(db, connections));
      const endorsements = (d: Db) =>
        d
          .select({ id: skillEndorsements.id, skill: skillEndorsements.skill })
          .from(skillEndorsements)
          .orderBy(asc(skillEndorsements.id));
      expect(await endorsements(other.db)).toEqual(await endorsements(db));
      const plans = (d: Db) =>
        d
          .select({ id: subscriptions.id, userId: subscriptions.userId, plan: subscriptions.plan })
          .from(subscriptions)
          .orderBy(asc(subscriptions.id));
      expect(await plans(other.db)).toEqual(await plans(db));
      const [views] = await other.db.select({ n: count() }).from(profileViews);
      const [ownViews] = await db.select({ n: count() }).from(profileViews);
      expect(views?.n).toBe(ownViews?.n);
      // The same pictures, but uploaded at times relative to when each seed ran.
      const pictures = async (d: Db) =>
        (await d.select({ url: profiles.imageUrl }).from(profiles).orderBy(asc(profiles.id))).map(
          ({ url }) => url?.replace(/\/\d+-(?=[0-9a-f]{16}\.png$)/, '/<time>-') ?? null,
        );
      expect(await pictures(other.db)).toEqual(await pictures(db));
      const checkIns = (d: Db) =>
        d
          .select({ id: dailyCheckins.id, date: dailyCheckins.checkInDate })
          .from(dailyCheckins)
          .orderBy(asc(dailyCheckins.id));
      expect(await checkIns(other.db)).toEqual(await checkIns(db));
    } finally {
      await other.close();
      fs.rmSync(otherDir.dataDir, { recursive: true, force: true });
    }
  });

  it('gives the demo member a 4-day check-in streak ending yesterday, so today makes 5', async () => {
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const rows = await db
      .select()
      .from(dailyCheckins)
      .where(eq(dailyCheckins.userId, demo.userId))
      .orderBy(asc(dailyCheckins.checkInDate));
    const today = localDate(new Date(), demo.timeZone);
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ checkInDate: addDays(today, -1), streakCount: 4 });
    expect(rows.slice(-4).map((row) => [row.checkInDate, row.streakCount])).toEqual(
      [4, 3, 2, 1].map((daysAgo, index) => [addDays(today, -daysAgo), index + 1]),
    );
    // The run before it ended more than a day earlier: the streak is 4, not longer.
    expect(rows.at(-5)!.checkInDate < addDays(today, -5)).toBe(true);
    expect(checkInPoints(last.streakCount + 1)).toBe(15);
  });

  it('dates check-ins on the members’ own days, with streaks and points by the rule', async () => {
    const rows = await db
      .select({
        userId: dailyCheckins.userId,
        date: dailyCheckins.checkInDate,
        streak: dailyCheckins.streakCount,
        points: dailyCheckins.pointsEarned,
        createdAt: dailyCheckins.createdAt,
        timeZone: profiles.timeZone,
        joinedAt: users.createdAt,
      })
      .from(dailyCheckins)
      .innerJoin(profiles, eq(profiles.userId, dailyCheckins.userId))
      .innerJoin(users, eq(users.id, dailyCheckins.userId))
      .orderBy(asc(dailyCheckins.userId), asc(dailyCheckins.checkInDate));
    const now = new Date();
    const members = new Set(rows.map((row) => row.userId));
    const [active] = await db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.status, 'active'), ne(profiles.role, 'admin')));
    // About the planned share of the active members, give or take the draw.
    const share = DEMO_CHECK_INS.participantShare;
    expectBetween(members.size / active!.n, share - 0.1, share + 0.1);
    let previous: (typeof rows)[number] | undefined;
    for (const row of rows) {
      expect(localDate(row.createdAt, row.timeZone)).toBe(row.date);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThan(row.joinedAt.getTime());
      expect(row.points).toBe(checkInPoints(row.streak));
      const continues = previous?.userId === row.userId && addDays(previous.date, 1) === row.date;
      expect(row.streak).toBe(continues ? previous!.streak + 1 : 1);
      previous = row;
    }
    // Many streaks still going: the last check-in today or yesterday, some of them long.
    const lastOf = new Map(rows.map((row) => [row.userId, row] as const));
    const going = [...lastOf.values()].filter(
      (row) =>
        row.date === localDate(now, row.timeZone) ||
        row.date === addDays(localDate(now, row.timeZone), -1),
    );
    expect(going.length).toBeGreaterThanOrEqual(40);
    expect(going.some((row) => row.streak >= 10)).toBe(true);
    expect(rows.some((row) => row.points === 30)).toBe(true);
  });

  it('spreads reputation over the months, with at least 10 leaders this week, this month and all time', async () => {
    const now = new Date();
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    const starts = {
      week: monday.toISOString().slice(0, 10),
      month: `${day.toISOString().slice(0, 7)}-01`,
    };
    const leaders = (period: 'week' | 'month') =>
      db
        .select({ profileId: reputationPeriods.profileId })
        .from(reputationPeriods)
        .innerJoin(profiles, eq(profiles.id, reputationPeriods.profileId))
        .where(
          and(
            eq(reputationPeriods.period, period),
            eq(reputationPeriods.periodStart, starts[period]),
            gt(reputationPeriods.totalScore, 0),
            eq(profiles.status, 'active'),
            ne(profiles.role, 'admin'),
          ),
        );
    expect((await leaders('week')).length).toBeGreaterThanOrEqual(10);
    expect((await leaders('month')).length).toBeGreaterThanOrEqual(10);
    const allTime = await db
      .select({ profileId: reputationScores.profileId })
      .from(reputationScores)
      .innerJoin(profiles, eq(profiles.id, reputationScores.profileId))
      .where(
        and(
          gt(reputationScores.totalScore, 0),
          eq(profiles.status, 'active'),
          ne(profiles.role, 'admin'),
        ),
      );
    expect(allTime.length).toBeGreaterThanOrEqual(10);
    // Points earned in each of the last six calendar months.
    const months = await db
      .selectDistinct({ start: reputationPeriods.periodStart })
      .from(reputationPeriods)
      .where(eq(reputationPeriods.period, 'month'));
    expect(months.length).toBeGreaterThanOrEqual(6);
  });

  it('gives the demo member conversations with back-and-forth, some unread, only with connections', async () => {
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const accepted = new Set(
      (await db.select().from(connections).where(eq(connections.status, 'accepted'))).map((row) =>
        [row.senderId, row.receiverId].sort().join(':'),
      ),
    );
    const all = await db.select().from(messages);
    for (const row of all) {
      expect(accepted.has([row.senderId, row.receiverId].sort().join(':'))).toBe(true);
      if (row.readAt) expect(row.readAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
    const withDemo = all.filter(
      (row) => row.senderId === demo.userId || row.receiverId === demo.userId,
    );
    const byPartner = new Map<string, typeof withDemo>();
    for (const row of withDemo) {
      const partner = row.senderId === demo.userId ? row.receiverId : row.senderId;
      byPartner.set(partner, [...(byPartner.get(partner) ?? []), row]);
    }
    expect(byPartner.size).toBe(3);
    const tenDaysAgo = Date.now() - 10 * 86_400_000;
    for (const thread of byPartner.values()) {
      expect(thread.some((row) => row.senderId === demo.userId)).toBe(true);
      expect(thread.some((row) => row.receiverId === demo.userId)).toBe(true);
      for (const row of thread) expect(row.createdAt.getTime()).toBeGreaterThan(tenDaysAgo);
    }
    const unread = withDemo.filter((row) => row.receiverId === demo.userId && !row.readAt);
    expect(unread).toHaveLength(3);
    // Founders talk among themselves too.
    expect(all.length - withDemo.length).toBeGreaterThan(200);
  });

  it('stores a real PNG picture for the demo accounts and most founders, where an upload would', async () => {
    const rows = await db.select().from(profiles);
    const withPicture = rows.filter((row) => row.imageUrl !== null);
    expectBetween(withPicture.length / rows.length, 0.78, 0.92);
    for (const { email } of Object.values(demoCredentials)) {
      expect((await profileByEmail(db, email)).imageUrl).not.toBeNull();
    }
    for (const row of withPicture) {
      const key = uploadKeyFromUrl(row.imageUrl)!;
      expect(key).toMatch(new RegExp(`^${row.id}/\\d+-[0-9a-f]{16}\\.png$`));
      const found = await storage.locate(key);
      expect(found, key).not.toBeNull();
    }
    const sample = withPicture.slice(0, 20);
    for (const row of sample) {
      const found = await storage.locate(uploadKeyFromUrl(row.imageUrl)!);
      const png = decodePng(await fs.promises.readFile(found!.filePath));
      expect(png).toMatchObject({ width: 256, height: 256, bitDepth: 8, colourType: 3 });
    }
    // Served by the uploads route like any uploaded picture.
    const demo = await profileByEmail(db, demoCredentials.member.email);
    const app = await buildTestApp(handle, { DATA_DIR: dataDir });
    try {
      const response = await app.inject({ method: 'GET', url: demo.imageUrl! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(decodePng(response.rawPayload).width).toBe(256);
    } finally {
      await app.close();
    }
  });
});
