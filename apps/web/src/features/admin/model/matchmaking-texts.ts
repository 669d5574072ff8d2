// The Matchmaking page's figures in words (docs/product.md#admin, Matchmaking).
import type { ScoreSplit } from '@cofound/shared/admin/admin-matchmaking.schemas';
import { pluralize } from '../../../lib/plural';

const wholePercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const finePercent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

/** A rate (0..1) as a percent; below 10% with one decimal, so that 0.4% does not read as 0%. */
export function percentText(rate: number): string {
  return (rate < 0.1 ? finePercent : wholePercent).format(rate);
}

export const countText = (count: number) => whole.format(count);

/** Rounded to one decimal, as shown: the noun agrees with what is read ('1 hour' for 1.04). */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** Hours as minutes, hours or days, whichever reads best. */
export function durationText(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return pluralize(minutes, { one: 'minute', other: 'minutes' });
  }
  if (hours < 48) return pluralize(tenths(hours), { one: 'hour', other: 'hours' });
  return pluralize(tenths(hours / 24), { one: 'day', other: 'days' });
}

const suggestions = (count: number) =>
  pluralize(count, { one: 'suggestion', other: 'suggestions' });

/** How much likelier one group is liked than the other, below which the score predicts nothing. */
const MEANINGFUL_RATIO = 1.1;

/**
 * The one plain sentence on whether the score predicts likes, and the figures behind it: the like
 * rate of the decisions scoring at least the threshold against those below.
 */
export function scoreSplitTexts(split: ScoreSplit): { headline: string; detail: string } {
  const high = split.high.rate ?? 0;
  const low = split.low.rate ?? 0;
  const t = split.threshold;
  const detail =
    `${percentText(high)} of ${suggestions(split.high.of)} scoring ${t}% or more ` +
    `were liked, against ${percentText(low)} of ${countText(split.low.of)} scoring under ${t}%.`;
  return { headline: splitHeadline(high, low), detail };
}

function splitHeadline(high: number, low: number): string {
  if (high === 0 && low === 0) return 'Members liked none of these suggestions.';
  if (low === 0) return 'Members liked high-score suggestions only.';
  if (high === 0) return 'Members liked low-score suggestions only.';
  const ratio = high / low;
  if (ratio >= MEANINGFUL_RATIO) {
    return `Members like high-score suggestions ${oneDecimal.format(ratio)}x as often as low-score ones.`;
  }
  if (ratio <= 1 / MEANINGFUL_RATIO) {
    return `Members like low-score suggestions ${oneDecimal.format(1 / ratio)}x as often as high-score ones.`;
  }
  return 'Members like high- and low-score suggestions about as often: the score does not predict likes.';
}

/** The chance that a like outscored a pass, in words. */
export function outscoreText(chance: number): string {
  return `A liked suggestion scored higher than a passed one ${percentText(chance)} of the time (50% would mean the score tells nothing).`;
}
