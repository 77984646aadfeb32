import type { KeyboardEvent } from 'react';
import { ANIMATION_DURATION } from '../../../../scene/constants';
import { maxAnimationDuration } from '../../../../scene/durationLimits';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { draggedAnimation } from '../../../../scene/timelineBars';
import { barDragHandlers } from './useBarDrag';

interface AnimationHandleProps {
  /** The bar's label, for the handle's name: "Heading enter animation". */
  label: string;
  slot: 'enter' | 'exit';
  timing: Pick<ElementTiming, 'stayTime' | 'enter' | 'exit'>;
  pxPerSecond: number;
  /** The new `{ enter }` or `{ exit }`; `preview` while dragging, then once to commit (one undo step). */
  onChange: (patch: Partial<Pick<ElementTiming, 'enter' | 'exit'>>, preview: boolean) => void;
}

/** The handle's width, px (timeline.css): it lies inside the animation's shading, its inner edge where the animation ends. */
const HANDLE_WIDTH_PX = 10;

/**
 * The enter or exit handle of a timeline bar (spec 000 §2): it sits where the animation ends (enter)
 * or starts (exit) and dragging it sets the animation duration, from 0 to the stay time less the
 * opposite animation (spec 000 §5). From the keyboard it is a slider: arrows 0.25 s, Home 0, End
 * the longest.
 */
export function AnimationHandle({ label, slot, timing, pxPerSecond, onChange }: AnimationHandleProps) {
  const duration = timing[slot];
  const max = maxAnimationDuration(timing, slot);
  // The exit handle grows its animation when dragged left, towards the bar's start.
  const direction = slot === 'enter' ? 1 : -1;
  const grip = barDragHandlers(pxPerSecond, (_part, delta, phase) => onChange(draggedAnimation(timing, slot, duration + direction * delta), phase === 'preview'));
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: duration - direction * ANIMATION_DURATION.step,
      ArrowDown: duration - ANIMATION_DURATION.step,
      ArrowRight: duration + direction * ANIMATION_DURATION.step,
      ArrowUp: duration + ANIMATION_DURATION.step,
      Home: 0,
      End: max,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(draggedAnimation(timing, slot, moves[event.key]!), false);
  };

  return (
    <span
      className={`timeline-anim-handle timeline-anim-handle-${slot}`}
      style={{ [slot === 'enter' ? 'left' : 'right']: Math.max(0, duration * pxPerSecond - HANDLE_WIDTH_PX) }}
      role="slider"
      tabIndex={0}
      aria-label={`${label} ${slot} animation`}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={duration}
      aria-valuetext={`${duration.toFixed(2)} s`}
      title={`Drag to change the ${slot} animation time`}
      onKeyDown={onKeyDown}
      {...grip('body')}
    />
  );
}
