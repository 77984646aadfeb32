import type { PointerEvent as ReactPointerEvent } from 'react';

/** Which part of a bar is dragged. */
export type BarGrip = 'body' | 'start' | 'end';

/**
 * Pointer handling for a timeline bar: on press, captures the pointer and reports the horizontal
 * distance moved, in seconds, on every move (`preview`) and once more on release (`commit`).
 */
export function barDragHandlers(pxPerSecond: number, onDrag: (grip: BarGrip, deltaSeconds: number, phase: 'preview' | 'commit') => void) {
  return (grip: BarGrip) => ({
    onPointerDown(event: ReactPointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.preventDefault();
      const target = event.currentTarget;
      const startX = event.clientX;
      target.setPointerCapture(event.pointerId);
      let moved = false;
      const move = (moveEvent: PointerEvent) => {
        moved = true;
        onDrag(grip, (moveEvent.clientX - startX) / pxPerSecond, 'preview');
      };
      const up = (upEvent: PointerEvent) => {
        target.removeEventListener('pointermove', move);
        target.removeEventListener('pointerup', up);
        target.removeEventListener('pointercancel', up);
        if (moved) onDrag(grip, (upEvent.clientX - startX) / pxPerSecond, 'commit');
      };
      target.addEventListener('pointermove', move);
      target.addEventListener('pointerup', up);
      target.addEventListener('pointercancel', up);
    },
  });
}
