import {
  REPUTATION_LEVEL_THRESHOLDS,
  reputationLevel,
  type ReputationLevel,
} from './reputation.rules';

export type LevelProgress = {
  level: ReputationLevel;
  /** null at Expert, the last level. */
  next: ReputationLevel | null;
  /** Points still missing to the next level; 0 at Expert. */
  pointsToNext: number;
  /** 0..100, whole: how far from this level's threshold to the next one; 100 at Expert. */
  percent: number;
};

const starts: readonly [ReputationLevel, number][] = [
  ['Beginner', 0],
  ['Intermediate', REPUTATION_LEVEL_THRESHOLDS.Intermediate],
  ['Advanced', REPUTATION_LEVEL_THRESHOLDS.Advanced],
  ['Expert', REPUTATION_LEVEL_THRESHOLDS.Expert],
];

/** Where a total stands between its level and the next. A negative total counts as 0. */
export function levelProgress(total: number): LevelProgress {
  const points = Math.max(0, Math.floor(total));
  const level = reputationLevel(points);
  const index = starts.findIndex(([name]) => name === level);
  const following = starts[index + 1];
  if (!following) return { level, next: null, pointsToNext: 0, percent: 100 };
  const from = starts[index]![1];
  const [next, to] = following;
  const percent = Math.min(99, Math.floor(((points - from) / (to - from)) * 100));
  return { level, next, pointsToNext: to - points, percent };
}
