import type { CanvasObject } from '../../../../scene/schema/canvasObject';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';
import type { Scene } from '../../../../scene/schema/scene';

/** One row of the timeline: an object and the timing its bar shows. */
export type TimelineRow = { object: CanvasObject; timing: ElementTiming };

/**
 * The timeline's rows, top first: the objects in `elementList` order, then any other timed object
 * from the top of the canvas down. The background has no row (it spans the scene).
 */
export function timelineRows(scene: Pick<Scene, 'jsonData' | 'elements' | 'elementList'>): TimelineRow[] {
  const byId = new Map(scene.jsonData.objects.map((object) => [object.id, object]));
  const listed = scene.elementList.filter((id) => byId.has(id));
  const rest = [...scene.jsonData.objects]
    .reverse()
    .map((object) => object.id)
    .filter((id) => !listed.includes(id));
  return [...listed, ...rest].flatMap((id) => {
    const object = byId.get(id);
    const timing = scene.elements[id];
    return object && timing && object._Type !== 'background' ? [{ object, timing }] : [];
  });
}

/** A row's label: the object's name, or its kind. */
export function rowLabel(object: CanvasObject): string {
  if (object._Name) return object._Name;
  if (object._Type === 'text') return object.text.split('\n')[0]?.slice(0, 24) || 'Text';
  return { avatar: 'Avatar', background: 'Background', image: 'Image', video: 'Video', shape: 'Shape', elements: 'Element', music: 'Music', group: 'Group' }[object._Type];
}
