import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** How far (px) a card must travel to count as a swipe rather than a wobble. */
export const SWIPE_THRESHOLD_PX = 96;
const DRAG_START_PX = 10;

type SwipeOptions = { onSwipeLeft: () => void; onSwipeRight: () => void };

/**
 * Horizontal swipes with pointer events (touch, pen and mouse alike). Vertical movement is left to
 * the page's scrolling (pair with `touch-action: pan-y`), and a drag never ends in a click on a link.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight }: SwipeOptions) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const isDragging = useRef(false);
  const wasDragged = useRef(false);

  function reset() {
    start.current = null;
    isDragging.current = false;
    setOffset(0);
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest('button')) return;
      start.current = { x: event.clientX, y: event.clientY };
      wasDragged.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      if (!isDragging.current) {
        if (Math.abs(dy) > DRAG_START_PX && Math.abs(dy) > Math.abs(dx)) {
          start.current = null;
          return;
        }
        if (Math.abs(dx) < DRAG_START_PX) return;
        isDragging.current = true;
        wasDragged.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(dx);
    },
    onPointerUp() {
      const distance = offset;
      const wasSwipe = isDragging.current;
      reset();
      if (!wasSwipe) return;
      if (distance >= SWIPE_THRESHOLD_PX) onSwipeRight();
      else if (distance <= -SWIPE_THRESHOLD_PX) onSwipeLeft();
    },
    onPointerCancel: reset,
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!wasDragged.current) return;
      wasDragged.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { offset, handlers };
}
