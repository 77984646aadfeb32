import type { SceneTransition } from '../schema/transition';

/** A number the user may tune on a transition (stored in `sanimation.animationData.params[key]`). */
export type TransitionParam = {
  /** Key in `animationData.params`; the engine passes it as uniform `u{Key}`. */
  key: string;
  /** Label in the picker. */
  label: string;
  /** Value when the document says nothing. */
  default: number;
  /** Smallest allowed value. */
  min: number;
  /** Largest allowed value. */
  max: number;
  /** Step of the picker's field. */
  step: number;
};

/**
 * One scene transition of the catalogue (`GET /api/newvideo/animation/scene/`), as plain data:
 * the server lists these, the picker shows them and the engine draws them by `id`.
 */
export type TransitionDefinition = {
  /** Catalogue id, stored as `sanimation.id`. Never reused. */
  id: number;
  /** Stable name for code and galleries, kebab-case (also accepted as `sanimation.id`). */
  key: string;
  /** Display name (`sanimation.name`). */
  name: string;
  /** Default length, seconds (`sanimation.duration`). */
  duration: number;
  /** Default colours, in order (`sanimation.colorArr`); their count is the number of colours the user may pick. */
  colors: readonly string[];
  /** Tunable numbers with defaults and ranges. */
  params: readonly TransitionParam[];
};

const softness = (value = 0.05): TransitionParam => ({ key: 'softness', label: 'Edge softness', default: value, min: 0, max: 0.5, step: 0.01 });

function define(id: number, key: string, name: string, options: { duration?: number; colors?: string[]; params?: TransitionParam[] } = {}): TransitionDefinition {
  return { id, key, name, duration: options.duration ?? 1, colors: options.colors ?? [], params: options.params ?? [] };
}

/**
 * Every scene transition, in catalogue order. Id 1 (Fade) is the crossfade the editor offered
 * before the catalogue, so stored projects keep drawing the same.
 */
export const TRANSITIONS: readonly TransitionDefinition[] = [
  define(1, 'fade', 'Fade'),
  define(2, 'fade-black', 'Fade to Black', { colors: ['#000000'], params: [{ key: 'hold', label: 'Hold', default: 0.1, min: 0, max: 0.8, step: 0.05 }] }),
  define(3, 'fade-white', 'Fade to White', { colors: ['#ffffff'], params: [{ key: 'hold', label: 'Hold', default: 0.1, min: 0, max: 0.8, step: 0.05 }] }),
  define(4, 'wipe-left', 'Wipe Left', { params: [softness()] }),
  define(5, 'wipe-right', 'Wipe Right', { params: [softness()] }),
  define(6, 'wipe-up', 'Wipe Up', { params: [softness()] }),
  define(7, 'wipe-down', 'Wipe Down', { params: [softness()] }),
  define(8, 'wipe-diagonal', 'Diagonal Wipe', { params: [softness(0.1)] }),
  define(9, 'slide-left', 'Slide Left'),
  define(10, 'slide-right', 'Slide Right'),
  define(11, 'slide-up', 'Slide Up'),
  define(12, 'slide-down', 'Slide Down'),
  define(13, 'zoom-in', 'Zoom In', { params: [{ key: 'strength', label: 'Zoom', default: 0.6, min: 0.1, max: 2, step: 0.1 }] }),
  define(14, 'zoom-out', 'Zoom Out', { params: [{ key: 'strength', label: 'Zoom', default: 0.6, min: 0.1, max: 2, step: 0.1 }] }),
  define(15, 'circle-open', 'Circle Open', { params: [softness(0.02)] }),
  define(16, 'circle-close', 'Circle Close', { params: [softness(0.02)] }),
  define(17, 'dissolve', 'Dissolve', { params: [{ key: 'grain', label: 'Grain (px)', default: 4, min: 1, max: 32, step: 1 }, softness(0.1)] }),
  define(18, 'pixelate', 'Pixelate', { params: [{ key: 'size', label: 'Largest block (px)', default: 40, min: 4, max: 120, step: 1 }] }),
  define(19, 'blur', 'Blur', { params: [{ key: 'strength', label: 'Blur (px)', default: 24, min: 2, max: 64, step: 1 }] }),
  define(20, 'clock', 'Clock Wipe', { params: [softness(0.01)] }),
  define(21, 'split-horizontal', 'Split Open', { params: [] }),
  define(22, 'split-vertical', 'Split Vertical', { params: [] }),
  define(23, 'squeeze', 'Cube Squeeze', { params: [{ key: 'depth', label: 'Depth', default: 0.3, min: 0, max: 0.8, step: 0.05 }] }),
  define(24, 'warp', 'Directional Warp', { params: [softness(0.5)] }),
  define(25, 'heart', 'Heart Reveal', { duration: 1.5 }),
  define(26, 'star', 'Star Reveal', { duration: 1.5 }),
  define(27, 'ripple', 'Ripple', {
    params: [
      { key: 'amplitude', label: 'Amplitude', default: 0.03, min: 0, max: 0.1, step: 0.005 },
      { key: 'waves', label: 'Waves', default: 30, min: 5, max: 80, step: 1 },
    ],
  }),
  define(28, 'blinds', 'Blinds', { params: [{ key: 'count', label: 'Slats', default: 10, min: 2, max: 40, step: 1 }] }),
  define(29, 'checker', 'Checkerboard', { params: [{ key: 'count', label: 'Squares across', default: 12, min: 2, max: 40, step: 1 }] }),
  define(30, 'swirl', 'Swirl', { params: [{ key: 'turns', label: 'Turns', default: 1.5, min: 0.25, max: 4, step: 0.25 }] }),
  define(31, 'slices', 'Slices', { params: [{ key: 'count', label: 'Strips', default: 8, min: 2, max: 30, step: 1 }] }),
  define(32, 'diamond', 'Diamond Reveal', { params: [softness(0.02)] }),
  define(33, 'spin', 'Spin', { params: [{ key: 'turns', label: 'Turns', default: 1, min: 0, max: 3, step: 0.25 }] }),
];

/** The id a new transition gets when nothing else is said (Fade). */
export const DEFAULT_TRANSITION_ID = 1;

const byId = new Map<number | string, TransitionDefinition>();
for (const definition of TRANSITIONS) {
  byId.set(definition.id, definition);
  byId.set(String(definition.id), definition);
  byId.set(definition.key, definition);
}

/**
 * The definition of a stored transition id: the catalogue number (1, or "1") or the key
 * ("wipe-left"); `crossfade` names Fade. Undefined for anything else.
 */
export function findTransition(id: number | string | null | undefined): TransitionDefinition | undefined {
  if (id === null || id === undefined) return undefined;
  if (id === 'crossfade') return byId.get(DEFAULT_TRANSITION_ID);
  return byId.get(id);
}

/** `value` held inside the parameter's range; the default when it is not a finite number. */
export function clampParam(param: TransitionParam, value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(param.max, Math.max(param.min, value)) : param.default;
}

/**
 * The parameter values of a transition: the document's `animationData.params` where set, held in
 * range, else the defaults.
 * @param definition - the transition
 * @param animationData - `sanimation.animationData` (anything; only `params` is read)
 */
export function transitionParams(definition: TransitionDefinition, animationData?: unknown): Record<string, number> {
  const stored =
    animationData && typeof animationData === 'object' && 'params' in animationData && animationData.params && typeof animationData.params === 'object'
      ? (animationData.params as Record<string, unknown>)
      : {};
  return Object.fromEntries(definition.params.map((param) => [param.key, clampParam(param, stored[param.key])]));
}

/**
 * The colours a transition draws with: the document's `colorArr` in order, the definition's
 * defaults where the document has fewer.
 */
export function transitionColors(definition: TransitionDefinition, colorArr: readonly string[] = []): string[] {
  return definition.colors.map((fallback, index) => colorArr[index] ?? fallback);
}

/**
 * A transition as the catalogue lists it and the document stores it (`scene.sanimation`):
 * no preview file, empty animationData, the default colours and length.
 */
export function catalogueTransition(definition: TransitionDefinition): SceneTransition {
  return { id: definition.id, name: definition.name, src: '', animationData: {}, colorArr: [...definition.colors], duration: definition.duration };
}
