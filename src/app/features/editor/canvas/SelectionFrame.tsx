import type { Point, Quad } from './geometry';
import type { HandleId } from './transform';

/** Distance of the rotate handle above the top edge, CSS px. */
export const ROTATE_HANDLE_OFFSET_PX = 28;

/** Radius of the drawn handles, CSS px; the grab area is larger (see editor-canvas.css). */
export const HANDLE_RADIUS_PX = 5;

/** Radius of the invisible grab area around each handle, CSS px (a fingertip on touch screens). */
export const HANDLE_GRAB_RADIUS_PX = 11;

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Where each handle sits on a frame's corners (top-left, top-right, bottom-right, bottom-left). */
export function handlePositions(corners: Quad): Record<HandleId, Point> {
  const [nw, ne, se, sw] = corners;
  return { nw, n: mid(nw, ne), ne, e: mid(ne, se), se, s: mid(se, sw), sw, w: mid(sw, nw) };
}

/** The rotate handle: above the top edge's middle, along the frame's own "up". */
export function rotateHandlePosition(corners: Quad, angle: number): Point {
  const top = mid(corners[0], corners[1]);
  const radians = (angle * Math.PI) / 180;
  return { x: top.x + Math.sin(radians) * ROTATE_HANDLE_OFFSET_PX, y: top.y - Math.cos(radians) * ROTATE_HANDLE_OFFSET_PX };
}

const handleAngles: Record<HandleId, number> = { n: 0, ne: 45, e: 90, se: 135, s: 180, sw: 225, w: 270, nw: 315 };
const resizeCursors = ['ns-resize', 'nesw-resize', 'ew-resize', 'nwse-resize'] as const;

/** The resize cursor of a handle on a frame turned by `angle` degrees. */
export function handleCursor(handle: HandleId, angle: number): string {
  const turned = (((handleAngles[handle] + angle) % 180) + 180) % 180;
  return resizeCursors[Math.round(turned / 45) % 4]!;
}

type SelectionFrameProps = {
  /** Frame corners in CSS px of the overlay. */
  corners: Quad;
  /** Angle of the frame, degrees clockwise (for the rotate handle and cursors). */
  angle: number;
  /** Resize handles to show (none for locked objects or secondary frames). */
  handles: readonly HandleId[];
  hasRotateHandle: boolean;
};

/**
 * One selected object's frame in the overlay's SVG: a 1.5 px accent outline, white round handles
 * with an accent border, and the rotate handle on a short line above the top edge. Handles carry
 * `data-handle` ("rotate" or a compass point); the overlay's pointer handler reads it.
 */
export function SelectionFrame({ corners, angle, handles, hasRotateHandle }: SelectionFrameProps) {
  const positions = handlePositions(corners);
  const rotate = rotateHandlePosition(corners, angle);
  const top = positions.n;
  return (
    <g className="canvas-frame">
      <polygon className="canvas-frame-outline" points={corners.map((point) => `${point.x},${point.y}`).join(' ')} />
      {hasRotateHandle && (
        <g className="canvas-handle-group" data-handle="rotate">
          <line className="canvas-rotate-line" x1={top.x} y1={top.y} x2={rotate.x} y2={rotate.y} />
          <circle className="canvas-handle-grab canvas-handle-grab--rotate" cx={rotate.x} cy={rotate.y} r={HANDLE_GRAB_RADIUS_PX} />
          <circle className="canvas-handle canvas-handle--rotate" cx={rotate.x} cy={rotate.y} r={HANDLE_RADIUS_PX} />
        </g>
      )}
      {handles.map((handle) => (
        <g key={handle} className="canvas-handle-group" data-handle={handle} style={{ cursor: handleCursor(handle, angle) }}>
          <circle className="canvas-handle-grab" cx={positions[handle].x} cy={positions[handle].y} r={HANDLE_GRAB_RADIUS_PX} />
          <circle className="canvas-handle" cx={positions[handle].x} cy={positions[handle].y} r={HANDLE_RADIUS_PX} />
        </g>
      ))}
    </g>
  );
}
