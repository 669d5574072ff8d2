import { clsx } from 'clsx';
import { matchScoreDisplay } from '@cofound/shared/matching/match-score';

/** Dark text on a light tint: every tone keeps well over 4.5:1 contrast. */
const tones = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-700/25',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/25',
  red: 'bg-red-100 text-red-900 ring-red-700/25',
} as const;

/** The score times 100, rounded; green at 80 or more, yellow at 50 or more, red below. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const { percent, tone } = matchScoreDisplay(score);
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {percent}% match
    </span>
  );
}
