import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import { roundTo } from '../../../../scene/time';
import { boundingBox } from './layout';
import type { Box, Geometry } from './layout';

/** Alignment of several objects, against the box around all of them. */
export type AlignEdge = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom';

/** One object's change in a multi-object edit. */
export interface ObjectChange {
  id: string;
  patch: Partial<CanvasObject>;
}

/** Alignment buttons in display order, with their names. */
export const ALIGN_EDGES: readonly { edge: AlignEdge; name: string }[] = [
  { edge: 'left', name: 'Align left' },
  { edge: 'center', name: 'Align centre' },
  { edge: 'right', name: 'Align right' },
  { edge: 'top', name: 'Align top' },
  { edge: 'middle', name: 'Align middle' },
  { edge: 'bottom', name: 'Align bottom' },
];

/** The box around several boxes; null for none. */
export function unionBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width));
  const bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Aligns the objects' bounding boxes to an edge or the centre line of the box around all of
 * them (the usual behaviour of a multi-selection). Only objects that move get a change; positions
 * keep 3 decimals, so aligned edges stay exactly aligned.
 */
export function alignObjects(objects: readonly (Geometry & { id: string })[], edge: AlignEdge): ObjectChange[] {
  const boxes = objects.map((object) => boundingBox(object));
  const all = unionBox(boxes);
  if (!all) return [];
  const changes: ObjectChange[] = [];
  objects.forEach((object, index) => {
    const box = boxes[index] as Box;
    let dx = 0;
    let dy = 0;
    if (edge === 'left') dx = all.left - box.left;
    if (edge === 'center') dx = all.left + all.width / 2 - (box.left + box.width / 2);
    if (edge === 'right') dx = all.left + all.width - (box.left + box.width);
    if (edge === 'top') dy = all.top - box.top;
    if (edge === 'middle') dy = all.top + all.height / 2 - (box.top + box.height / 2);
    if (edge === 'bottom') dy = all.top + all.height - (box.top + box.height);
    const left = roundTo(object.left + dx, 3);
    const top = roundTo(object.top + dy, 3);
    if (left !== object.left) changes.push({ id: object.id, patch: { left } });
    if (top !== object.top) changes.push({ id: object.id, patch: { top } });
  });
  return changes;
}
