import type { UnitRect } from '../gl/textures';
import type { UnitClip } from '../timeline/drawList';

/**
 * The part of a layer's unit square the compositor draws: the texture's painted content (when
 * known) within the layer's clip (an animation's wipe). The quad and its texture coordinates
 * shrink to it on the CPU side, so a clip costs no shader work and saves fill. Undefined: the
 * whole square; null: nothing shows.
 */
export function drawnPart(content: UnitRect | undefined, clip: UnitClip | undefined): UnitRect | undefined | null {
  if (!clip) return content;
  const whole = content ?? { x: 0, y: 0, width: 1, height: 1 };
  const x0 = Math.max(whole.x, clip.x0);
  const y0 = Math.max(whole.y, clip.y0);
  const x1 = Math.min(whole.x + whole.width, clip.x1);
  const y1 = Math.min(whole.y + whole.height, clip.y1);
  return x1 <= x0 || y1 <= y0 ? null : { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
