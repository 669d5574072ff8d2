import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { surfaceStyles } from '../../../components/ui/card';

type DetailSectionProps = {
  title: string;
  /** Beside the title: a count, a total. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One titled card of the member page. */
export function DetailSection({ title, aside, className, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={surfaceStyles('comfortable', clsx('space-y-3', className))}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside && <p className="text-sm text-slate-600">{aside}</p>}
      </div>
      {children}
    </section>
  );
}
