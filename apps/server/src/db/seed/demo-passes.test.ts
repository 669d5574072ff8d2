import * as fakerModule from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { buildDemoPasses, likeChance } from './demo-passes';
import { seededFaker } from './seed-random';
import type { MatchDecisionRow } from './seed-rows';
import { buildSyntheticFounders } from './synthetic-founders';

const now = new Date();

function build() {
  const faker = seededFaker(fakerModule);
  const taken = { emails: new Set<string>(), referralCodes: new Set<string>() };
  const founders = buildSyntheticFounders(faker, 300, now, taken);
  const [first, second] = founders;
  const like: MatchDecisionRow = {
    userId: first!.user.id,
    profileId: second!.profile.id,
    liked: true,
    score: 0.5,
  };
  return { founders, like, passes: buildDemoPasses(faker, founders, [like], now) };
}

describe('the demo deck’s passes', () => {
  const { founders, like, passes } = build();
  const active = new Map(
    founders
      .filter((founder) => founder.profile.status === 'active')
      .map((founder) => [founder.user.id, founder] as const),
  );

  it('likes a card likelier the higher its score', () => {
    expect(likeChance(0)).toBeCloseTo(0.1);
    expect(likeChance(0.5)).toBeCloseTo(0.5);
    expect(likeChance(1)).toBeCloseTo(0.9);
    expect(likeChance(1.2)).toBeCloseTo(0.9);
  });

  it('passes between active founders, once a pair, never on oneself or a card already liked', () => {
    expect(passes.length).toBeGreaterThan(founders.length);
    const activeProfiles = new Set([...active.values()].map((founder) => founder.profile.id));
    const pairs = new Set<string>();
    for (const pass of passes) {
      expect(pass.liked).toBe(false);
      expect(active.has(pass.userId)).toBe(true);
      expect(activeProfiles.has(pass.profileId)).toBe(true);
      expect(active.get(pass.userId)!.profile.id).not.toBe(pass.profileId);
      pairs.add(`${pass.userId}:${pass.profileId}`);
      expect(pass.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(pairs.size).toBe(passes.length);
    expect(pairs.has(`${like.userId}:${like.profileId}`)).toBe(false);
  });

  it('passes on low scores more often than on high ones', () => {
    const low = passes.filter((pass) => pass.score! < 0.3).length;
    const high = passes.filter((pass) => pass.score! >= 0.5).length;
    expect(low).toBeGreaterThan(4 * high);
  });

  it('draws the same passes on every run', () => {
    const again = build().passes;
    expect(again.map(({ userId, profileId, score }) => [userId, profileId, score])).toEqual(
      passes.map(({ userId, profileId, score }) => [userId, profileId, score]),
    );
  });
});
