import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type StateHeadingProps = {
  id?: string;
  /** Takes focus when it appears, so keyboard and screen reader users land on the new state. */
  focusOnMount: boolean;
  className?: string;
  children: ReactNode;
};

/** The heading of one networking state (idle, waiting, a round). */
export function StateHeading({ id, focusOnMount, className, children }: StateHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn('text-xl font-semibold text-slate-900 focus:outline-none', className)}
    >
      {children}
    </h2>
  );
}
