import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalityTestMessages } from '@cofound/shared/personality-test/personality-test.schemas';
import { founderArchetypes, profiles } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const technicalGenius = {
  vision: 'niche',
  execution: 'build',
  leadership: 'debate',
  resilience: 'learn',
};
const growthHacker = {
  vision: 'trusted',
  execution: 'delegate',
  leadership: 'rally',
  resilience: 'system',
};

async function profileArchetype(member: Member) {
  const [row] = await ctx.database.db
    .select({ archetype: profiles.archetype })
    .from(profiles)
    .where(eq(profiles.id, member.profileId));
  return row?.archetype;
}

describe('the personality test', () => {
  it('has no result before the test, then scores the answers on the server', async () => {
    const member = await kit.member();
    expect((await kit.as(member).get('/api/personality-test/result')).json()).toEqual({
      result: null,
    });

    const taken = await kit
      .as(member)
      .put('/api/personality-test/result', { answers: technicalGenius });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      archetype: 'technical_genius',
      scores: { vision: 2, execution: 5, leadership: 4, resilience: 4 },
    });
    expect((await kit.as(member).get('/api/personality-test/result')).json().result).toEqual(
      taken.json(),
    );
    expect(await profileArchetype(member)).toBe('technical_genius');
  });

  it('replaces the result on a retake, keeping one row with a new test date', async () => {
    const member = await kit.member();
    const first = (
      await kit.as(member).put('/api/personality-test/result', { answers: technicalGenius })
    ).json();
    const second = await kit
      .as(member)
      .put('/api/personality-test/result', { answers: growthHacker });
    expect(second.json()).toMatchObject({
      archetype: 'growth_hacker',
      scores: { vision: 3, leadership: 5 },
    });
    expect(Date.parse(second.json().testDate)).toBeGreaterThanOrEqual(Date.parse(first.testDate));
    const rows = await ctx.database.db
      .select()
      .from(founderArchetypes)
      .where(eq(founderArchetypes.userId, member.userId));
    expect(rows).toHaveLength(1);
    expect(await profileArchetype(member)).toBe('growth_hacker');
  });

  it('refuses a missing answer, an unknown option, an extra field or a sent score, changing nothing', async () => {
    const member = await kit.member();
    await kit.as(member).put('/api/personality-test/result', { answers: growthHacker });
    const { resilience: _left, ...threeAnswers } = technicalGenius;
    for (const payload of [
      { answers: threeAnswers },
      { answers: { ...technicalGenius, vision: 'build' } },
      { answers: technicalGenius, archetype: 'visionary_ceo' },
      { answers: { ...technicalGenius, score: 5 } },
    ]) {
      const refused = await kit.as(member).put('/api/personality-test/result', payload);
      expect(refused.statusCode).toBe(400);
    }
    const unknown = await kit.as(member).put('/api/personality-test/result', {
      answers: { ...technicalGenius, vision: 'build' },
    });
    expect(unknown.json().error.message).toBe(personalityTestMessages.unanswered);
    expect((await kit.as(member).get('/api/personality-test/result')).json().result.archetype).toBe(
      'growth_hacker',
    );
    expect(await profileArchetype(member)).toBe('growth_hacker');
  });

  it('is for members only', async () => {
    expect((await kit.as(null).get('/api/personality-test/result')).statusCode).toBe(401);
  });
});
