// All SQL of the personality test.
import { eq, sql } from 'drizzle-orm';
import type { Archetype } from '@cofound/shared/personality-test/archetypes';
import type { QuizScores } from '@cofound/shared/personality-test/quiz';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { founderArchetypes, profiles } from '../../db/schema';

export type ArchetypeRow = { archetype: Archetype; scores: QuizScores; testDate: Date };

const rowColumns = {
  archetype: sql<Archetype>`${founderArchetypes.archetype}`,
  scores: sql<QuizScores>`${founderArchetypes.scores}`,
  testDate: founderArchetypes.testDate,
};

export function createPersonalityTestRepository(database: Db) {
  return defineRepository(database, personalityTestQueries);
}

export function personalityTestQueries(db: DbOrTx) {
  return {
    async findResult(userId: string): Promise<ArchetypeRow | null> {
      const [row] = await db
        .select(rowColumns)
        .from(founderArchetypes)
        .where(eq(founderArchetypes.userId, userId));
      return row ?? null;
    },

    /** Inserts or replaces the member's result; the test date is the database's now. */
    async upsertResult(
      userId: string,
      result: { archetype: Archetype; scores: QuizScores },
    ): Promise<ArchetypeRow> {
      const [row] = await db
        .insert(founderArchetypes)
        .values({ userId, archetype: result.archetype, scores: result.scores })
        .onConflictDoUpdate({
          target: founderArchetypes.userId,
          set: { archetype: result.archetype, scores: result.scores, testDate: sql`now()` },
        })
        .returning(rowColumns);
      return row!;
    },

    /**
     * Copies the archetype onto the member's profile (its updated_at trigger then brings the
     * match index and stored success predictions up to date). False when there is no profile.
     */
    async copyArchetypeToProfile(userId: string, archetype: Archetype): Promise<boolean> {
      const updated = await db
        .update(profiles)
        .set({ archetype })
        .where(eq(profiles.userId, userId))
        .returning({ id: profiles.id });
      return updated.length > 0;
    },
  };
}

export type PersonalityTestRepository = ReturnType<typeof createPersonalityTestRepository>;
