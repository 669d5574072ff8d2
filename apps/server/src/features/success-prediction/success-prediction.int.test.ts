import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  predictSuccess,
  type PredictionProfile,
} from '@cofound/shared/success-prediction/success-prediction.rules';
import { successPredictionMessages } from '@cofound/shared/success-prediction/success-prediction.schemas';
import { successPredictions } from '../../db/schema';
import { memberKit, type Member, type ProfileFields } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

type Founder = PredictionProfile & ProfileFields & { skills: string[] };

const ctx = useTestApp();
const kit = memberKit(ctx);

const ceo: Founder = {
  skills: ['Sales', 'Marketing'],
  industry: 'technology',
  experience: 6,
  lookingFor: ['Technical Cofounder'],
  startupInterests: ['SaaS', 'AI'],
  personalityTraits: ['Strategic', 'Creative', 'Leadership'],
  workStyle: ['Remote'],
  archetype: 'visionary_ceo',
};
const engineer: Founder = {
  skills: ['Full-Stack Development', 'Sales'],
  industry: 'technology',
  experience: 4,
  lookingFor: ['Business Development'],
  startupInterests: ['SaaS'],
  personalityTraits: ['Analytical', 'Strategic'],
  workStyle: ['Remote', 'Async'],
  archetype: 'technical_genius',
};

const founders = async () => ({
  a: await kit.member({ profile: ceo }),
  b: await kit.member({ profile: engineer }),
});

const predictionOf = (viewer: Member, other: Member) =>
  kit.as(viewer).get(`/api/success-prediction/${other.profileId}`);

async function storedRows() {
  return ctx.database.db.select().from(successPredictions);
}

describe('the success prediction', () => {
  it('is the shared rule on both profiles, the same from either side, and stored once per pair', async () => {
    const { a, b } = await founders();
    const fromA = await predictionOf(a, b);
    expect(fromA.statusCode).toBe(200);
    const expected = predictSuccess(ceo, engineer);
    expect(fromA.json()).toMatchObject({ profileId: b.profileId, ...expected });
    expect(fromA.json().factors.archetype_match).toBe(100);

    const fromB = (await predictionOf(b, a)).json();
    expect(fromB).toMatchObject({ profileId: a.profileId, probability: expected.probability });
    expect(fromB.insights).toEqual(fromA.json().insights);
    const rows = (await storedRows()).filter((row) =>
      [row.profileLow, row.profileHigh].includes(a.profileId),
    );
    expect(rows).toHaveLength(1);
    expect(fromB.computedAt).toBe(fromA.json().computedAt);
  });

  it('is recomputed after either profile changes, and not before', async () => {
    const { a, b } = await founders();
    const first = (await predictionOf(a, b)).json();
    expect((await predictionOf(b, a)).json().computedAt).toBe(first.computedAt);

    await kit.updateProfile(b, { archetype: 'visionary_ceo' });
    const after = (await predictionOf(a, b)).json();
    expect(after.factors.archetype_match).toBe(40);
    expect(after.probability).toBe(
      predictSuccess(ceo, { ...engineer, archetype: 'visionary_ceo' }).probability,
    );
    expect(Date.parse(after.computedAt)).toBeGreaterThanOrEqual(Date.parse(first.computedAt));
    expect(after.computedAt).not.toBe(first.computedAt);
  });

  it('follows a retaken personality test', async () => {
    const { a, b } = await founders();
    expect((await predictionOf(a, b)).json().factors.archetype_match).toBe(100);
    await kit.as(b).put('/api/personality-test/result', {
      answers: {
        vision: 'industry',
        execution: 'build',
        leadership: 'rally',
        resilience: 'system',
      },
    });
    // vision 5 is beaten by nothing: a Visionary CEO, like a.
    expect((await predictionOf(a, b)).json().factors.archetype_match).toBe(40);
  });

  it('needs two members who can see each other', async () => {
    const { a, b } = await founders();
    const own = await predictionOf(a, a);
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(successPredictionMessages.ownProfile);

    await kit.block(b, a);
    expect((await predictionOf(a, b)).statusCode).toBe(404);
    expect((await predictionOf(b, a)).statusCode).toBe(404);

    const c = await kit.member();
    await kit.suspend(c);
    expect((await predictionOf(a, c)).statusCode).toBe(404);
    expect((await kit.as(null).get(`/api/success-prediction/${a.profileId}`)).statusCode).toBe(401);
  });

  it('is removed with either profile', async () => {
    const { a, b } = await founders();
    await predictionOf(a, b);
    await ctx.database.db.execute(sql`delete from profiles where id = ${b.profileId}`);
    const rows = await ctx.database.db
      .select()
      .from(successPredictions)
      .where(
        eq(successPredictions.profileLow, a.profileId < b.profileId ? a.profileId : b.profileId),
      );
    expect(
      rows.filter((row) => [row.profileLow, row.profileHigh].includes(b.profileId)),
    ).toHaveLength(0);
  });
});
