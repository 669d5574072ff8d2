// Skill endorsements between connected members and recent profile views, so reputation and
// Trending have signal on first run. The scores themselves are recomputed from these rows.
import type { Faker } from '@faker-js/faker';
import type { DemoActivity } from './demo-activity';
import { DAY_MS, dateBetween } from './seed-random';
import type { ProfileViewRow, SeedMember, SkillEndorsementRow } from './seed-rows';

export const DEMO_REPUTATION = {
  /** Chance that one side of an accepted connection among founders endorses the other. */
  endorseChance: 0.6,
  maxSkillsPerEndorsement: 3,
  /** Of the demo member's connections, how many the demo member has endorsed already. */
  endorsedByDemo: 2,
  profileViews: 3000,
  viewDays: 14,
  /** Views of the demo member's own profile. */
  demoViews: 40,
} as const;

export type DemoReputation = {
  endorsements: SkillEndorsementRow[];
  profileViews: ProfileViewRow[];
};

export function buildDemoReputation(
  faker: Faker,
  demo: SeedMember,
  members: SeedMember[],
  activity: DemoActivity,
  now: Date,
): DemoReputation {
  return {
    endorsements: plannedEndorsements(faker, demo, members, activity, now),
    profileViews: plannedViews(faker, demo, members, now),
  };
}

/**
 * Endorsements only ever run along accepted connections. Everyone connected to the demo member
 * endorses one or two of the demo member's skills; the demo member has endorsed a skill of the
 * first two of them and left the others for the demo visitor to try.
 */
function plannedEndorsements(
  faker: Faker,
  demo: SeedMember,
  members: SeedMember[],
  activity: DemoActivity,
  now: Date,
): SkillEndorsementRow[] {
  const byUser = new Map(members.map((member) => [member.user.id, member]));
  const rows: SkillEndorsementRow[] = [];
  let endorsedByDemo = 0;
  const endorse = (endorser: SeedMember, endorsed: SeedMember, count: number, since: Date) => {
    const skills = faker.helpers.arrayElements(
      endorsed.profile.skills,
      Math.min(count, endorsed.profile.skills.length),
    );
    for (const skill of skills) {
      rows.push({
        id: faker.string.uuid(),
        endorserId: endorser.user.id,
        profileId: endorsed.profile.id,
        skill,
        createdAt: dateBetween(faker, since, now),
      });
    }
  };
  for (const connection of activity.connections) {
    if (connection.status !== 'accepted') continue;
    const a = byUser.get(connection.senderId);
    const b = byUser.get(connection.receiverId);
    if (!a || !b) continue;
    const since = connection.updatedAt ?? now;
    for (const [endorser, endorsed] of [
      [a, b],
      [b, a],
    ] as const) {
      if (endorsed === demo) {
        endorse(endorser, endorsed, faker.number.int({ min: 1, max: 2 }), since);
      } else if (endorser === demo) {
        if (endorsedByDemo < DEMO_REPUTATION.endorsedByDemo) endorse(endorser, endorsed, 1, since);
        endorsedByDemo += 1;
      } else if (faker.datatype.boolean({ probability: DEMO_REPUTATION.endorseChance })) {
        const count = faker.number.int({ min: 1, max: DEMO_REPUTATION.maxSkillsPerEndorsement });
        endorse(endorser, endorsed, count, since);
      }
    }
  }
  return rows;
}

/**
 * One view per viewer, profile and day over the last two weeks, more of them recently, and a
 * few founders far more viewed than the rest (the ones Trending should surface).
 */
function plannedViews(
  faker: Faker,
  demo: SeedMember,
  members: SeedMember[],
  now: Date,
): ProfileViewRow[] {
  const active = members.filter((member) => member.profile.status === 'active');
  // Popularity: a long tail, drawn once per member; cumulative weights for a fast pick.
  const cumulative: number[] = [];
  let sum = 0;
  for (const _member of active) {
    sum += 1 + 30 * faker.number.float({ min: 0, max: 1 }) ** 6;
    cumulative.push(sum);
  }
  const popular = (): SeedMember => {
    const target = faker.number.float({ min: 0, max: sum });
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return active[low]!;
  };

  const rows: ProfileViewRow[] = [];
  const seen = new Set<string>();
  const add = (viewer: SeedMember, viewed: SeedMember) => {
    if (viewer === viewed) return;
    const daysAgo = DEMO_REPUTATION.viewDays * faker.number.float({ min: 0, max: 1 }) ** 1.5;
    const viewedAt = new Date(now.getTime() - Math.floor(daysAgo * DAY_MS));
    const joined = Math.max(viewer.user.createdAt.getTime(), viewed.profile.createdAt.getTime());
    if (viewedAt.getTime() < joined) return;
    const viewedOn = viewedAt.toISOString().slice(0, 10);
    const key = `${viewed.profile.id}:${viewer.user.id}:${viewedOn}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({
      id: faker.string.uuid(),
      profileId: viewed.profile.id,
      viewerId: viewer.user.id,
      viewedOn,
      viewedAt,
    });
  };

  const target = DEMO_REPUTATION.profileViews;
  for (let attempt = 0; rows.length < target && attempt < target * 3; attempt += 1) {
    add(faker.helpers.arrayElement(active), popular());
  }
  const demoTarget = rows.length + DEMO_REPUTATION.demoViews;
  for (
    let attempt = 0;
    rows.length < demoTarget && attempt < DEMO_REPUTATION.demoViews * 5;
    attempt += 1
  ) {
    add(faker.helpers.arrayElement(active), demo);
  }
  return rows;
}
