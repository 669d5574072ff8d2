import { clsx } from 'clsx';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { AdminPeriod, Compared } from '@cofound/shared/admin/admin-stats.schemas';
import { statChange } from '../model/stat-change';

const trends = {
  up: { icon: TrendingUp, colour: 'text-emerald-700' },
  down: { icon: TrendingDown, colour: 'text-red-700' },
  flat: { icon: Minus, colour: 'text-slate-600' },
} as const;

/** '+12 vs previous 30 days' in green with an arrow up (a screen reader hears it in words). */
export function StatChangeLine({ figure, period }: { figure: Compared; period: AdminPeriod }) {
  const change = statChange(figure, period);
  const { icon: Icon, colour } = trends[change.trend];
  return (
    <span className={clsx('inline-flex items-center gap-1.5 text-sm font-medium', colour)}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span aria-hidden="true">{change.shown}</span>
      <span className="sr-only">{change.spoken}</span>
    </span>
  );
}
