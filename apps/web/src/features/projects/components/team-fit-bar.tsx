import { clsx } from 'clsx';
import { teamFitDisplay } from '@cofound/shared/projects/team-fit';

const tones = {
  green: { bar: 'bg-emerald-600', text: 'text-emerald-800' },
  yellow: { bar: 'bg-amber-500', text: 'text-amber-900' },
  red: { bar: 'bg-red-600', text: 'text-red-800' },
} as const;

/** The team-fit score as a bar: green at 80% or more, yellow at 60% or more. */
export function TeamFitBar({ score, className }: { score: number; className?: string }) {
  const { percent, tone } = teamFitDisplay(score);
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      <div
        role="meter"
        aria-label="Team fit"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% fit`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={clsx('h-full rounded-full', tones[tone].bar)}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className={clsx('w-16 text-right text-sm font-semibold', tones[tone].text)}>
        {percent}% fit
      </span>
    </div>
  );
}
