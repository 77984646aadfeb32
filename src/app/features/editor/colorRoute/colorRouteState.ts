/**
 * What the colour picker route (`/{editorType}/{vid}/{id}/color`, spec 000 §2) carries in its
 * navigation state: the object, the property it colours, the panel title, the colour to start
 * from and, for a list of colours (`colorArr`), the index in it.
 */
export type ColorRouteState = { id: string; property: 'fill' | 'stroke' | 'textBackgroundColor' | 'colorArr'; title: string; color?: string; index?: number };

const PROPERTIES = new Set<ColorRouteState['property']>(['fill', 'stroke', 'textBackgroundColor', 'colorArr']);

/** Reads the route state, or null when it is missing or not one (a reload drops it; an address typed by hand has none). */
export function readColorRouteState(state: unknown): ColorRouteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { id, property, title, color, index } = state as Record<string, unknown>;
  if (typeof id !== 'string' || typeof title !== 'string' || !PROPERTIES.has(property as ColorRouteState['property'])) return null;
  if (property === 'colorArr' && (typeof index !== 'number' || !Number.isInteger(index) || index < 0)) return null;
  return {
    id,
    property: property as ColorRouteState['property'],
    title,
    ...(typeof color === 'string' ? { color } : {}),
    ...(typeof index === 'number' ? { index } : {}),
  };
}
