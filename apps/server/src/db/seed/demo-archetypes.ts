// Founder types: most founders (and the Pro demo account) have taken the personality test, with
// answers drawn at random and the type the test's own rule gives them. The demo member has not,
// so that taking it is theirs to try.
import type { Faker } from '@faker-js/faker';
import {
  archetypeForScores,
  quizCategories,
  type QuizScores,
} from '@cofound/shared/personality-test/quiz';
import { founderArchetypes } from '../schema';
import { chunks, dateBetween, type SeedTx } from './seed-random';
import type { SeedMember } from './seed-rows';

export const DEMO_ARCHETYPES = {
  /** Share of the founders who took the test. */
  takenShare: 0.75,
} as const;

export type ArchetypeRow = typeof founderArchetypes.$inferInsert;

/** The test results; each taker's profile gets its archetype, as the test itself does. */
export function buildDemoArchetypes(
  faker: Faker,
  pro: SeedMember,
  founders: SeedMember[],
  now: Date,
): ArchetypeRow[] {
  const takers = [pro, ...founders.filter(() => faker.number.float() < DEMO_ARCHETYPES.takenShare)];
  return takers.map((member) => {
    const scores = Object.fromEntries(
      quizCategories.map((category) => [category, faker.number.int({ min: 2, max: 5 })]),
    ) as QuizScores;
    const archetype = archetypeForScores(scores);
    member.profile.archetype = archetype;
    return {
      userId: member.user.id,
      archetype,
      scores,
      testDate: dateBetween(faker, member.profile.createdAt, now),
    };
  });
}

export async function writeDemoArchetypes(tx: SeedTx, rows: ArchetypeRow[]): Promise<void> {
  for (const batch of chunks(rows, 500)) await tx.insert(founderArchetypes).values(batch);
}
