import type { CSSProperties, ReactNode } from 'react';
import { clsx } from 'clsx';
import type { DeckAction } from '../model/deck-state';
import { flyOutOffset, SWIPE_THRESHOLD_PX, swipeTransform } from '../model/swipe';
import { useSwipeDrag } from '../model/use-swipe-drag';

type TopCard = {
  behind?: false;
  /** While true, drags are ignored. */
  disabled: boolean;
  /** The action being saved: the card leaves that way (and comes back if it fails). */
  leaving: DeckAction | null;
  onSwipe: (liked: boolean) => void;
};

/**
 * The next card (or its placeholder) waiting behind the top one: seen only while the top card
 * moves away, so it takes no input and is hidden from assistive technology.
 */
type CardBehind = { behind: true; disabled?: undefined; leaving?: undefined; onSwipe?: undefined };

type SwipeableCardProps = (TopCard | CardBehind) & { children: ReactNode };

const SETTLE = ['transform', 'opacity', 'scale', 'translate']
  .map((property) => `${property} 280ms ease-out`)
  .join(', ');

/** Behind the top card: peeking out under it, clipped to its size, coming forward as it goes. */
const BEHIND_CLASSES = clsx(
  'absolute inset-0 z-0 origin-bottom translate-y-2 scale-95 overflow-hidden rounded-3xl',
  'bg-white shadow-md outline-1 -outline-offset-1 outline-slate-200',
  'peer-data-dragging:translate-y-0 peer-data-dragging:scale-100',
  'peer-data-leaving:translate-y-0 peer-data-leaving:scale-100',
);

function leavingStyle(leaving: DeckAction): CSSProperties {
  if (leaving === 'save') return { transform: 'translateY(-3rem) scale(0.92)', opacity: 0 };
  return { transform: swipeTransform(flyOutOffset(leaving === 'like')), opacity: 0 };
}

/**
 * A card of the deck. On top it follows the pointer, tilts by dx/10 degrees, and flies off;
 * behind, it waits under the top card. Either way it is the same element (only its props
 * change), so once the top card has gone the card behind moves up as it is, not drawn again.
 */
export function SwipeableCard({
  behind,
  disabled,
  leaving,
  onSwipe,
  children,
}: SwipeableCardProps) {
  const { dx, dragging, handlers } = useSwipeDrag({
    disabled: behind === true || disabled === true,
    onSwipe: (liked) => onSwipe?.(liked),
  });
  const hint = Math.min(1, Math.abs(dx) / SWIPE_THRESHOLD_PX);
  const place = behind
    ? {
        'data-testid': 'deck-next-card',
        'aria-hidden': true,
        inert: true,
        style: { transition: SETTLE },
        className: BEHIND_CLASSES,
      }
    : {
        'data-testid': 'swipe-card',
        'data-dragging': dragging || undefined,
        'data-leaving': leaving ? true : undefined,
        ...handlers,
        style: {
          ...(leaving
            ? { ...leavingStyle(leaving), transition: SETTLE }
            : { transform: swipeTransform(dx), transition: dragging ? 'none' : SETTLE }),
          touchAction: 'pan-y',
        },
        className: clsx(
          'peer relative z-10 select-none',
          disabled ? 'cursor-wait' : dragging ? 'cursor-grabbing' : 'cursor-grab',
        ),
      };

  return (
    <div {...place}>
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
