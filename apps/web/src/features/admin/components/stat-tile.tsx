import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { surfaceStyles } from '../../../components/ui/card';

type StatTileProps = {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  /** The line under the value: a change, or what the figure means. */
  children?: ReactNode;
};

/** One figure of a stats list (<dl>): its label with an icon, the value large, a line under it. */
export function StatTile({ label, icon: Icon, value, children }: StatTileProps) {
  return (
    <div className={surfaceStyles('comfortable')}>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
        {value}
      </dd>
      {children && <dd className="mt-1">{children}</dd>}
    </div>
  );
}
