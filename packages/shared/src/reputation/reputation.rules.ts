// Reputation points, levels and the fallback shown when the reputation cannot be loaded, exactly
// as docs/product.md#reputation states them.

/** Points a profile earns per event. */
export const REPUTATION_POINTS = {
  /** Per accepted connection, to both members. */
  CONNECTION: 10,
  /** Per skill endorsement, to the endorsed member. */
  ENDORSEMENT: 5,
  /** Per interaction: a message or a video call. */
  INTERACTION: 3,
} as const;

export const reputationLevels = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type ReputationLevel = (typeof reputationLevels)[number];

/** The lowest total of each level above Beginner. */
export const REPUTATION_LEVEL_THRESHOLDS = {
  Intermediate: 100,
  Advanced: 250,
  Expert: 500,
} as const;

/** Beginner below 100, Intermediate at 100, Advanced at 250, Expert at 500. */
export function reputationLevel(total: number): ReputationLevel {
  if (total >= REPUTATION_LEVEL_THRESHOLDS.Expert) return 'Expert';
  if (total >= REPUTATION_LEVEL_THRESHOLDS.Advanced) return 'Advanced';
  if (total >= REPUTATION_LEVEL_THRESHOLDS.Intermediate) return 'Intermediate';
  return 'Beginner';
}

/** What the UI shows when the reputation cannot be fetched. */
export const reputationFallback = {
  totalScore: 10,
  connectionScore: 10,
  endorsementScore: 0,
  activityScore: 0,
} as const;
