// The deck's passes among the founders: each went through a few more cards than they liked and
// passed on those that did not fit, a low match score more often than a high one. Without them
// every seeded decision is a like.
import type { Faker } from '@faker-js/faker';
import { decision, scoreFor } from './demo-activity';
import { dateBetween, later } from './seed-random';
import type { MatchDecisionRow, SeedMember } from './seed-rows';

export const DEMO_PASSES = {
  /** Cards each active founder is shown beyond their likes. */
  cardsPerFounder: 6,
} as const;

/** How likely a card with this score is liked: a tenth at 0, nine tenths at 1. */
export function likeChance(score: number): number {
  return 0.1 + 0.8 * Math.min(1, Math.max(0, score));
}

/**
 * The passes, on cards not decided yet (`decided`: the seed's likes). A card that would have
 * been liked is left out: a new like would mean a match the rest of the seed does not have.
 */
export function buildDemoPasses(
  faker: Faker,
  founders: SeedMember[],
  decided: readonly MatchDecisionRow[],
  now: Date,
): MatchDecisionRow[] {
  const active = founders.filter((founder) => founder.profile.status === 'active');
  const seen = new Set(decided.map((row) => `${row.userId}:${row.profileId}`));
  const passes: MatchDecisionRow[] = [];
  for (const from of active) {
    for (let card = 0; card < DEMO_PASSES.cardsPerFounder; card += 1) {
      const to = faker.helpers.arrayElement(active);
      const key = `${from.user.id}:${to.profile.id}`;
      if (to === from || seen.has(key)) continue;
      const wouldLike =
        faker.number.float({ min: 0, max: 1 }) < likeChance(scoreFor(from.profile, to.profile));
      if (wouldLike) continue;
      seen.add(key);
      const at = dateBetween(faker, later(from.user.createdAt, to.user.createdAt), now);
      passes.push(decision(faker, from, to.profile, at, false));
    }
  }
  return passes;
}
