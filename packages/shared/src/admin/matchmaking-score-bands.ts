// Does the match score predict likes? The likes and passes per score band, the split of the
// decisions into a high-score and a low-score half, and the chance that a like outscored a pass,
// all from the decisions counted per score percent (docs/product.md#admin, Matchmaking).
import type { AdminRate, ScoreBand, ScoreSplit } from './admin-matchmaking.schemas';

/** The decisions of one score percent (0..100, as shown) that were likes, or passes. */
export type PercentCount = { percent: number; liked: boolean; decisions: number };

type PercentTally = { percent: number; likes: number; passes: number };

const BAND_COUNT = 10;

export function rateOf(count: number, of: number): AdminRate {
  return { count, of, rate: of > 0 ? count / of : null };
}

/** Likes and passes per percent, ascending; percents nobody decided at are left out. */
function tallyByPercent(counts: readonly PercentCount[]): PercentTally[] {
  const byPercent = new Map<number, PercentTally>();
  for (const { percent, liked, decisions } of counts) {
    const tally = byPercent.get(percent) ?? { percent, likes: 0, passes: 0 };
    if (liked) tally.likes += decisions;
    else tally.passes += decisions;
    byPercent.set(percent, tally);
  }
  return [...byPercent.values()].sort((a, b) => a.percent - b.percent);
}

/** The band of a percent: 0-9 is band 0, ..., 90-100 is band 9. */
export function bandOf(percent: number): number {
  return Math.min(Math.floor(percent / 10), BAND_COUNT - 1);
}

/** Ten bands, 0-9 to 90-100, each with its likes, passes and like rate (null when empty). */
export function scoreBands(counts: readonly PercentCount[]): ScoreBand[] {
  const bands = Array.from({ length: BAND_COUNT }, (_, band) => ({
    from: band * 10,
    to: band === BAND_COUNT - 1 ? 100 : band * 10 + 9,
    likes: 0,
    passes: 0,
  }));
  for (const { percent, likes, passes } of tallyByPercent(counts)) {
    const band = bands[bandOf(percent)]!;
    band.likes += likes;
    band.passes += passes;
  }
  return bands.map((band) => ({
    ...band,
    likeRate: rateOf(band.likes, band.likes + band.passes).rate,
  }));
}

/**
 * The threshold that splits the decisions most evenly into those scoring at least it (high) and
 * those below (low), with each group's like rate; null when all decisions share one score.
 */
export function scoreSplit(counts: readonly PercentCount[]): ScoreSplit | null {
  const tallies = tallyByPercent(counts);
  const total = tallies.reduce((sum, t) => sum + t.likes + t.passes, 0);
  let best: { index: number; gap: number } | null = null;
  let below = 0;
  for (let index = 1; index < tallies.length; index += 1) {
    const previous = tallies[index - 1]!;
    below += previous.likes + previous.passes;
    const gap = Math.abs(total - 2 * below);
    if (!best || gap < best.gap) best = { index, gap };
  }
  if (!best) return null;
  const low = tallies.slice(0, best.index);
  const high = tallies.slice(best.index);
  const likes = (group: PercentTally[]) => group.reduce((sum, t) => sum + t.likes, 0);
  const decisions = (group: PercentTally[]) =>
    group.reduce((sum, t) => sum + t.likes + t.passes, 0);
  return {
    threshold: tallies[best.index]!.percent,
    high: rateOf(likes(high), decisions(high)),
    low: rateOf(likes(low), decisions(low)),
  };
}

/**
 * The chance that a randomly drawn like scored higher than a randomly drawn pass, ties counting
 * half (the area under the ROC curve); null without both likes and passes.
 */
export function likeOutscoresPass(counts: readonly PercentCount[]): number | null {
  let likes = 0;
  let passes = 0;
  let wins = 0;
  for (const tally of tallyByPercent(counts)) {
    wins += tally.likes * passes + (tally.likes * tally.passes) / 2;
    likes += tally.likes;
    passes += tally.passes;
  }
  return likes > 0 && passes > 0 ? wins / (likes * passes) : null;
}
