import { matchScoreDisplay } from '@cofound/shared/matching/match-score';
import { ToneBadge } from '../ui/tone-badge';

/** The score times 100, rounded; green at 80 or more, yellow at 50 or more, red below. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const { percent, tone } = matchScoreDisplay(score);
  return (
    <ToneBadge tone={tone} className={className}>
      {percent}% match
    </ToneBadge>
  );
}
