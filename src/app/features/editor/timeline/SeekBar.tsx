import type { KeyboardEvent, PointerEvent } from 'react';
import { ELEMENT_DELAY_STEP } from '../../../../scene/constants';
import { clampSeek, seekFloorSeconds, seekSeconds } from '../../../../scene/workspaceLength';
import { useAppDispatch, useAppSelector } from '../../../hooks';
import { playheadMoved } from '../state/editorSlice';
import { TimelineRuler } from './TimelineRuler';

interface SeekBarProps {
  /** The scene's length, seconds: the playhead stays within it. */
  sceneLength: number;
  /** Seconds the ruler shows. */
  rulerLength: number;
  pxPerSecond: number;
}

/**
 * The ruler as a seek bar (spec 000 §2): clicking or dragging it sets where play starts in the
 * scene; from the keyboard it is a slider (arrows 0.25 s, Home, End). Both are clamped between
 * 1 px and the workspace length (spec 000 §4).
 */
export function SeekBar({ sceneLength, rulerLength, pxPerSecond }: SeekBarProps) {
  const dispatch = useAppDispatch();
  const playhead = Math.min(
    useAppSelector((state) => state.editor.playheadSeconds),
    sceneLength,
  );
  const floor = seekFloorSeconds(pxPerSecond);
  const seekTo = (seconds: number) => dispatch(playheadMoved(clampSeek(seconds, pxPerSecond, sceneLength)));
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    dispatch(playheadMoved(seekSeconds(event.clientX - box.left, pxPerSecond, sceneLength)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: playhead - ELEMENT_DELAY_STEP, ArrowRight: playhead + ELEMENT_DELAY_STEP, Home: floor, End: sceneLength };
    if (!(event.key in moves)) return;
    event.preventDefault();
    seekTo(moves[event.key]!);
  };

  return (
    <div
      className="timeline-seek"
      role="slider"
      tabIndex={0}
      aria-label="Play from"
      aria-valuemin={floor}
      aria-valuemax={sceneLength}
      aria-valuenow={playhead}
      aria-valuetext={`${playhead.toFixed(2)} s`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 1) fromPointer(event);
      }}
      onKeyDown={onKeyDown}
    >
      <TimelineRuler length={rulerLength} pxPerSecond={pxPerSecond} />
      <span className="timeline-playhead" style={{ left: playhead * pxPerSecond }} aria-hidden="true" />
    </div>
  );
}
