import { clsx } from 'clsx';
import type { ReputationLevel } from '@cofound/shared/reputation/reputation.rules';

const levelStyles: Record<ReputationLevel, string> = {
  Beginner: 'bg-slate-100 text-slate-800 ring-slate-300',
  Intermediate: 'bg-sky-100 text-sky-900 ring-sky-300',
  Advanced: 'bg-brand-100 text-brand-900 ring-brand-300',
  Expert: 'bg-amber-100 text-amber-900 ring-amber-300',
};

/** A member's reputation level as a small pill, read out as 'Level: …'. */
export function LevelBadge({ level, className }: { level: ReputationLevel; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        levelStyles[level],
        className,
      )}
    >
      <span className="sr-only">Level: </span>
      {level}
    </span>
  );
}
