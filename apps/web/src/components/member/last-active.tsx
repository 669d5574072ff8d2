import { lastActiveLabels, type LastActivePeriod } from '@cofound/shared/profiles/last-active';
import { cn } from '../../lib/cn';

const dotColour: Record<LastActivePeriod, string> = {
  today: 'bg-emerald-500',
  week: 'bg-emerald-300',
  month: 'bg-slate-400',
  older: 'bg-slate-300',
};

/** How recently a member was active ('Active this week'): a period, never a time. */
export function LastActive({
  period,
  className,
}: {
  period: LastActivePeriod | null | undefined;
  className?: string;
}) {
  if (!period) return null;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span aria-hidden="true" className={cn('size-2 rounded-full', dotColour[period])} />
      {lastActiveLabels[period]}
    </span>
  );
}
