/**
 * How an effect's parameters are described: plain data the panels, the API catalogues and the
 * engine all read, so a range or a default is written once.
 */

/** A numeric parameter: a slider or number field from `min` to `max` in steps of `step`. */
export type NumberParam = { key: string; label: string; type: 'number'; min: number; max: number; step: number; default: number; unit?: string };

/** A single colour (CSS colour string, alpha allowed). */
export type ColorParam = { key: string; label: string; type: 'color'; default: string };

/** A list of colours, `minItems` to `maxItems` long (gradient stops, evenly spaced). */
export type ColorListParam = { key: string; label: string; type: 'colors'; minItems: number; maxItems: number; default: readonly string[] };

/** One parameter of an effect. */
export type EffectParam = NumberParam | ColorParam | ColorListParam;
