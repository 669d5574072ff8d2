// Partners and the founders they brought: an accelerator, two investors (the toolkit's investor
// database lists the active one), a university still pending and an investor no longer active.
// Paying founders are among their members, so each active partner's revenue share has a figure.
import type { Faker } from '@faker-js/faker';
import { partnerMembers, partners } from '../schema';
import type { DemoBilling } from './demo-billing';
import { chunks, DAY_MS, dateBetween, later, type SeedTx } from './seed-random';
import type { SeedMember } from './seed-rows';

type PartnerRow = typeof partners.$inferInsert & { id: string; createdAt: Date };
type PartnerMemberRow = typeof partnerMembers.$inferInsert;
export type DemoPartners = { partners: PartnerRow[]; members: PartnerMemberRow[] };

const PLANS = [
  {
    name: 'Launchpad Labs',
    type: 'accelerator',
    domain: 'launchpadlabs.example',
    revenueShare: 20,
    status: 'active',
    members: 18,
    roles: ['founder', 'founder', 'founder', 'mentor'],
  },
  {
    name: 'Northstar Ventures',
    type: 'investor',
    domain: 'northstar.example',
    revenueShare: 15,
    status: 'active',
    members: 9,
    roles: ['portfolio founder', 'portfolio founder', 'scout'],
  },
  {
    name: 'Harbor Seed Fund',
    type: 'investor',
    domain: 'harborseed.example',
    revenueShare: 10,
    status: 'active',
    members: 6,
    roles: ['portfolio founder'],
  },
  {
    name: 'Riverside University',
    type: 'university',
    domain: 'riverside.example',
    revenueShare: 25,
    status: 'pending',
    members: 12,
    roles: ['student', 'student', 'alumnus', 'faculty'],
  },
  {
    name: 'Catalyst Angels',
    type: 'investor',
    domain: 'catalystangels.example',
    revenueShare: 20,
    status: 'inactive',
    members: 3,
    roles: ['angel'],
  },
] as const;

export const DEMO_PARTNERS = {
  /** The oldest partnership began this many days ago. */
  historyDays: 300,
  /** Of each partner's members, at most this share are paying founders. */
  subscriberShare: 0.4,
} as const;

export function buildDemoPartners(
  faker: Faker,
  founders: SeedMember[],
  billing: DemoBilling,
  now: Date,
): DemoPartners {
  const paying = new Set(billing.subscriptions.map((subscription) => subscription.userId));
  const active = founders.filter((founder) => founder.profile.status === 'active');
  let subscribers = faker.helpers.shuffle(active.filter((one) => paying.has(one.user.id)));
  let others = faker.helpers.shuffle(active.filter((one) => !paying.has(one.user.id)));
  const since = new Date(now.getTime() - DEMO_PARTNERS.historyDays * DAY_MS);
  const planned: DemoPartners = { partners: [], members: [] };

  for (const plan of PLANS) {
    const createdAt = dateBetween(faker, since, now);
    const partner: PartnerRow = {
      id: faker.string.uuid(),
      name: plan.name,
      type: plan.type,
      domain: plan.domain,
      revenueShare: plan.revenueShare,
      status: plan.status,
      createdAt,
    };
    planned.partners.push(partner);
    const fromSubscribers = subscribers.slice(
      0,
      Math.floor(plan.members * DEMO_PARTNERS.subscriberShare),
    );
    const fromOthers = others.slice(0, plan.members - fromSubscribers.length);
    subscribers = subscribers.slice(fromSubscribers.length);
    others = others.slice(fromOthers.length);
    const chosen = [...fromSubscribers, ...fromOthers];
    for (const member of chosen) {
      planned.members.push({
        partnerId: partner.id,
        userId: member.user.id,
        role: faker.helpers.arrayElement(plan.roles),
        createdAt: dateBetween(faker, later(createdAt, member.user.createdAt), now),
      });
    }
  }
  return planned;
}

export async function writeDemoPartners(tx: SeedTx, planned: DemoPartners): Promise<void> {
  await tx.insert(partners).values(planned.partners);
  for (const batch of chunks(planned.members, 500)) await tx.insert(partnerMembers).values(batch);
}
