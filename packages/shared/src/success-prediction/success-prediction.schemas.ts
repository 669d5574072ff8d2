import { z } from 'zod';
import { predictionFactors } from './success-prediction.rules';

/** The texts of the success prediction, word for word (docs/product.md#success-prediction). */
export const successPredictionMessages = {
  calculateFailed: 'Failed to calculate success prediction',
  loadFailed: 'Failed to load prediction',
  ownProfile: 'A success prediction needs two different members.',
} as const;

// Any 8-4-4-4-12 hex id: the profile lookup decides whether it exists.
export const successPredictionParamsSchema = z.object({ profileId: z.guid() });

const percent = z.number().int().min(0).max(100);

export const successPredictionSchema = z.object({
  profileId: z.string(),
  probability: percent,
  factors: z.object(
    Object.fromEntries(predictionFactors.map((factor) => [factor, percent])) as Record<
      (typeof predictionFactors)[number],
      typeof percent
    >,
  ),
  insights: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** When it was last computed (ISO); recomputed after either profile changes. */
  computedAt: z.string(),
});
export type SuccessPredictionAnswer = z.infer<typeof successPredictionSchema>;
