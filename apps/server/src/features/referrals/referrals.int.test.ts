import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  premiumGrants,
  premiumTransactions,
  profiles,
  referrals,
  subscriptions,
} from '../../db/schema';
import { outboxDirectory, readOutboxMails } from '../../mail';
import { testCardForm } from '../../test/checkout-card';
import { memberKit, type Member } from '../../test/member-kit';
import { postSignup } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { addOneMonth, grantReferralMonth, LOCAL_RENEWALS_JOB } from '../billing';
import { createReferralsRepository } from './referrals.repository';
import { createReferralsService } from './referrals.service';

const ctx = useTestApp();
const kit = memberKit(ctx);
const DAY_MS = 24 * 3600 * 1000;
let friends = 0;

async function statsOf(member: Member) {
  const response = await kit.as(member).get('/api/referrals/stats');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A friend signs up with the member's link and, unless told otherwise, verifies their email. */
async function refer(referrer: Member, options: { verify: boolean } = { verify: true }) {
  const { code } = await statsOf(referrer);
  friends += 1;
  const email = `friend-${friends}-${referrer.userId.slice(0, 8)}@example.com`;
  const signup = await postSignup(ctx.app, { email, referralCode: code });
  expect(signup.json().referral).toBe('applied');
  if (!options.verify) return;
  const mail = (await readOutboxMails(outboxDirectory(ctx.dataDir))).find(
    (candidate) => candidate.to === email,
  );
  const link = new URL(mail!.links[0]!);
  const verified = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(verified.statusCode).toBe(302);
}

async function referMany(referrer: Member, count: number) {
  for (let i = 0; i < count; i += 1) await refer(referrer);
  await ctx.app.jobs.tick();
}

async function grantsOf(member: Member) {
  return ctx.database.db
    .select()
    .from(premiumGrants)
    .where(eq(premiumGrants.userId, member.userId))
    .orderBy(premiumGrants.sequence);
}

async function rewardTransactionsOf(member: Member) {
  return ctx.database.db
    .select()
    .from(premiumTransactions)
    .where(
      and(
        eq(premiumTransactions.userId, member.userId),
        eq(premiumTransactions.kind, 'referral_reward'),
      ),
    );
}

async function premiumOf(member: Member) {
  const [row] = await ctx.database.db
    .select({
      isPremium: profiles.isPremium,
      premiumUntil: profiles.premiumUntil,
      plan: profiles.currentPlanId,
    })
    .from(profiles)
    .where(eq(profiles.userId, member.userId));
  return row!;
}

async function sessionPlan(member: Member) {
  return (await kit.as(member).get('/api/session')).json().user.plan as string;
}

describe('referral rewards', () => {
  it('grants one free Pro month for 3 verified referrals, as a $0 transaction, and mails it', async () => {
    const referrer = await kit.member({ name: 'Ada Referrer' });
    const before = Date.now();
    await referMany(referrer, 3);

    const grants = await grantsOf(referrer);
    expect(grants).toHaveLength(1);
    const [grant] = grants;
    expect(grant).toMatchObject({ source: 'referral', sequence: 1, plan: 'pro' });
    expect(grant!.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(grant!.endsAt).toEqual(addOneMonth(grant!.startsAt));
    expect(await premiumOf(referrer)).toEqual({
      isPremium: true,
      premiumUntil: grant!.endsAt,
      plan: 'pro',
    });
    expect(await sessionPlan(referrer)).toBe('pro');

    const rewards = await rewardTransactionsOf(referrer);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      provider: 'cofound',
      amountCents: 0,
      plan: 'pro',
      invoiceId: `referral-reward:${referrer.userId}:1`,
      subscriptionId: null,
    });
    const history = (await kit.as(referrer).get('/api/billing/transactions')).json();
    expect(history.items).toEqual([
      expect.objectContaining({ kind: 'referral_reward', amountCents: 0, plan: 'pro' }),
    ]);

    const mails = (await readOutboxMails(outboxDirectory(ctx.dataDir))).filter(
      (mail) => mail.to === referrer.email,
    );
    expect(mails.map((mail) => mail.subject)).toContain('You earned a free month of Cofound Pro');

    expect(await statsOf(referrer)).toMatchObject({
      totalReferrals: 3,
      successfulReferrals: 3,
      rewardsEarned: 1,
      referralsToNextReward: 3,
    });
  });

  it('grants a second month for 6, running on from the end of the first', async () => {
    const referrer = await kit.member();
    await referMany(referrer, 6);
    const grants = await grantsOf(referrer);
    expect(grants.map((grant) => grant.sequence)).toEqual([1, 2]);
    expect(grants[1]!.startsAt).toEqual(grants[0]!.endsAt);
    expect(grants[1]!.endsAt).toEqual(addOneMonth(grants[0]!.endsAt));
    expect((await premiumOf(referrer)).premiumUntil).toEqual(grants[1]!.endsAt);
    expect(await rewardTransactionsOf(referrer)).toHaveLength(2);
    expect(await statsOf(referrer)).toMatchObject({ successfulReferrals: 6, rewardsEarned: 2 });
  });

  it('grants nothing for 2 verified referrals and 1 that never verified', async () => {
    const referrer = await kit.member();
    await refer(referrer);
    await refer(referrer);
    await refer(referrer, { verify: false });
    await ctx.app.jobs.tick();
    expect(await grantsOf(referrer)).toEqual([]);
    expect((await premiumOf(referrer)).isPremium).toBe(false);
    expect(await statsOf(referrer)).toMatchObject({
      totalReferrals: 3,
      successfulReferrals: 2,
      rewardsEarned: 0,
      referralsToNextReward: 1,
    });
  });

  it('adds the month after a running paid period, and later billing events keep it', async () => {
    const referrer = await kit.member();
    const started = await kit.as(referrer).post('/api/billing/checkout', { plan: 'pro' });
    const checkout = started.json() as { id: string };
    expect(
      (await kit.as(referrer).post(`/api/billing/checkout/${checkout.id}/card`, testCardForm))
        .statusCode,
    ).toBe(200);
    // The paid period ends in 10 days.
    const paidEnd = new Date(Date.now() + 10 * DAY_MS);
    const db = ctx.database.db;
    const mine = eq(subscriptions.userId, referrer.userId);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: paidEnd, paidThrough: paidEnd })
      .where(mine);

    await referMany(referrer, 3);
    const [grant] = await grantsOf(referrer);
    expect(grant!.startsAt).toEqual(paidEnd);
    expect(grant!.endsAt).toEqual(addOneMonth(paidEnd));
    expect(await premiumOf(referrer)).toEqual({
      isPremium: true,
      premiumUntil: grant!.endsAt,
      plan: 'pro',
    });

    // Cancelled at the period's end, then the period ends: the granted month stays.
    const cancelled = await kit
      .as(referrer)
      .put('/api/billing/subscription/renewal', { cancelAtPeriodEnd: true });
    expect(cancelled.statusCode).toBe(200);
    expect((await premiumOf(referrer)).premiumUntil).toEqual(grant!.endsAt);
    const over = new Date(Date.now() - 1000);
    await db.update(subscriptions).set({ currentPeriodEnd: over, paidThrough: over }).where(mine);
    await ctx.app.jobs.enqueue({ kind: LOCAL_RENEWALS_JOB });
    await ctx.app.jobs.tick();
    const [ended] = await db.select().from(subscriptions).where(mine);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await premiumOf(referrer)).toEqual({
      isPremium: true,
      premiumUntil: grant!.endsAt,
      plan: 'pro',
    });
    expect(await sessionPlan(referrer)).toBe('pro');
  });

  it('grants a month once when the reward runs again or several times at once', async () => {
    const referrer = await kit.member();
    await referMany(referrer, 3);
    const service = createReferralsService({
      repository: createReferralsRepository(ctx.database.db),
      mailer: { send: async () => undefined },
      realtime: { publish: async () => undefined },
      appUrl: 'http://localhost:3000',
      log: { error: () => undefined },
    });
    await service.reward(referrer.userId);
    await Promise.all(Array.from({ length: 5 }, () => service.reward(referrer.userId)));
    expect(await grantsOf(referrer)).toHaveLength(1);
    expect(await rewardTransactionsOf(referrer)).toHaveLength(1);

    // The grant itself is unique per member and number, whoever asks.
    const again = await ctx.database.db.transaction((tx) =>
      grantReferralMonth(tx, referrer.userId, 1, new Date()),
    );
    expect(again).toBeNull();
    expect(await rewardTransactionsOf(referrer)).toHaveLength(1);
  });

  it("answers the member's own code, link and counts", async () => {
    const referrer = await kit.member();
    await refer(referrer);
    const [row] = await ctx.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerId, referrer.userId));
    expect(row).toMatchObject({ status: 'successful' });
    expect(await statsOf(referrer)).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      linkPath: expect.stringMatching(/^\/signup\?ref=[A-Z2-9]{8}$/),
      totalReferrals: 1,
      successfulReferrals: 1,
      rewardsEarned: 0,
      referralsToNextReward: 2,
    });
  });

  it('answers a visitor 401', async () => {
    const response = await kit.as(null).get('/api/referrals/stats');
    expect(response.statusCode).toBe(401);
  });
});
