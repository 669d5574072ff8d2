// Plans and payments in the demo community, recorded as the local test checkout records them:
// the member's customer, the completed checkout, the subscription, one premium transaction per
// paid month on the monthly anniversaries, and the profile's premium fields computed from the
// subscriptions by billing's own rule. The Pro demo member is mid-subscription; a share of the
// founders subscribed at some point in the past year (some still paying, some cancelled after a
// few months), so revenue has a year of history.
import type { Faker } from '@faker-js/faker';
import { planMonthlyPriceCents, type PaidPlan } from '@cofound/shared/billing/plan';
import type {
  billingCustomers,
  checkoutSessions,
  premiumGrants,
  premiumTransactions,
  subscriptions,
} from '../schema';
import { DAY_MS, dateBetween, daysBefore, later } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_BILLING = {
  /** Share of the synthetic founders who subscribed at some point in the past year. */
  subscriberShare: 0.08,
  /** Of those, the share who cancelled after a few paid months. */
  cancelledShare: 0.45,
  maxMonthsBeforeCancelling: 6,
  /** Of those still paying, the share who cancelled at the end of the current period. */
  endingShare: 0.15,
  businessShare: 0.25,
  /** The oldest subscription started at most this many days ago. */
  historyDays: 360,
  /** The Pro demo member subscribed this many days ago: their period ends in about two weeks. */
  proDemoStartedDaysAgo: 77,
} as const;

/** What billing's premium rule reads of a subscription. */
export type SubscriptionTerm = {
  plan: PaidPlan;
  status: string;
  paidThrough: Date | null;
  endedAt: Date | null;
};

/** What billing's premium rule reads of a premium grant (a referral month). */
export type PremiumGrantTerm = { plan: PaidPlan; endsAt: Date };

/**
 * The billing feature's rules, handed in by the caller (the seed sits below the features): the
 * billing cycle's next period end, and the profile's premium fields from a member's subscriptions
 * and premium grants.
 */
export type BillingRules = {
  addOneMonth(from: Date): Date;
  premiumStateOf(
    terms: readonly SubscriptionTerm[],
    grants: readonly PremiumGrantTerm[],
  ): {
    isPremium: boolean;
    premiumUntil: Date | null;
    planId: PaidPlan | null;
  };
};

export type DemoBilling = {
  customers: (typeof billingCustomers.$inferInsert)[];
  checkouts: (typeof checkoutSessions.$inferInsert)[];
  subscriptions: (typeof subscriptions.$inferInsert & SubscriptionTerm & { id: string })[];
  transactions: (typeof premiumTransactions.$inferInsert)[];
  /** Referral months (demo-referral-rewards.ts). */
  grants: (typeof premiumGrants.$inferInsert & PremiumGrantTerm & { startsAt: Date })[];
};

type Plan = {
  member: SeedMember;
  /** Ends every id of this subscription: sub_local_demo_<suffix>, cus_local_demo_<suffix>, ... */
  suffix: string;
  plan: PaidPlan;
  start: Date;
  /** Paid months before it ended at a period's end; null while it is still paid. */
  monthsBeforeCancelling: number | null;
  /** Still paid, but cancelled at the end of the current period. */
  ending: boolean;
};

/**
 * Plans the subscriptions and payments. Runs after the rest of the plan, from the same generator,
 * so the community drawn before it stays the same. A founder who subscribed before the day
 * they joined is moved to have joined a little earlier: the founders' signups span six months,
 * the revenue a year.
 */
export function buildDemoBilling(
  faker: Faker,
  proDemo: SeedMember,
  founders: SeedMember[],
  now: Date,
  rules: BillingRules,
): DemoBilling {
  const plans: Plan[] = [
    {
      member: proDemo,
      suffix: 'pro',
      plan: 'pro',
      start: daysBefore(now, DEMO_BILLING.proDemoStartedDaysAgo),
      monthsBeforeCancelling: null,
      ending: false,
    },
  ];
  const eligible = founders.filter(
    (founder) => founder.profile.status === 'active' && !founder.profile.referredBy,
  );
  const count = Math.min(
    eligible.length,
    Math.round(founders.length * DEMO_BILLING.subscriberShare),
  );
  faker.helpers
    .shuffle(eligible)
    .slice(0, count)
    .forEach((member, i) => {
      // Starts spread over the year, oldest first; the oldest never cancels, so every month of
      // the year has revenue.
      const fraction = (i + faker.number.float({ min: 0, max: 1 })) / count;
      const daysAgo = 3 + (DEMO_BILLING.historyDays - 3) * (1 - fraction);
      const start = new Date(now.getTime() - Math.round(daysAgo * DAY_MS));
      const cancels = i > 0 && faker.datatype.boolean({ probability: DEMO_BILLING.cancelledShare });
      plans.push({
        member,
        suffix: faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }),
        plan: faker.datatype.boolean({ probability: DEMO_BILLING.businessShare })
          ? 'business'
          : 'pro',
        start,
        monthsBeforeCancelling: cancels
          ? faker.number.int({ min: 1, max: DEMO_BILLING.maxMonthsBeforeCancelling })
          : null,
        ending: !cancels && faker.datatype.boolean({ probability: DEMO_BILLING.endingShare }),
      });
      if (member.user.createdAt > daysBefore(start, 1)) {
        moveJoinDate(member, dateBetween(faker, daysBefore(start, 30), daysBefore(start, 1)));
      }
    });

  const billing: DemoBilling = {
    customers: [],
    checkouts: [],
    subscriptions: [],
    transactions: [],
    grants: [],
  };
  for (const plan of plans) record(faker, billing, plan, now, rules);
  for (const { member } of plans) {
    const terms = billing.subscriptions.filter((row) => row.userId === member.user.id);
    const state = rules.premiumStateOf(terms, []);
    member.profile.isPremium = state.isPremium;
    member.profile.premiumUntil = state.premiumUntil;
    member.profile.currentPlanId = state.planId;
  }
  return billing;
}

function moveJoinDate(member: SeedMember, joinedAt: Date): void {
  member.user.createdAt = joinedAt;
  member.user.updatedAt = joinedAt;
  member.profile.createdAt = joinedAt;
  member.profile.updatedAt = joinedAt;
}

/** The rows one subscription leaves. */
function record(faker: Faker, billing: DemoBilling, plan: Plan, now: Date, rules: BillingRules) {
  const { member, suffix } = plan;
  const userId = member.user.id;
  const amountCents = planMonthlyPriceCents[plan.plan];
  // Period starts on the monthly anniversaries, up to the first one still to come.
  const starts = [plan.start];
  while (starts.at(-1)! <= now) starts.push(rules.addOneMonth(starts.at(-1)!));
  const pastStarts = starts.length - 1;
  // It ended at a period's end already past; one that would end later is still paid.
  const paidMonths =
    plan.monthsBeforeCancelling !== null && plan.monthsBeforeCancelling < pastStarts
      ? plan.monthsBeforeCancelling
      : null;
  const cancelled = paidMonths !== null;
  const payments = starts.slice(0, paidMonths ?? pastStarts);
  const paidThrough = starts[payments.length]!;
  const lastEvent = cancelled ? paidThrough : payments.at(-1)!;

  const customerId = `cus_local_demo_${suffix}`;
  const subscriptionId = `sub_local_demo_${suffix}`;
  const checkoutAt = new Date(plan.start.getTime() - 3 * 60 * 1000);
  billing.customers.push({ userId, provider: 'local', customerId, createdAt: checkoutAt });
  billing.checkouts.push({
    id: `cs_local_demo_${suffix}`,
    userId,
    provider: 'local',
    plan: plan.plan,
    amountCents,
    status: 'complete',
    createdAt: checkoutAt,
    expiresAt: new Date(checkoutAt.getTime() + DAY_MS),
    completedAt: plan.start,
  });
  billing.subscriptions.push({
    id: subscriptionId,
    userId,
    provider: 'local',
    customerId,
    plan: plan.plan,
    status: cancelled ? 'canceled' : 'active',
    cancelAtPeriodEnd: cancelled || plan.ending,
    currentPeriodEnd: paidThrough,
    paidThrough,
    endedAt: cancelled ? paidThrough : null,
    eventAt: lastEvent,
    createdAt: plan.start,
    updatedAt: lastEvent,
  });
  payments.forEach((paidAt, month) => {
    billing.transactions.push({
      id: faker.string.uuid(),
      userId,
      provider: 'local',
      invoiceId: `in_local_demo_${suffix}_${month + 1}`,
      subscriptionId,
      plan: plan.plan,
      amountCents,
      currency: 'usd',
      createdAt: paidAt,
    });
  });
  member.profile.updatedAt = later(member.profile.updatedAt ?? lastEvent, lastEvent);
}
