// All SQL of the success prediction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Archetype } from '@cofound/shared/personality-test/archetypes';
import type {
  PredictionFactors,
  PredictionProfile,
  SuccessPrediction,
} from '@cofound/shared/success-prediction/success-prediction.rules';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { profiles, successPredictions } from '../../db/schema';
import { findProfileVisibleTo, type ProfileViewer } from '../profiles';

export type PredictionInputs = PredictionProfile & { id: string };
export type StoredPrediction = SuccessPrediction & { computedAt: Date };

const storedColumns = {
  probability: successPredictions.probability,
  factors: sql<PredictionFactors>`${successPredictions.factors}`,
  insights: sql<string[]>`${successPredictions.insights}`,
  recommendations: sql<string[]>`${successPredictions.recommendations}`,
  computedAt: successPredictions.computedAt,
};

/** The later updated_at of the pair's two profiles: what a stored prediction must be as new as. */
function inputsAtOf(low: string, high: string) {
  return sql`(select max(${profiles.updatedAt}) from ${profiles} where ${profiles.id} in (${low}, ${high}))`;
}

export function createSuccessPredictionRepository(database: Db) {
  return defineRepository(database, successPredictionQueries);
}

export function successPredictionQueries(db: DbOrTx) {
  return {
    /** The profile if the viewer may see it; else the profile page's own error. */
    profileVisibleTo(profileId: string, viewer: ProfileViewer) {
      return findProfileVisibleTo(db, profileId, viewer);
    },

    async profileIdOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.id ?? null;
    },

    /**
     * What the prediction reads of both profiles, locked against writes until the transaction
     * ends, so the stored prediction and its inputs' time agree.
     */
    pairInputs(low: string, high: string): Promise<PredictionInputs[]> {
      return db
        .select({
          id: profiles.id,
          skills: profiles.skills,
          industry: profiles.industry,
          experience: profiles.experience,
          lookingFor: profiles.lookingFor,
          startupInterests: profiles.startupInterests,
          personalityTraits: profiles.personalityTraits,
          workStyle: profiles.workStyle,
          archetype: sql<Archetype | null>`${profiles.archetype}`,
        })
        .from(profiles)
        .where(inArray(profiles.id, [low, high]))
        .for('share');
    },

    /** The stored prediction, unless either profile changed after it was computed. */
    async findFresh(low: string, high: string): Promise<StoredPrediction | null> {
      const [row] = await db
        .select(storedColumns)
        .from(successPredictions)
        .where(
          and(
            eq(successPredictions.profileLow, low),
            eq(successPredictions.profileHigh, high),
            sql`${successPredictions.inputsAt} >= ${inputsAtOf(low, high)}`,
          ),
        );
      return row ?? null;
    },

    async store(
      low: string,
      high: string,
      prediction: SuccessPrediction,
    ): Promise<StoredPrediction> {
      const values = {
        probability: prediction.probability,
        factors: prediction.factors,
        insights: prediction.insights,
        recommendations: prediction.recommendations,
        inputsAt: sql`${inputsAtOf(low, high)}`,
        computedAt: sql`now()`,
      };
      const [row] = await db
        .insert(successPredictions)
        .values({ profileLow: low, profileHigh: high, ...values })
        .onConflictDoUpdate({
          target: [successPredictions.profileLow, successPredictions.profileHigh],
          set: values,
        })
        .returning(storedColumns);
      return row!;
    },
  };
}

export type SuccessPredictionRepository = ReturnType<typeof createSuccessPredictionRepository>;
