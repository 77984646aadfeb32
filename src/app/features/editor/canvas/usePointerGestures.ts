import { useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, RefObject } from 'react';
import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { CropCorner, CropPatch } from './crop';
import { panCrop, resizeCropCorner } from './crop';
import type { Point, Rect, Size } from './geometry';
import { boxContains, drawnGeometry, geometryBounds, hitTest, isTransformable, objectsInRect, orientedBox, rectFromPoints, unionRects } from './geometry';
import type { Guide } from './snapping';
import { SNAP_THRESHOLD_SCREEN_PX, snapMove, snapTargets } from './snapping';
import type { HandleId } from './transform';
import { ALL_HANDLES, MIN_OBJECT_SCREEN_PX, ROTATION_SNAP_DEG, moveGeometry, resizeFromHandle, rotateGeometry } from './transform';
import type { HoverState, ObjectChange } from './types';
import { useDrag } from './useDrag';

/** A pointer position: in canvas px, and in CSS px from the overlay's top-left corner. */
export type OverlayPoint = { canvas: Point; screen: Point };

/** What the pointer gestures read and drive: the overlay's state and the caller's callbacks. */
export type GestureContext = {
  rootRef: RefObject<HTMLDivElement | null>;
  /** The objects as shown (drag previews applied), bottom first. */
  objects: readonly CanvasObject[];
  canvasSize: Size;
  scale: number;
  selectedIds: readonly string[];
  backgroundLocked: boolean;
  /** The object in crop mode and its source size, if any. */
  crop: { object: CanvasObject; source: Size } | null;
  onSelect(ids: string[]): void;
  /** A drag step: show and report the changes as a preview. */
  preview(changes: ObjectChange[]): void;
  /** Drag over: clear previews; report the last changes as final when the press was a drag. */
  finish(changes: ObjectChange[], moved: boolean): void;
  setGuides(guides: Guide[]): void;
  setMarquee(rect: Rect | null): void;
  setHover(hover: HoverState | null): void;
  openMenu(at: Point, isOnObject: boolean): void;
  /** Double-click: text editing or crop mode, when the object allows it. */
  startEditing(object: CanvasObject): boolean;
  exitCrop(): void;
};

/** Whether an event comes from the overlay's own controls (menu, text editor), which handle their own pointer. */
function isOverlayUi(target: EventTarget | null): boolean {
  return !!(target as Element | null)?.closest?.('[data-overlay-ui]');
}

function attributeOf(target: EventTarget | null, name: string): string | null {
  return (target as Element | null)?.closest?.(`[${name}]`)?.getAttribute(name) ?? null;
}

const isHandleId = (value: string | null): value is HandleId => ALL_HANDLES.includes(value as HandleId);

function parseCropCorner(value: string | null): CropCorner | null {
  if (value !== '0,0' && value !== '1,0' && value !== '1,1' && value !== '0,1') return null;
  const [u, v] = value.split(',').map(Number);
  return { u: u as 0 | 1, v: v as 0 | 1 };
}

const sameWindow = (object: CanvasObject): CropPatch => ({
  left: object.left,
  top: object.top,
  width: object.width,
  height: object.height,
  cropX: object.cropX,
  cropY: object.cropY,
});

const offsetRect = (rect: Rect, delta: Point): Rect => ({
  left: rect.left + delta.x,
  top: rect.top + delta.y,
  right: rect.right + delta.x,
  bottom: rect.bottom + delta.y,
});

/**
 * The overlay's pointer handling: press to select, drag to move (with snapping), handles to resize
 * and rotate, marquee on empty canvas, crop drags, hover titles, double-click and right-click.
 * Returns the handlers for the overlay's root element.
 */
export function usePointerGestures(context: GestureContext) {
  const startDrag = useDrag();
  const isDraggingRef = useRef(false);

  function pointOf(event: { clientX: number; clientY: number }): OverlayPoint {
    const rect = context.rootRef.current?.getBoundingClientRect();
    const screen = { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
    return { screen, canvas: { x: screen.x / context.scale, y: screen.y / context.scale } };
  }

  const hitAt = (point: Point) => hitTest(context.objects, point, { canvas: context.canvasSize, backgroundLocked: context.backgroundLocked });

  /** Runs a drag whose steps produce changes (null: nothing to preview this step). */
  function drag(event: ReactPointerEvent<Element>, steps: { move(point: OverlayPoint, event: PointerEvent): ObjectChange[] | null; end?(moved: boolean): void }) {
    isDraggingRef.current = true;
    context.setHover(null);
    let last: ObjectChange[] = [];
    startDrag(event, {
      onMove(moveEvent) {
        const changes = steps.move(pointOf(moveEvent), moveEvent);
        if (!changes) return;
        last = changes;
        context.preview(changes);
      },
      onEnd(_endEvent, moved) {
        isDraggingRef.current = false;
        context.finish(last, moved);
        steps.end?.(moved);
      },
    });
  }

  function moveSelection(event: ReactPointerEvent<Element>, start: OverlayPoint, ids: readonly string[], onClick?: () => void) {
    const moving = context.objects.filter((object) => ids.includes(object.id) && isTransformable(object, context.backgroundLocked));
    const bounds = unionRects(moving.map((object) => geometryBounds(drawnGeometry(object, context.canvasSize))));
    const targets = snapTargets(context.objects, new Set(moving.map((object) => object.id)), context.canvasSize);
    const threshold = SNAP_THRESHOLD_SCREEN_PX / context.scale;
    drag(event, {
      move(point, moveEvent) {
        if (!bounds) return null;
        const raw = { x: point.canvas.x - start.canvas.x, y: point.canvas.y - start.canvas.y };
        // Alt moves freely, without snapping.
        const snap = moveEvent.altKey ? { dx: 0, dy: 0, guides: [] } : snapMove(offsetRect(bounds, raw), targets, threshold);
        context.setGuides(snap.guides);
        const delta = { x: raw.x + snap.dx, y: raw.y + snap.dy };
        return moving.map((object) => ({ id: object.id, patch: moveGeometry(object, delta) }));
      },
      end(moved) {
        if (!moved) onClick?.();
      },
    });
  }

  function transformWithHandle(event: ReactPointerEvent<Element>, start: OverlayPoint, object: CanvasObject, handle: HandleId | 'rotate') {
    const minSize = MIN_OBJECT_SCREEN_PX / context.scale;
    drag(event, {
      move(point, moveEvent) {
        const patch =
          handle === 'rotate'
            ? rotateGeometry(object, start.canvas, point.canvas, moveEvent.shiftKey ? ROTATION_SNAP_DEG : null)
            : resizeFromHandle(object, handle, point.canvas, { minSize });
        return [{ id: object.id, patch }];
      },
    });
  }

  function marquee(event: ReactPointerEvent<Element>, start: OverlayPoint, isAdditive: boolean) {
    const { objects, canvasSize, selectedIds, onSelect } = context;
    let rect: Rect | null = null;
    drag(event, {
      move(point) {
        rect = rectFromPoints(start.canvas, point.canvas);
        context.setMarquee(rect);
        return null;
      },
      end(moved) {
        context.setMarquee(null);
        if (moved && rect) {
          const ids = objectsInRect(objects, rect, canvasSize);
          onSelect(isAdditive ? [...selectedIds, ...ids.filter((id) => !selectedIds.includes(id))] : ids);
        } else if (!isAdditive && selectedIds.length > 0) {
          onSelect([]);
        }
      },
    });
  }

  /** A press in crop mode: true when crop mode used it. */
  function cropPress(event: ReactPointerEvent<Element>, start: OverlayPoint, crop: NonNullable<GestureContext['crop']>): boolean {
    const { object, source } = crop;
    const corner = parseCropCorner(attributeOf(event.target, 'data-crop-corner'));
    if (corner) {
      const factor = context.scale;
      const minSize = { width: MIN_OBJECT_SCREEN_PX / (factor * object.scaleX), height: MIN_OBJECT_SCREEN_PX / (factor * object.scaleY) };
      drag(event, { move: (point) => [{ id: object.id, patch: resizeCropCorner(object, source, corner, point.canvas, minSize) ?? sameWindow(object) }] });
      return true;
    }
    if (boxContains(orientedBox(object), start.canvas)) {
      drag(event, {
        move(point) {
          const delta = { x: point.canvas.x - start.canvas.x, y: point.canvas.y - start.canvas.y };
          return [{ id: object.id, patch: panCrop(object, source, delta, 'clamp') ?? sameWindow(object) }];
        },
      });
      return true;
    }
    context.exitCrop();
    return false;
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || isOverlayUi(event.target)) return;
    const start = pointOf(event);
    if (context.crop && cropPress(event, start, context.crop)) return;
    const { selectedIds, onSelect } = context;
    const handle = attributeOf(event.target, 'data-handle');
    const single = selectedIds.length === 1 ? context.objects.find((object) => object.id === selectedIds[0]) : undefined;
    if (single && isTransformable(single, context.backgroundLocked) && (handle === 'rotate' || isHandleId(handle))) {
      transformWithHandle(event, start, single, handle);
      return;
    }
    const hit = hitAt(start.canvas);
    const isAdditive = event.shiftKey || event.ctrlKey || event.metaKey;
    if (!hit) {
      marquee(event, start, isAdditive);
      return;
    }
    const isSelected = selectedIds.includes(hit.id);
    if (isAdditive) {
      onSelect(isSelected ? selectedIds.filter((id) => id !== hit.id) : [...selectedIds, hit.id]);
      return;
    }
    if (!isSelected) onSelect([hit.id]);
    // A click (no drag) on one object of a multi-selection selects just that one.
    const narrow = isSelected && selectedIds.length > 1 ? () => onSelect([hit.id]) : undefined;
    moveSelection(event, start, isSelected ? selectedIds : [hit.id], narrow);
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (isDraggingRef.current || event.pointerType === 'touch') return;
    if (isOverlayUi(event.target)) {
      context.setHover(null);
      return;
    }
    const point = pointOf(event);
    const hit = hitAt(point.canvas);
    context.setHover(hit ? { id: hit.id, x: point.screen.x, y: point.screen.y } : null);
  }

  function onDoubleClick(event: ReactMouseEvent<HTMLDivElement>) {
    if (isOverlayUi(event.target) || context.crop) return;
    const hit = hitAt(pointOf(event).canvas);
    if (hit && context.startEditing(hit)) event.preventDefault();
  }

  function onContextMenu(event: ReactMouseEvent<HTMLDivElement>) {
    if (isOverlayUi(event.target)) return;
    event.preventDefault();
    if (context.crop) context.exitCrop();
    const point = pointOf(event);
    const hit = hitAt(point.canvas);
    if (hit && !context.selectedIds.includes(hit.id)) context.onSelect([hit.id]);
    if (!hit && context.selectedIds.length > 0) context.onSelect([]);
    context.setHover(null);
    context.openMenu(point.screen, !!hit);
  }

  return { onPointerDown, onPointerMove, onPointerLeave: () => context.setHover(null), onDoubleClick, onContextMenu };
}
