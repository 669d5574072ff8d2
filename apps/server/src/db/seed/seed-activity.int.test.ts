import { and, asc, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { addDays, checkInPoints, localDate } from '@cofound/shared/check-in/check-in.rules';
import { ideaIndustries, ideaStages } from '@cofound/shared/ideas/ideas.options';
import { matchScore } from '@cofound/shared/matching/match-score';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../client';
import {
  connections,
  dailyCheckins,
  matchDecisions,
  messages,
  premiumGrants,
  profileViews,
  profiles,
  referrals,
  reputationPeriods,
  reputationScores,
  skillEndorsements,
  users,
  videoCallRequests,
} from '../schema';
import { recalculateAll } from '../../features/reputation/reputation.service';
import { DEMO_CHECK_INS } from './demo-check-ins';
import { demoCredentials } from './index';
import { expectBetween, profileByEmail, useSeededCommunity } from '../../test/seeded-community';

// One seeded database for the whole file: seeding is the slow part of these tests.
const seeded = useSeededCommunity();
let db: Db;

beforeAll(() => {
  db = seeded.db;
});

describe('the demo community’s activity', () => {
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
});

describe('the demo community’s reputation and check-ins', () => {
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
});
