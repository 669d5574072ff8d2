import { clsx } from 'clsx';

type ProgressBarProps = {
  /** 0 to 100. */
  value: number;
  /** The accessible name, e.g. 'Signup progress'. */
  label: string;
  /** What a screen reader announces instead of the bare number, e.g. 'Step 2 of 4'. */
  valueText?: string;
  className?: string;
};

/** A thin horizontal bar showing how far along a multi-step task is. */
export function ProgressBar({ value, label, valueText, className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={clsx('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
