import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { cn } from '../../lib/cn';
import { surfaceStyles } from './card';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    // cn, not clsx: a rounded-full or rounded-xl given by the caller must win over rounded-md.
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />
  );
}

type CardSkeletonProps = {
  /** Names the placeholders for tests, e.g. 'idea-card-skeleton'. */
  testId: string;
  /** Added to the card's own classes, e.g. the gap between its blocks. */
  className?: string;
  /** The grey blocks, laid out in the shape of the card they stand in for. */
  children: ReactNode;
};

/**
 * A list card's placeholder while a page loads: the card's surface, hidden from assistive
 * technology.
 */
export function CardSkeleton({ testId, className, children }: CardSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-testid={testId}
      className={surfaceStyles('none', clsx('flex h-full flex-col p-5', className))}
    >
      {children}
    </div>
  );
}
