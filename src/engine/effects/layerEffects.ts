import type { CanvasObject } from '../../scene/schema/canvasObject';
import type { LayerFilter, LayerMask, LayerShadow } from '../timeline/drawList';
import { layerFilterOf } from './filters';
import { layerMaskOf } from './masks';

/** The effect fields one object gives its layers; only the ones it has (so plain layers stay unchanged). */
export type LayerEffects = { filter?: LayerFilter; mask?: LayerMask; shadow?: LayerShadow };

/**
 * What a canvas object's `filter`, `_Mask` and `shadow` add to its layers: filters and masks on
 * images, videos and backgrounds (masks not on backgrounds), shadows on every drawn kind. A shadow
 * with a fully transparent colour adds nothing.
 */
export function layerEffectsOf(object: CanvasObject): LayerEffects {
  const effects: LayerEffects = {};
  const kind = object._Type;
  if (kind === 'image' || kind === 'video' || kind === 'background') {
    const filter = layerFilterOf(object.filter);
    if (filter) effects.filter = filter;
  }
  if (kind === 'image' || kind === 'video') {
    const mask = layerMaskOf(object._Mask);
    if (mask) effects.mask = mask;
  }
  if (object.shadow && kind !== 'background' && kind !== 'music' && kind !== 'group') {
    const { blur, color, offsetX, offsetY } = object.shadow;
    if (!/^(transparent|rgba\([^)]*,\s*0(\.0*)?\s*\)|#[\da-f]{6}00|#[\da-f]{3}0)$/i.test(color.trim())) effects.shadow = { blur, color, offsetX, offsetY };
  }
  return effects;
}
