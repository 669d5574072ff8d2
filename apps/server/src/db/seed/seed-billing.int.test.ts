import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  isPremiumActive,
  planMonthlyPriceCents,
  type PaidPlan,
} from '@cofound/shared/billing/plan';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client';
import {
  billingCustomers,
  checkoutSessions,
  premiumGrants,
  premiumTransactions,
  profiles,
  referrals,
  subscriptions,
  users,
} from '../schema';
import { addOneMonth, premiumStateOf } from '../../features/billing';
import { DEMO_BILLING } from './demo-billing';
import { demoCredentials } from './index';
import {
  expectBetween,
  monthsBefore,
  profileByEmail,
  useSeededCommunity,
} from '../../test/seeded-community';

describe('the demo community’s plans and payments', () => {
  const seeded = useSeededCommunity();
  let db: Db;

  beforeAll(() => {
    db = seeded.db;
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
});
