// Activity around the demo member and among the founders, so the screens are alive on first run:
// likes, connection requests, accepted connections and referrals.
import type { Faker } from '@faker-js/faker';
import { matchScore } from '@cofound/shared/matching/match-score';
import { DEMO_REFERRALS, referFounders, referralCount } from './demo-referrals';
import { dateBetween, daysBefore, later } from './seed-random';
import type {
  ConnectionRow,
  MatchDecisionRow,
  ProfileRow,
  ReferralRow,
  SeedMember,
} from './seed-rows';

export const DEMO_ACTIVITY = {
  likesForDemo: 40,
  acceptedWithDemo: 5,
  pendingToDemo: 3,
  /** Connections among the founders, per founder. */
  connectionsPerFounder: 1,
} as const;

export type DemoActivity = {
  decisions: MatchDecisionRow[];
  connections: ConnectionRow[];
  referrals: ReferralRow[];
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Plans the activity. Referred founders are changed in place (demo-referrals.ts), so call this
 * before inserting.
 */
export function buildDemoActivity(
  faker: Faker,
  demo: SeedMember,
  pro: SeedMember,
  founders: SeedMember[],
  now: Date,
): DemoActivity {
  const activity: DemoActivity = { decisions: [], connections: [], referrals: [] };
  const active = faker.helpers.shuffle(
    founders.filter((founder) => founder.profile.status === 'active'),
  );
  const likers = active.slice(0, DEMO_ACTIVITY.likesForDemo);
  const byDemo = referralCount(DEMO_REFERRALS.member);
  const referredByDemo = active.slice(likers.length, likers.length + byDemo);
  const referredByPro = active.slice(
    likers.length + byDemo,
    likers.length + byDemo + referralCount(DEMO_REFERRALS.pro),
  );

  likers.forEach((liker, index) => {
    const likedAt = dateBetween(faker, later(liker.user.createdAt, demo.user.createdAt), now);
    activity.decisions.push(decision(faker, liker, demo.profile, likedAt));
    if (index < DEMO_ACTIVITY.acceptedWithDemo) {
      // The demo member liked back: a mutual like, accepted a little later.
      const matchedAt = dateBetween(faker, likedAt, now);
      activity.decisions.push(decision(faker, demo, liker.profile, matchedAt));
      activity.connections.push(
        connection(
          faker,
          demo,
          liker,
          { status: 'accepted', origin: 'mutual_like' },
          matchedAt,
          now,
        ),
      );
    } else if (index < DEMO_ACTIVITY.acceptedWithDemo + DEMO_ACTIVITY.pendingToDemo) {
      const sentAt = dateBetween(faker, later(likedAt, daysBefore(now, 14)), now);
      activity.connections.push(
        connection(faker, liker, demo, { status: 'pending', origin: 'request' }, sentAt, now),
      );
    }
  });

  activity.referrals.push(
    ...referFounders(faker, demo, referredByDemo, DEMO_REFERRALS.member, now),
    ...referFounders(faker, pro, referredByPro, DEMO_REFERRALS.pro, now),
  );

  addFounderConnections(faker, founders, now, activity);
  return activity;
}

/** Mutual likes between founders, each leading to a pending, accepted or rejected connection. */
function addFounderConnections(
  faker: Faker,
  founders: SeedMember[],
  now: Date,
  activity: DemoActivity,
): void {
  const target = Math.round(founders.length * DEMO_ACTIVITY.connectionsPerFounder);
  const byIndustry = new Map<string, SeedMember[]>();
  for (const founder of founders) {
    byIndustry.set(founder.profile.industry, [
      ...(byIndustry.get(founder.profile.industry) ?? []),
      founder,
    ]);
  }
  const seen = new Set<string>();
  for (let attempt = 0; seen.size < target && attempt < target * 20; attempt += 1) {
    const a = faker.helpers.arrayElement(founders);
    // Founders in the same industry find each other more often.
    const peers = faker.datatype.boolean()
      ? (byIndustry.get(a.profile.industry) ?? founders)
      : founders;
    const b = faker.helpers.arrayElement(peers);
    const key = [a.user.id, b.user.id].sort().join(':');
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    const status = faker.helpers.weightedArrayElement([
      { value: 'accepted' as const, weight: 5 },
      { value: 'pending' as const, weight: 3 },
      { value: 'rejected' as const, weight: 2 },
    ]);
    const firstLike = dateBetween(faker, later(a.user.createdAt, b.user.createdAt), now);
    const mutualAt = dateBetween(faker, firstLike, now);
    activity.decisions.push(decision(faker, a, b.profile, firstLike));
    activity.decisions.push(decision(faker, b, a.profile, mutualAt));
    // b's like completed the match, so b sent the request (docs/product.md#like-and-pass).
    activity.connections.push(
      connection(faker, b, a, { status, origin: 'mutual_like' }, mutualAt, now),
    );
  }
}

/** `from`'s like (or pass) on `to`'s card, with the score they were shown. */
export function decision(
  faker: Faker,
  from: SeedMember,
  to: ProfileRow,
  at: Date,
  liked = true,
): MatchDecisionRow {
  return {
    id: faker.string.uuid(),
    userId: from.user.id,
    profileId: to.id,
    liked,
    score: scoreFor(from.profile, to),
    createdAt: at,
    updatedAt: at,
  };
}

function connection(
  faker: Faker,
  sender: SeedMember,
  receiver: SeedMember,
  kind: { status: ConnectionRow['status']; origin: ConnectionRow['origin'] },
  createdAt: Date,
  now: Date,
): ConnectionRow {
  const answeredAt = new Date(
    Math.min(now.getTime(), createdAt.getTime() + faker.number.int({ min: 1, max: 72 }) * HOUR_MS),
  );
  const updatedAt = kind.status === 'pending' ? createdAt : answeredAt;
  return {
    id: faker.string.uuid(),
    senderId: sender.user.id,
    receiverId: receiver.user.id,
    ...kind,
    createdAt,
    updatedAt,
  };
}

/** The shared match score of `to` as `from` sees it, as matching stores it. */
export function scoreFor(from: ProfileRow, to: ProfileRow): number {
  const fields = (row: ProfileRow) => ({
    skills: row.skills ?? [],
    industry: row.industry ?? null,
    experience: row.experience ?? 0,
    lookingFor: row.lookingFor ?? [],
    startupInterests: row.startupInterests ?? [],
  });
  return matchScore(fields(from), fields(to)).score;
}
