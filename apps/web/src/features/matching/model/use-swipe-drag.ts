import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { DRAG_SLOP_PX, swipeOutcome } from './swipe';

type Press = { pointerId: number; x: number; dragging: boolean };

type SwipeDragOptions = {
  /** While true, new drags do not start (a decision is being saved). */
  disabled: boolean;
  /** A release beyond the threshold. */
  onSwipe: (liked: boolean) => void;
};

/**
 * Horizontal drag by mouse, pen or touch (pointer events). The press becomes a drag after a few
 * pixels, then the element captures the pointer; a vertical touch move stays a page scroll
 * (the element has touch-action: pan-y, and the browser cancels the pointer).
 */
export function useSwipeDrag({ disabled, onSwipe }: SwipeDragOptions) {
  const press = useRef<Press | null>(null);
  const justDragged = useRef(false);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = () => {
    press.current = null;
    setDragging(false);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (disabled || !event.isPrimary) return;
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      press.current = { pointerId: event.pointerId, x: event.clientX, dragging: false };
      justDragged.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const distance = event.clientX - current.x;
      if (!current.dragging) {
        if (Math.abs(distance) < DRAG_SLOP_PX) return;
        current.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
      }
      setDx(distance);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      end();
      if (!current.dragging) return;
      justDragged.current = true;
      const outcome = swipeOutcome(event.clientX - current.x);
      setDx(0);
      if (outcome !== 'reset') onSwipe(outcome === 'like');
    },
    onPointerCancel() {
      end();
      setDx(0);
    },
    /** A drag that ends over a link must not open it. */
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!justDragged.current) return;
      justDragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    /** No native image or text drag fighting the swipe. */
    onDragStart(event: MouseEvent<HTMLElement>) {
      event.preventDefault();
    },
  };

  return { dx: dragging ? dx : 0, dragging, handlers };
}
