import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** A white surface with a soft border, the container most content sits on. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
        className,
      )}
      {...props}
    />
  );
}
