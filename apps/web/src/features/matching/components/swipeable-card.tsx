import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';
import type { DeckAction } from '../model/deck-state';
import { flyOutOffset, SWIPE_THRESHOLD_PX, swipeTransform } from '../model/swipe';
import { useSwipeDrag } from '../model/use-swipe-drag';

type SwipeableCardProps = {
  /** While true, drags are ignored. */
  disabled: boolean;
  /** The action being saved: the card leaves that way (and comes back if it fails). */
  leaving: DeckAction | null;
  onSwipe: (liked: boolean) => void;
  children: ReactNode;
};

const SETTLE = 'transform 280ms ease-out, opacity 280ms ease-out';

function leavingStyle(leaving: DeckAction): CSSProperties {
  if (leaving === 'save') return { transform: 'translateY(-3rem) scale(0.92)', opacity: 0 };
  return { transform: swipeTransform(flyOutOffset(leaving === 'like')), opacity: 0 };
}

/** The top card of the deck: follows the pointer, tilts by dx/10 degrees, and flies off. */
export function SwipeableCard({ disabled, leaving, onSwipe, children }: SwipeableCardProps) {
  const { dx, dragging, handlers } = useSwipeDrag({ disabled, onSwipe });
  const style: CSSProperties = leaving
    ? { ...leavingStyle(leaving), transition: SETTLE }
    : { transform: swipeTransform(dx), transition: dragging ? 'none' : SETTLE };
  const hint = Math.min(1, Math.abs(dx) / SWIPE_THRESHOLD_PX);

  return (
    <div
      data-testid="swipe-card"
      data-dragging={dragging || undefined}
      {...handlers}
      style={{ ...style, touchAction: 'pan-y' }}
      className={clsx(
        'relative select-none',
        disabled ? 'cursor-wait' : dragging ? 'cursor-grabbing' : 'cursor-grab',
      )}
    >
      {children}
      {dx !== 0 && (
        <span
          aria-hidden="true"
          style={{ opacity: hint }}
          className={clsx(
            'pointer-events-none absolute top-6 rounded-lg border-4 bg-white/90 px-3 py-1 text-2xl font-black tracking-widest uppercase',
            dx > 0
              ? 'left-6 -rotate-12 border-emerald-600 text-emerald-700'
              : 'right-6 rotate-12 border-red-600 text-red-700',
          )}
        >
          {dx > 0 ? 'Like' : 'Pass'}
        </span>
      )}
    </div>
  );
}
