import type { KeyboardEvent } from 'react';
import { ADJUST_LENGTH, ELEMENT_DELAY_STEP } from '../../../../scene/constants';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { movedBar, onResizeGrid, resizedBarEnd, resizedBarStart } from '../../../../scene/timelineBars';
import { AnimationHandle } from './AnimationHandle';
import { TrimHandles } from './TrimHandles';
import { barDragHandlers, type BarGrip } from './useBarDrag';

interface TimelineBarProps {
  label: string;
  kind: string;
  timing: ElementTiming;
  pxPerSecond: number;
  /** Times the bar's edges snap to (other bars, scene ends). */
  snapTargets: readonly number[];
  isSelected: boolean;
  onSelect: () => void;
  onChange: (patch: Partial<ElementTiming>, preview: boolean) => void;
}

const seconds = (value: number) => `${value.toFixed(2)} s`;

/**
 * One object's bar: drag it to move, drag an end to resize (on the 1 px resize grid, snapping to
 * neighbours within 10 px); enter and exit animation times are shaded at its ends, with a handle
 * each to change them; loop and freeze are marked. A video or music bar has its trim rail below it
 * ({@link TrimHandles}): the whole media with the kept range and a handle at each end of it. From
 * the keyboard: arrows move it by 0.25 s, Shift+arrows change its length.
 */
export function TimelineBar({ label, kind, timing, pxPerSecond, snapTargets, isSelected, onSelect, onChange }: TimelineBarProps) {
  const grip = barDragHandlers(pxPerSecond, (part: BarGrip, delta, phase) => {
    const preview = phase === 'preview';
    if (part === 'body') onChange(movedBar(timing, timing.enterDelay + delta, snapTargets, pxPerSecond), preview);
    else if (part === 'end') onChange(resizedBarEnd(timing, timing.enterDelay + timing.stayTime + onResizeGrid(delta, pxPerSecond), snapTargets, pxPerSecond), preview);
    else onChange(resizedBarStart(timing, timing.enterDelay + onResizeGrid(delta, pxPerSecond), snapTargets, pxPerSecond), preview);
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const step = direction * ELEMENT_DELAY_STEP;
    if (event.shiftKey) onChange(resizedBarEnd(timing, timing.enterDelay + timing.stayTime + step, [], pxPerSecond), false);
    else onChange(movedBar(timing, timing.enterDelay + step, [], pxPerSecond), false);
  };
  const marker = timing.adjustLength === ADJUST_LENGTH.loop ? 'loop' : timing.adjustLength === ADJUST_LENGTH.freeze ? 'freeze' : null;
  const isMedia = kind === 'video' || kind === 'music';

  return (
    <>
      <div
        className={`timeline-bar timeline-bar-${kind}${isSelected ? ' is-selected' : ''}`}
        style={{ left: timing.enterDelay * pxPerSecond, width: Math.max(timing.stayTime * pxPerSecond, 4) }}
        role="group"
        tabIndex={0}
        aria-label={`${label}: ${seconds(timing.enterDelay)} to ${seconds(timing.enterDelay + timing.stayTime)}`}
        onFocus={onSelect}
        onPointerDownCapture={onSelect}
        onKeyDown={onKeyDown}
        {...grip('body')}
      >
        {timing.enter > 0 && <span className="timeline-anim timeline-anim-enter" style={{ width: timing.enter * pxPerSecond }} aria-hidden="true" />}
        {timing.exit > 0 && <span className="timeline-anim timeline-anim-exit" style={{ width: timing.exit * pxPerSecond }} aria-hidden="true" />}
        <span className="timeline-bar-label">{label}</span>
        {isMedia && marker && (
          <span className={`timeline-marker timeline-marker-${marker}`} title={marker === 'loop' ? 'Loops' : 'Freezes at the last frame'}>
            {marker === 'loop' ? '↻' : '❚❚'}
          </span>
        )}
        <span className="timeline-grip timeline-grip-start" aria-hidden="true" {...grip('start')} />
        <span className="timeline-grip timeline-grip-end" aria-hidden="true" {...grip('end')} />
        <AnimationHandle label={label} slot="enter" timing={timing} pxPerSecond={pxPerSecond} onChange={onChange} />
        <AnimationHandle label={label} slot="exit" timing={timing} pxPerSecond={pxPerSecond} onChange={onChange} />
      </div>
      {isMedia && (
        <TrimHandles label={label} noun={kind} timing={timing} left={timing.enterDelay * pxPerSecond} pxPerSecond={pxPerSecond} onSelect={onSelect} onChange={onChange} />
      )}
    </>
  );
}
