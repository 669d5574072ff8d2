import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One line of a card's fact list (inside a `<dl>`): an icon, the fact's name for screen readers,
 * and its value. Long values are cut with an ellipsis unless `wrap` is set.
 */
export function MemberFact({
  icon: Icon,
  label,
  wrap = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="sr-only">{label}</dt>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      <dd className={wrap ? 'min-w-0' : 'min-w-0 truncate'}>{children}</dd>
    </div>
  );
}
