import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const paddings = {
  none: '',
  compact: 'p-4',
  comfortable: 'px-4 py-4 sm:px-6',
  normal: 'p-6 sm:p-8',
} as const;

export type SurfacePadding = keyof typeof paddings;

/**
 * The classes of the white surface content sits on (a card, a panel, a list row), for elements
 * that cannot be a <Card> (a <li>, an <article>, a <form>). `className` wins over the defaults.
 */
export function surfaceStyles(padding: SurfacePadding = 'normal', className?: string): string {
  return cn('rounded-2xl border border-slate-200 bg-white shadow-sm', paddings[padding], className);
}

type CardProps = ComponentProps<'div'> & { padding?: SurfacePadding };

/** A white surface with a soft border, the container most content sits on. */
export function Card({ className, padding, ...props }: CardProps) {
  return <div className={surfaceStyles(padding, className)} {...props} />;
}
