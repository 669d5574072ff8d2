/** A drag must go beyond this many pixels to count (docs/product.md#deck). */
export const SWIPE_THRESHOLD_PX = 100;

/** A pointer must move this far before a press becomes a drag (so taps and clicks still work). */
export const DRAG_SLOP_PX = 6;

export type SwipeOutcome = 'like' | 'pass' | 'reset';

/**
 * Beyond 100 px to the right is a like, beyond 100 px to the left a
 * pass; anything else (exactly 100 included) springs back.
 */
export function swipeOutcome(dx: number): SwipeOutcome {
  if (dx > SWIPE_THRESHOLD_PX) return 'like';
  if (dx < -SWIPE_THRESHOLD_PX) return 'pass';
  return 'reset';
}

/** The card rotates by the drag distance divided by 10, in degrees. */
export function swipeRotation(dx: number): number {
  return dx / 10;
}

/** The card's CSS transform for a horizontal offset. */
export function swipeTransform(dx: number): string {
  return `translateX(${dx}px) rotate(${swipeRotation(dx)}deg)`;
}

/** How far a decided card flies, fading out on the way. */
export const FLY_OUT_PX = 600;

/** Where a decided card flies to: off the deck on its side. */
export function flyOutOffset(liked: boolean): number {
  return liked ? FLY_OUT_PX : -FLY_OUT_PX;
}
