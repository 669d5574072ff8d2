import { describe, expect, it } from 'vitest';
import { REPUTATION_POINTS, reputationFallback, reputationLevel } from './reputation.rules';
import { endorseSkillRequestSchema, reputationResponseSchema } from './reputation.schemas';

describe('reputationLevel', () => {
  it.each([
    [0, 'Beginner'],
    [99, 'Beginner'],
    [100, 'Intermediate'],
    [249, 'Intermediate'],
    [250, 'Advanced'],
    [499, 'Advanced'],
    [500, 'Expert'],
    [10_000, 'Expert'],
  ] as const)('%i points is %s', (total, level) => {
    expect(reputationLevel(total)).toBe(level);
  });
});

describe('reputation constants', () => {
  it('awards the product points', () => {
    expect(REPUTATION_POINTS).toEqual({ CONNECTION: 10, ENDORSEMENT: 5, INTERACTION: 3 });
  });

  it('falls back to total 10, connection 10, endorsement 0, activity 0', () => {
    expect(reputationFallback).toEqual({
      totalScore: 10,
      connectionScore: 10,
      endorsementScore: 0,
      activityScore: 0,
    });
    const { totalScore, connectionScore, endorsementScore, activityScore } = reputationFallback;
    expect(totalScore).toBe(connectionScore + endorsementScore + activityScore);
  });
});

describe('reputation schemas', () => {
  it('trims the endorsed skill and rejects an empty one', () => {
    expect(endorseSkillRequestSchema.parse({ skill: '  Sales ' })).toEqual({ skill: 'Sales' });
    expect(endorseSkillRequestSchema.safeParse({ skill: '   ' }).success).toBe(false);
  });

  it('only knows the four levels', () => {
    const base = {
      profileId: 'p',
      totalScore: 0,
      connectionScore: 0,
      endorsementScore: 0,
      activityScore: 0,
    };
    expect(reputationResponseSchema.safeParse({ ...base, level: 'Expert' }).success).toBe(true);
    expect(reputationResponseSchema.safeParse({ ...base, level: 'Guru' }).success).toBe(false);
  });
});
