import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ALERT_MS, SCENE_DURATION_STEP } from '../../../../scene/constants';
import { clampWorkspaceLength, workspaceAlert, type WorkspaceRange } from '../../../../scene/workspaceLength';
import { barDragHandlers } from './useBarDrag';

interface WorkspaceHandleProps {
  /** The scene length now, seconds. */
  length: number;
  /** What the handle allows, from `workspaceRange`. */
  range: WorkspaceRange;
  pxPerSecond: number;
  /** Sets the scene length (its Scene Duration), already clamped; `preview` while dragging, then once to commit. */
  onChange: (seconds: number, preview: boolean) => void;
}

/**
 * The draggable workspace-length handle at the scene's end (spec 000 §2): dragging it sets the
 * scene length within its range (at least 2 s and the last object's end, at most what the video
 * length limit leaves), and going past a limit shows why for 2 s. From the keyboard it is a slider:
 * arrows 0.5 s, Home and End the shortest and longest length.
 */
export function WorkspaceHandle({ length, range, pxPerSecond, onChange }: WorkspaceHandleProps) {
  const [alert, setAlert] = useState<{ message: string; key: number } | null>(null);
  const ask = (seconds: number, preview: boolean) => {
    const message = workspaceAlert(seconds, range);
    if (message) setAlert((previous) => ({ message, key: (previous?.key ?? 0) + 1 }));
    onChange(clampWorkspaceLength(seconds, range), preview);
  };
  const grip = barDragHandlers(pxPerSecond, (_part, delta, phase) => ask(length + delta, phase === 'preview'));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: length - SCENE_DURATION_STEP,
      ArrowDown: length - SCENE_DURATION_STEP,
      ArrowRight: length + SCENE_DURATION_STEP,
      ArrowUp: length + SCENE_DURATION_STEP,
      Home: range.min,
      End: range.max,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    ask(moves[event.key]!, false);
  };

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  return (
    <div
      className="timeline-workspace-handle"
      style={{ left: length * pxPerSecond }}
      role="slider"
      tabIndex={0}
      aria-label="Workspace length"
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={length}
      aria-valuetext={`${length.toFixed(2)} s`}
      title="Drag to change the scene length"
      onKeyDown={onKeyDown}
      {...grip('end')}
    >
      <span className="timeline-workspace-grip" aria-hidden="true" />
      {alert && (
        <span key={alert.key} className="timeline-workspace-alert" role="alert">
          {alert.message}
        </span>
      )}
    </div>
  );
}
