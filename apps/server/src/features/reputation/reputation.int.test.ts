import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reputationMessages } from '@cofound/shared/reputation/reputation.schemas';
import type { Db } from '../../db/client';
import { connections, reputationScores, skillEndorsements } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { awardConnection, awardInteraction, recalculateAll } from './reputation.service';

const ctx = useTestApp();
const kit = memberKit(ctx);

const member = (skills = ['Sales', 'Marketing', 'UI/UX Design']) =>
  kit.member({ profile: { skills } });

async function scores(db: Db, profileId: string) {
  const [row] = await db
    .select()
    .from(reputationScores)
    .where(eq(reputationScores.profileId, profileId));
  return row!;
}

function endorse(
  viewer: Member | null,
  profileId: string,
  skill: string,
  method: 'POST' | 'DELETE' = 'POST',
) {
  const url = `/api/profiles/${profileId}/endorsements`;
  const as = kit.as(viewer);
  return method === 'POST' ? as.post(url, { skill }) : as.del(url, { skill });
}

describe('GET /api/profiles/:id/reputation', () => {
  it('answers a new profile with zero scores and the Beginner level', async () => {
    const alice = await member();
    const response = await kit.as(null).get(`/api/profiles/${alice.profileId}/reputation`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profileId: alice.profileId,
      totalScore: 0,
      connectionScore: 0,
      endorsementScore: 0,
      activityScore: 0,
      level: 'Beginner',
    });
  });

  it('answers 404 for an unknown id, a malformed id and a suspended or banned profile', async () => {
    const suspended = await member();
    const banned = await member();
    await kit.suspend(suspended);
    await kit.updateProfile(banned, { status: 'banned' });
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      suspended.profileId,
      banned.profileId,
    ]) {
      for (const path of ['reputation', 'endorsements']) {
        const response = await kit.as(null).get(`/api/profiles/${id}/${path}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({
          code: 'NOT_FOUND',
          message: reputationMessages.profileNotFound,
        });
      }
    }
  });
});

describe('skill endorsements', () => {
  let endorser: Member;
  let endorsed: Member;
  let stranger: Member;

  beforeAll(async () => {
    endorser = await member();
    endorsed = await member(['Sales', 'Marketing', 'UI/UX Design', 'DevOps']);
    stranger = await member();
    await kit.connect(endorsed, endorser);
    await kit.connect(stranger, endorsed, 'pending');
  });

  it('rejects an anonymous visitor with 401', async () => {
    expect((await endorse(null, endorsed.profileId, 'Sales')).statusCode).toBe(401);
  });

  it('rejects a member without an accepted connection with 403', async () => {
    const response = await endorse(stranger, endorsed.profileId, 'Sales');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'You can only endorse skills of members you are connected with',
    });
  });

  it('rejects endorsing your own profile with 400', async () => {
    const response = await endorse(endorsed, endorsed.profileId, 'Sales');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(reputationMessages.ownProfile);
  });

  it('rejects a skill the profile does not list with 400', async () => {
    const response = await endorse(endorser, endorsed.profileId, 'Blockchain');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(reputationMessages.unknownSkill);
  });

  it('adds exactly 5 to endorsement_score and total, once per skill (409 the second time)', async () => {
    const before = await scores(ctx.database.db, endorsed.profileId);
    const response = await endorse(endorser, endorsed.profileId, 'Sales');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      skill: { skill: 'Sales', count: 1, endorsedByViewer: true },
      reputation: {
        profileId: endorsed.profileId,
        endorsementScore: before.endorsementScore + 5,
        totalScore: before.totalScore + 5,
      },
    });
    const after = await scores(ctx.database.db, endorsed.profileId);
    expect(after.endorsementScore - before.endorsementScore).toBe(5);
    expect(after.totalScore - before.totalScore).toBe(5);
    expect(after.connectionScore).toBe(before.connectionScore);

    const twice = await endorse(endorser, endorsed.profileId, 'sales');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toEqual({
      code: 'CONFLICT',
      message: 'You have already endorsed this skill',
    });
    expect((await scores(ctx.database.db, endorsed.profileId)).totalScore).toBe(after.totalScore);
  });

  it('lists counts per skill and what the viewer endorsed', async () => {
    const url = `/api/profiles/${endorsed.profileId}/endorsements`;
    const asEndorser = await kit.as(endorser).get(url);
    expect(asEndorser.json()).toEqual({
      profileId: endorsed.profileId,
      viewerCanEndorse: true,
      skills: [
        { skill: 'Sales', count: 1, endorsedByViewer: true },
        { skill: 'Marketing', count: 0, endorsedByViewer: false },
        { skill: 'UI/UX Design', count: 0, endorsedByViewer: false },
        { skill: 'DevOps', count: 0, endorsedByViewer: false },
      ],
    });
    const anonymous = await kit.as(null).get(url);
    expect(anonymous.json().viewerCanEndorse).toBe(false);
    expect(anonymous.json().skills[0]).toEqual({
      skill: 'Sales',
      count: 1,
      endorsedByViewer: false,
    });
    const asStranger = await kit.as(stranger).get(url);
    expect(asStranger.json().viewerCanEndorse).toBe(false);
  });

  it('adds concurrent endorsements of different skills without losing one', async () => {
    const before = await scores(ctx.database.db, endorsed.profileId);
    const responses = await Promise.all(
      ['Marketing', 'UI/UX Design', 'DevOps'].map((skill) =>
        endorse(endorser, endorsed.profileId, skill),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    const after = await scores(ctx.database.db, endorsed.profileId);
    expect(after.endorsementScore - before.endorsementScore).toBe(15);
    expect(after.totalScore - before.totalScore).toBe(15);
  });

  it('withdraws an endorsement and takes its 5 points back', async () => {
    const before = await scores(ctx.database.db, endorsed.profileId);
    const response = await endorse(endorser, endorsed.profileId, 'DevOps', 'DELETE');
    expect(response.statusCode).toBe(200);
    expect(response.json().skill).toEqual({ skill: 'DevOps', count: 0, endorsedByViewer: false });
    const after = await scores(ctx.database.db, endorsed.profileId);
    expect(before.endorsementScore - after.endorsementScore).toBe(5);
    expect(before.totalScore - after.totalScore).toBe(5);
    expect((await endorse(endorser, endorsed.profileId, 'DevOps', 'DELETE')).statusCode).toBe(404);
  });
});

describe('awards and recalculateAll', () => {
  it('awardConnection adds 10 to both profiles', async () => {
    const a = await member();
    const b = await member();
    await ctx.database.db.transaction((tx) => awardConnection(tx, a.profileId, b.profileId));
    for (const profileId of [a.profileId, b.profileId]) {
      expect(await scores(ctx.database.db, profileId)).toMatchObject({
        connectionScore: 10,
        totalScore: 10,
        endorsementScore: 0,
        activityScore: 0,
      });
    }
  });

  it('a rolled-back transaction awards nothing', async () => {
    const a = await member();
    const b = await member();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await awardConnection(tx, a.profileId, b.profileId);
        throw new Error('the connection was not accepted after all');
      }),
    ).rejects.toThrow();
    expect((await scores(ctx.database.db, a.profileId)).totalScore).toBe(0);
  });

  it('recalculateAll matches the incremental awards', async () => {
    const db = ctx.database.db;
    const a = await member(['Sales', 'DevOps']);
    const b = await member(['Marketing']);
    const c = await member(['Sales']);
    // Connections accepted the way the connections feature will: row and award together.
    for (const [x, y] of [
      [a, b],
      [a, c],
    ] as const) {
      await db.transaction(async (tx) => {
        await tx.insert(connections).values({
          senderId: x.userId,
          receiverId: y.userId,
          status: 'accepted',
        });
        await awardConnection(tx, x.profileId, y.profileId);
      });
    }
    expect((await endorse(b, a.profileId, 'Sales')).statusCode).toBe(201);
    expect((await endorse(c, a.profileId, 'DevOps')).statusCode).toBe(201);
    expect((await endorse(a, b.profileId, 'Marketing')).statusCode).toBe(201);

    const incremental = await db.select().from(reputationScores);
    const byId = new Map(incremental.map((row) => [row.profileId, row]));
    expect(byId.get(a.profileId)).toMatchObject({
      connectionScore: 20,
      endorsementScore: 10,
      activityScore: 0,
      totalScore: 30,
    });

    // Scramble the scores, then repair them.
    await db.update(reputationScores).set({
      totalScore: 999,
      connectionScore: 999,
      endorsementScore: 0,
      activityScore: 0,
    });
    await recalculateAll(db);
    const recalculated = await db.select().from(reputationScores);
    // Rows the tests above changed by hand (awards without source rows) legitimately differ;
    // compare the members of this test, whose every point has a source row.
    for (const profileId of [a.profileId, b.profileId, c.profileId]) {
      const row = recalculated.find((candidate) => candidate.profileId === profileId);
      const { updatedAt: _u, ...expected } = byId.get(profileId)!;
      const { updatedAt: _v, ...actual } = row!;
      expect(actual).toEqual(expected);
    }
    const received = await db
      .select({ id: skillEndorsements.id })
      .from(skillEndorsements)
      .where(eq(skillEndorsements.profileId, a.profileId));
    expect(received).toHaveLength(2);
  });

  it('awardInteraction adds 3 to the activity score', async () => {
    const a = await member();
    await awardInteraction(ctx.database.db, a.profileId, 'message');
    expect(await scores(ctx.database.db, a.profileId)).toMatchObject({
      activityScore: 3,
      totalScore: 3,
    });
  });
});
