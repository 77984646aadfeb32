import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** A press becomes a drag (not a click) once the pointer has moved this far, CSS px. */
export const DRAG_THRESHOLD_PX = 3;

/** What a drag reports. */
export type DragCallbacks = {
  /** Every pointer move once the press has become a drag. */
  onMove(event: PointerEvent): void;
  /** Pointer up (or cancel, which commits as well): `moved` says whether the press became a drag. */
  onEnd(event: PointerEvent, moved: boolean): void;
};

/**
 * Pointer drags for mouse, pen and touch alike: `start(event, callbacks)` in a pointerdown handler
 * captures the pointer, then follows that pointer on the document until it is released. One drag
 * at a time; an unmount ends it silently.
 */
export function useDrag(): (event: ReactPointerEvent<Element>, callbacks: DragCallbacks) => void {
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  return useCallback((event: ReactPointerEvent<Element>, callbacks: DragCallbacks) => {
    stopRef.current?.();
    const element = event.currentTarget;
    const document = element.ownerDocument;
    const { pointerId, clientX, clientY } = event;
    let moved = false;
    try {
      element.setPointerCapture?.(pointerId);
    } catch {
      // Not an active pointer (a synthetic event): the document listeners still follow it.
    }

    const handleMove = (moveEvent: PointerEvent) => {
      if (moveEvent.pointerId !== pointerId) return;
      if (!moved && Math.hypot(moveEvent.clientX - clientX, moveEvent.clientY - clientY) < DRAG_THRESHOLD_PX) return;
      moved = true;
      callbacks.onMove(moveEvent);
    };
    const handleEnd = (endEvent: PointerEvent) => {
      if (endEvent.pointerId !== pointerId) return;
      stop();
      callbacks.onEnd(endEvent, moved);
    };
    const stop = () => {
      document.removeEventListener('pointermove', handleMove);
      document.removeEventListener('pointerup', handleEnd);
      document.removeEventListener('pointercancel', handleEnd);
      try {
        if (element.hasPointerCapture?.(pointerId)) element.releasePointerCapture(pointerId);
      } catch {
        // Already released.
      }
      stopRef.current = null;
    };
    document.addEventListener('pointermove', handleMove);
    document.addEventListener('pointerup', handleEnd);
    document.addEventListener('pointercancel', handleEnd);
    stopRef.current = stop;
  }, []);
}
