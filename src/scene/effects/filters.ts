import { z } from 'zod';
import { COLOR_FILTERS, MAX_COLOR_STOPS } from '../constants';
import { catalogueIdSchema, colorSchema } from '../schema/primitives';
import type { ColorListParam, EffectParam } from './params';

/**
 * A colour matrix as PixiJS's ColorMatrixFilter and Fabric.js's ColorMatrix take it: 4 rows
 * (r, g, b, a) of 5 numbers (the r, g, b, a factors, then an offset). Offsets here are 0..1
 * (Pixi writes them 0..255 and divides by 255; Fabric stores them divided).
 */
export type ColorMatrix = readonly number[];

/** The colour filter names of spec 000 §9, in picker order. */
export type ColorFilterName = (typeof COLOR_FILTERS)[number];

/**
 * One colour filter: `matrix` filters are a colour matrix on straight (unpremultiplied) colour;
 * `gradientMap` (ColorInterpolation) maps each pixel's luminance through its colour stops; `none`
 * leaves the picture alone. Ids are the picker positions (0 None … 10 ColorInterpolation).
 */
export type FilterDefinition = {
  id: number;
  name: ColorFilterName;
  kind: 'none' | 'matrix' | 'gradientMap';
  /** 20 numbers, see {@link ColorMatrix}; null unless `kind` is `matrix`. */
  matrix: ColorMatrix | null;
  params: readonly EffectParam[];
};

/** Luminance weights (Rec. 709), used by Grayscale and the ColorInterpolation gradient map. */
export const LUMINANCE = [0.2126, 0.7152, 0.0722] as const;

/** Pixi's matrices keep offsets in 0..255: this divides the offset column by 255. */
function fromPixi(values: number[]): ColorMatrix {
  return values.map((value, index) => (index % 5 === 4 ? value / 255 : value));
}

const [lr, lg, lb] = LUMINANCE;

/** The matrices (PixiJS ColorMatrixFilter / Fabric.js presets). */
export const FILTER_MATRICES = {
  Grayscale: [lr, lg, lb, 0, 0, lr, lg, lb, 0, 0, lr, lg, lb, 0, 0, 0, 0, 0, 1, 0],
  Invert: [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0],
  Sepia: [0.393, 0.7689999, 0.18899999, 0, 0, 0.349, 0.6859999, 0.16799999, 0, 0, 0.272, 0.5339999, 0.13099999, 0, 0, 0, 0, 0, 1, 0],
  // Fabric.js's BlackWhite: a hard black-and-white (Pixi's blackAndWhite is a plain grey, like Grayscale).
  'Black & White': [1.5, 1.5, 1.5, 0, -1, 1.5, 1.5, 1.5, 0, -1, 1.5, 1.5, 1.5, 0, -1, 0, 0, 0, 1, 0],
  Brownie: fromPixi([
    0.5997023498159715, 0.34553243048391263, -0.2708298674538042, 0, 47.43192855600873, -0.037703249837783157, 0.8609577587992641, 0.15059552388459913, 0, -36.96841498319127,
    0.24113635128153335, -0.07441037908422492, 0.44972182064877153, 0, -7.562075277591283, 0, 0, 0, 1, 0,
  ]),
  Vintage: fromPixi([
    0.6279345635605994, 0.3202183420819367, -0.03965408211312453, 0, 9.651285835294123, 0.02578397704808868, 0.6441188644374771, 0.03259127616149294, 0, 7.462829176470591,
    0.0466055556782719, -0.0851232987247891, 0.5241648018700465, 0, 5.159190588235296, 0, 0, 0, 1, 0,
  ]),
  Kodachrome: fromPixi([
    1.1285582396593525, -0.3967382283601348, -0.03992559172921793, 0, 63.72958762196502, -0.16404339962244616, 1.0835251566291304, -0.05498805115633132, 0, 24.732407896706203,
    -0.16786010706155763, -0.5603416277695248, 1.6014850761964943, 0, 35.62982807460946, 0, 0, 0, 1, 0,
  ]),
  Technicolor: fromPixi([
    1.9125277891456083, -0.8545344976951645, -0.09155508482755585, 0, 11.793603434377337, -0.3087833385928097, 1.7658908555458428, -0.10601743074722245, 0, -70.35205161461398,
    -0.231103377548616, -0.7501899197440212, 1.847597816108189, 0, 30.950940869491138, 0, 0, 0, 1, 0,
  ]),
  Polaroid: [1.438, -0.062, -0.062, 0, 0, -0.122, 1.378, -0.122, 0, 0, -0.016, -0.016, 1.483, 0, 0, 0, 0, 0, 1, 0],
} as const satisfies Partial<Record<ColorFilterName, ColorMatrix>>;

/** The ColorInterpolation stops: 2 to 20 colours from dark to light. */
export const COLOR_STOPS_PARAM: ColorListParam = {
  key: 'stops',
  label: 'Colours',
  type: 'colors',
  minItems: 2,
  maxItems: MAX_COLOR_STOPS,
  default: ['#1e1b4b', '#e7416a', '#fde68a'],
};

/** Every colour filter, in picker order (spec 000 §9). */
export const FILTERS: readonly FilterDefinition[] = COLOR_FILTERS.map((name, id): FilterDefinition => {
  if (name === 'None') return { id, name, kind: 'none', matrix: null, params: [] };
  if (name === 'ColorInterpolation') return { id, name, kind: 'gradientMap', matrix: null, params: [COLOR_STOPS_PARAM] };
  return { id, name, kind: 'matrix', matrix: FILTER_MATRICES[name], params: [] };
});

/**
 * The stored `filter` of an image, video or background: a reference to a catalogue filter as the
 * catalogue gave it, `{id, name}`, plus `stops` (2..20 colours, dark to light) for
 * ColorInterpolation. Unknown keys are kept (legacy documents carry more), and every field is
 * optional so older references stay valid.
 */
export const filterRefSchema = z.looseObject({
  /** Catalogue id (0..10, see {@link FILTERS}). */
  id: catalogueIdSchema.optional(),
  /** Filter name, one of spec 000 §9's. */
  name: z.string().optional(),
  /** ColorInterpolation colour stops, evenly spaced from dark (luminance 0) to light (1). */
  stops: z.array(colorSchema).min(COLOR_STOPS_PARAM.minItems).max(COLOR_STOPS_PARAM.maxItems).optional(),
});

/** A stored filter reference. */
export type FilterRef = z.infer<typeof filterRefSchema>;

/**
 * What a stored reference means: the filter with its id, else the one with its name (any case);
 * null for none or an unknown filter (drawn unfiltered).
 */
export function resolveFilter(ref: { id?: unknown; name?: unknown; [key: string]: unknown } | null | undefined): FilterDefinition | null {
  if (!ref) return null;
  const byId = FILTERS.find((filter) => filter.id === ref.id || String(filter.id) === ref.id);
  const name = typeof ref.name === 'string' ? ref.name.trim().toLowerCase() : null;
  const found = byId ?? (name ? FILTERS.find((filter) => filter.name.toLowerCase() === name) : undefined);
  return found && found.kind !== 'none' ? found : null;
}

/** The colour stops a ColorInterpolation reference uses (its own when valid, else the default). */
export function filterStops(ref: { stops?: unknown; [key: string]: unknown } | null | undefined): string[] {
  const parsed = z.array(colorSchema).min(COLOR_STOPS_PARAM.minItems).max(COLOR_STOPS_PARAM.maxItems).safeParse(ref?.stops);
  return parsed.success ? parsed.data : [...COLOR_STOPS_PARAM.default];
}

/** The reference to store for a filter (with default stops for ColorInterpolation); null for None. */
export function filterRef(filter: FilterDefinition, stops?: readonly string[]): FilterRef | null {
  if (filter.kind === 'none') return null;
  if (filter.kind === 'gradientMap') return { id: filter.id, name: filter.name, stops: [...(stops ?? COLOR_STOPS_PARAM.default)] };
  return { id: filter.id, name: filter.name };
}

/** Applies a colour matrix to a straight RGBA colour (0..1 each), clamped to 0..1: the shader's sum in plain numbers. */
export function applyColorMatrix(matrix: ColorMatrix, [r, g, b, a]: readonly [number, number, number, number]): [number, number, number, number] {
  const row = (index: number) => {
    const m = matrix.slice(index * 5, index * 5 + 5);
    return Math.min(1, Math.max(0, m[0]! * r + m[1]! * g + m[2]! * b + m[3]! * a + m[4]!));
  };
  return [row(0), row(1), row(2), row(3)];
}

/** A filter as the catalogue (`GET /api/newvideo/filter/`) lists it. */
export type FilterCatalogueItem = Pick<FilterDefinition, 'id' | 'name' | 'kind' | 'matrix' | 'params'>;

/** The catalogue entries, generated from the definitions so the API, the panel and the renderer agree. */
export function filterCatalogue(): FilterCatalogueItem[] {
  return FILTERS.map(({ id, name, kind, matrix, params }) => ({ id, name, kind, matrix, params }));
}
