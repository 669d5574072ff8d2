import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** Dark text on a light tint: every tone keeps well over 4.5:1 contrast. */
const tones = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-700/25',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/25',
  red: 'bg-red-100 text-red-900 ring-red-700/25',
} as const;

export type Tone = keyof typeof tones;

/** A figure's pill coloured by how good it is (a match score, a success probability). */
export function ToneBadge({
  tone,
  className,
  children,
}: {
  tone: Tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-tone={tone}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
