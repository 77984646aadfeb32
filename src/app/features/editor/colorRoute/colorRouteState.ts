/**
 * What the colour picker route (`/{editorType}/{vid}/{id}/color`, spec 000 §2) carries in its
 * navigation state: the object, the property it colours, the panel title, the colour to start
 * from and, for a list of colours (`colorArr`), the index in it.
 */
export type ObjectColorState = { id: string; property: 'fill' | 'stroke' | 'textBackgroundColor' | 'colorArr'; title: string; color?: string; index?: number };

/**
 * The scene-animation variant (spec 000 §2 "for a scene animation: type, index, color, sindex"):
 * colour `index` of the transition of the scene at position `sindex`, starting from `color`.
 */
export type SceneAnimationColorState = { type: 'sanimation'; index: number; color: string; sindex: number };

export type ColorRouteState = ObjectColorState | SceneAnimationColorState;

const PROPERTIES = new Set<ObjectColorState['property']>(['fill', 'stroke', 'textBackgroundColor', 'colorArr']);

/** Whether a value is a whole number from 0. */
function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Reads the scene-animation variant, or null when the state is not a whole one. */
function readSceneAnimationState({ index, color, sindex }: Record<string, unknown>): SceneAnimationColorState | null {
  if (!isIndex(index) || !isIndex(sindex) || typeof color !== 'string') return null;
  return { type: 'sanimation', index, color, sindex };
}

/** Reads the route state, or null when it is missing or not one (a reload drops it; an address typed by hand has none). */
export function readColorRouteState(state: unknown): ColorRouteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const fields = state as Record<string, unknown>;
  if (fields.type === 'sanimation') return readSceneAnimationState(fields);
  const { id, property, title, color, index } = fields;
  if (typeof id !== 'string' || typeof title !== 'string' || !PROPERTIES.has(property as ObjectColorState['property'])) return null;
  if (property === 'colorArr' && !isIndex(index)) return null;
  return {
    id,
    property: property as ObjectColorState['property'],
    title,
    ...(typeof color === 'string' ? { color } : {}),
    ...(typeof index === 'number' ? { index } : {}),
  };
}
