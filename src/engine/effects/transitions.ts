import { findTransition, transitionColors, transitionParams, type TransitionDefinition } from '../../scene/effects/transitions';
import { parseColor } from '../color';

/**
 * The transition programs (`programs.ts` names), one per file under `shaders/transitions/`.
 * `crossfade` is Fade and also what an unknown id draws.
 */
export const TRANSITION_PROGRAMS = [
  'crossfade',
  'transitionFadeColor',
  'transitionWipe',
  'transitionSlide',
  'transitionZoom',
  'transitionCircle',
  'transitionDissolve',
  'transitionPixelate',
  'transitionBlur',
  'transitionClock',
  'transitionSplit',
  'transitionSqueeze',
  'transitionWarp',
  'transitionShapeReveal',
  'transitionRipple',
  'transitionBlinds',
  'transitionChecker',
  'transitionSwirl',
  'transitionSlices',
  'transitionDiamond',
  'transitionSpin',
] as const;

/** A transition program's name in `programs.ts`. */
export type TransitionProgramName = (typeof TRANSITION_PROGRAMS)[number];

type Uniforms = Record<string, number | readonly number[]>;

/** How the engine draws one catalogue key: its program and the uniforms fixed for that entry. */
const DRAWS: Record<string, { program: TransitionProgramName; fixed?: Uniforms }> = {
  fade: { program: 'crossfade' },
  'fade-black': { program: 'transitionFadeColor' },
  'fade-white': { program: 'transitionFadeColor' },
  // Directions are screen axes with y up (as the blend pass's vUv).
  'wipe-left': { program: 'transitionWipe', fixed: { uDirection: [-1, 0] } },
  'wipe-right': { program: 'transitionWipe', fixed: { uDirection: [1, 0] } },
  'wipe-up': { program: 'transitionWipe', fixed: { uDirection: [0, 1] } },
  'wipe-down': { program: 'transitionWipe', fixed: { uDirection: [0, -1] } },
  'wipe-diagonal': { program: 'transitionWipe', fixed: { uDirection: [1, -1] } },
  'slide-left': { program: 'transitionSlide', fixed: { uDirection: [-1, 0] } },
  'slide-right': { program: 'transitionSlide', fixed: { uDirection: [1, 0] } },
  'slide-up': { program: 'transitionSlide', fixed: { uDirection: [0, 1] } },
  'slide-down': { program: 'transitionSlide', fixed: { uDirection: [0, -1] } },
  'zoom-in': { program: 'transitionZoom', fixed: { uZoomIn: 1 } },
  'zoom-out': { program: 'transitionZoom', fixed: { uZoomIn: 0 } },
  'circle-open': { program: 'transitionCircle', fixed: { uOpen: 1 } },
  'circle-close': { program: 'transitionCircle', fixed: { uOpen: 0 } },
  dissolve: { program: 'transitionDissolve' },
  pixelate: { program: 'transitionPixelate' },
  blur: { program: 'transitionBlur' },
  clock: { program: 'transitionClock' },
  'split-horizontal': { program: 'transitionSplit', fixed: { uVertical: 0 } },
  'split-vertical': { program: 'transitionSplit', fixed: { uVertical: 1 } },
  squeeze: { program: 'transitionSqueeze' },
  warp: { program: 'transitionWarp', fixed: { uDirection: [1, 1] } },
  heart: { program: 'transitionShapeReveal', fixed: { uShape: 0 } },
  star: { program: 'transitionShapeReveal', fixed: { uShape: 1 } },
  ripple: { program: 'transitionRipple' },
  blinds: { program: 'transitionBlinds' },
  checker: { program: 'transitionChecker' },
  swirl: { program: 'transitionSwirl' },
  slices: { program: 'transitionSlices' },
  diamond: { program: 'transitionDiamond' },
  spin: { program: 'transitionSpin' },
};

/** What the blend pass needs from the draw list's transition. */
export type TransitionInput = {
  /** `sanimation.id`: catalogue number or key. */
  id: number | string;
  /** 0..1. */
  progress: number;
  /** `sanimation.colorArr`. */
  colors?: readonly string[];
  /** `sanimation.animationData` (its `params` are read). */
  animationData?: unknown;
};

/** The program and uniforms (less the two scene textures) of one blend pass. */
export type TransitionDraw = { program: TransitionProgramName; definition: TransitionDefinition | null; uniforms: Uniforms };

/** `uCamelCase` uniform of a parameter key. */
export function paramUniform(key: string): string {
  return `u${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}

/** Uniform of the colour at `index` of `colorArr`: `uColor`, then `uColor2`, `uColor3`… */
export function colorUniform(index: number): string {
  return index === 0 ? 'uColor' : `uColor${index + 1}`;
}

/** The program that blends transition `id` (`sanimation.id`); the crossfade when unknown. */
export function transitionProgram(id: number | string): TransitionProgramName {
  const definition = findTransition(id);
  return (definition && DRAWS[definition.key]?.program) ?? 'crossfade';
}

/**
 * Maps a transition of the draw list to its program and uniforms: parameters as `u{Key}`
 * (document values held in range, else defaults), colours as straight RGBA `uColor…` (the
 * document's, else the defaults), plus `uProgress`, `uAspect` and `uResolution` (px). An unknown
 * id draws the crossfade.
 * @param transition - the draw list's transition
 * @param size - the output size in pixels
 */
export function transitionDraw(transition: TransitionInput, size: { width: number; height: number }): TransitionDraw {
  const common: Uniforms = {
    uProgress: Math.min(1, Math.max(0, transition.progress)),
    uAspect: size.width / Math.max(1, size.height),
    uResolution: [size.width, size.height],
  };
  const definition = findTransition(transition.id) ?? null;
  const draw = definition ? DRAWS[definition.key] : undefined;
  if (!definition || !draw) return { program: 'crossfade', definition: null, uniforms: common };
  const uniforms: Uniforms = { ...common, ...draw.fixed };
  for (const [key, value] of Object.entries(transitionParams(definition, transition.animationData))) uniforms[paramUniform(key)] = value;
  transitionColors(definition, transition.colors).forEach((color, index) => {
    uniforms[colorUniform(index)] = [...parseColor(color)];
  });
  return { program: draw.program, definition, uniforms };
}

/** Catalogue keys the engine knows how to draw (every definition should be among them). */
export function drawnTransitionKeys(): string[] {
  return Object.keys(DRAWS);
}
