import type { KeyboardEvent } from 'react';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import { onResizeGrid } from '../../../../scene/timelineBars';
import { TRIM_EDGE_FIELDS, trimBounds, trimmedEdge, type TrimEdge, type TrimTiming } from '../../../../scene/trimBounds';
import { barDragHandlers } from './useBarDrag';

/** Arrow-key step of a trim handle, seconds: 0.25, as the timeline's bars and animation handles step. */
export const TRIM_KEY_STEP = 0.25;

type TrimPatch = Partial<Pick<ElementTiming, 'trimStart' | 'trimEnd'>>;

interface TrimHandlesProps {
  /** The bar's label, for the handles' names: "Music trim start". */
  label: string;
  /** What is trimmed, for the hints ("video", "music"). */
  noun: string;
  timing: TrimTiming;
  /** Where the bar starts on the track, px. */
  left: number;
  pxPerSecond: number;
  /** Selects the bar's object (a handle pressed or focused). */
  onSelect: () => void;
  /** The new `{ trimStart }` or `{ trimEnd }`; `preview` while dragging, then once to commit (one undo step). */
  onChange: (patch: TrimPatch, preview: boolean) => void;
}

const seconds = (value: number) => `${value.toFixed(2)} s`;

/**
 * The trim rail under a video or music bar (spec 000 §2, §5): a thin track of the whole media,
 * drawn at the timeline's scale from the bar's start (0 s of the file at the bar's start, its
 * length — or the kept range while the length is unknown — to the right), its trimmed-away parts
 * pale and the kept range (trimStart to trimEnd) solid, with a handle at each end of the kept range.
 * Dragging a handle moves that trim edge by the distance dragged (on the 1 px grid), by the editor's
 * one trim rule, {@link trimmedEdge}: the kept range is at least 1 s and lies within 0 and the media
 * length; only that edge changes. From the keyboard each handle is a slider: arrows
 * {@link TRIM_KEY_STEP} s, Home and End its shortest and longest value.
 */
export function TrimHandles({ label, noun, timing, left, pxPerSecond, onSelect, onChange }: TrimHandlesProps) {
  const mediaLength = timing.duration > 0 ? timing.duration : timing.trimEnd;
  const kept = `Plays ${seconds(timing.trimStart)} to ${seconds(timing.trimEnd)} of the ${noun}${timing.duration > 0 ? ` (${seconds(timing.duration)} long)` : ''}`;
  return (
    <div className="timeline-trim" style={{ left, width: mediaLength * pxPerSecond }} title={kept} onFocus={onSelect} onPointerDownCapture={onSelect}>
      <span className="timeline-trim-kept" style={{ left: timing.trimStart * pxPerSecond, width: (timing.trimEnd - timing.trimStart) * pxPerSecond }} aria-hidden="true" />
      <TrimHandle edge="start" label={label} noun={noun} timing={timing} pxPerSecond={pxPerSecond} onChange={onChange} />
      <TrimHandle edge="end" label={label} noun={noun} timing={timing} pxPerSecond={pxPerSecond} onChange={onChange} />
    </div>
  );
}

interface TrimHandleProps extends Pick<TrimHandlesProps, 'label' | 'noun' | 'timing' | 'pxPerSecond' | 'onChange'> {
  edge: TrimEdge;
}

/** One trim handle: a slider on the rail at its trim edge, lying inside the kept range. */
function TrimHandle({ edge, label, noun, timing, pxPerSecond, onChange }: TrimHandleProps) {
  const value = timing[TRIM_EDGE_FIELDS[edge]];
  const { min, max } = trimBounds(timing)[edge];
  const grip = barDragHandlers(pxPerSecond, (_part, delta, phase) => onChange(trimmedEdge(timing, edge, value + onResizeGrid(delta, pxPerSecond)), phase === 'preview'));
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const moves: Record<string, number | undefined> = {
      ArrowLeft: value - TRIM_KEY_STEP,
      ArrowDown: value - TRIM_KEY_STEP,
      ArrowRight: value + TRIM_KEY_STEP,
      ArrowUp: value + TRIM_KEY_STEP,
      Home: min,
      End: max,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(trimmedEdge(timing, edge, target), false);
  };

  return (
    <span
      className={`timeline-trim-handle timeline-trim-handle-${edge}`}
      style={{ left: value * pxPerSecond }}
      role="slider"
      tabIndex={0}
      aria-label={`${label} trim ${edge}`}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={seconds(value)}
      title={`Drag to trim the ${edge} of the ${noun}`}
      onKeyDown={onKeyDown}
      {...grip('body')}
    />
  );
}
