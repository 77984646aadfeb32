import { filterStops, resolveFilter } from '../../scene/effects/filters';
import type { LayerFilter } from '../timeline/drawList';

/** `uFilter` values of `shaders/filters/color-filter.glsl`. */
export const FILTER_MODE = { none: 0, matrix: 1, gradientMap: 2 } as const;

/** What a stored `filter` reference draws (see `src/scene/effects/filters.ts`); undefined for none or unknown. */
export function layerFilterOf(ref: { id?: unknown; name?: unknown; stops?: unknown; [key: string]: unknown } | null | undefined): LayerFilter | undefined {
  const filter = resolveFilter(ref);
  if (!filter) return undefined;
  if (filter.kind === 'gradientMap') return { kind: 'gradientMap', stops: filterStops(ref) };
  return filter.matrix ? { kind: 'matrix', matrix: filter.matrix } : undefined;
}

/** The colour filter's uniforms, without the ramp sampler. */
export type FilterUniforms = { uFilter: number; uColorMatrix: Float32Array; uColorOffset: Float32Array };

const identityMatrix = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
const zeroOffset = new Float32Array(4);

/**
 * Packs a filter for the layer shaders: the 4x5 row-major colour matrix as a column-major mat4
 * (`uColorMatrix`) plus its fifth column (`uColorOffset`), or the gradient-map mode whose ramp
 * the caller binds to `uFilterRamp`. No filter gives mode 0 and the identity.
 */
export function filterUniforms(filter: LayerFilter | undefined): FilterUniforms {
  if (!filter) return { uFilter: FILTER_MODE.none, uColorMatrix: identityMatrix, uColorOffset: zeroOffset };
  if (filter.kind === 'gradientMap') return { uFilter: FILTER_MODE.gradientMap, uColorMatrix: identityMatrix, uColorOffset: zeroOffset };
  const m = filter.matrix;
  const columns = new Float32Array(16);
  for (let row = 0; row < 4; row++) for (let column = 0; column < 4; column++) columns[column * 4 + row] = m[row * 5 + column]!;
  return { uFilter: FILTER_MODE.matrix, uColorMatrix: columns, uColorOffset: new Float32Array([m[4]!, m[9]!, m[14]!, m[19]!]) };
}

/** The ramp texture key of a gradient-map filter (one upload per set of stops). */
export function rampKey(filter: LayerFilter | undefined): string | null {
  return filter?.kind === 'gradientMap' ? `ramp:${filter.stops.join(',')}` : null;
}

/** Evenly spaced gradient stops for the ramp (first colour at 0, last at 1). */
export function rampStops(stops: readonly string[]): { offset: number; color: string }[] {
  return stops.map((color, index) => ({ offset: stops.length > 1 ? index / (stops.length - 1) : 0, color }));
}
