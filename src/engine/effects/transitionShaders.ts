import fullscreenVert from '../../../shaders/common/fullscreen.vert?shader';
import blindsFrag from '../../../shaders/transitions/blinds.frag?shader';
import blurFrag from '../../../shaders/transitions/blur.frag?shader';
import checkerFrag from '../../../shaders/transitions/checker.frag?shader';
import circleFrag from '../../../shaders/transitions/circle.frag?shader';
import clockFrag from '../../../shaders/transitions/clock.frag?shader';
import diamondFrag from '../../../shaders/transitions/diamond.frag?shader';
import dissolveFrag from '../../../shaders/transitions/dissolve.frag?shader';
import fadeColorFrag from '../../../shaders/transitions/fade-color.frag?shader';
import pixelateFrag from '../../../shaders/transitions/pixelate.frag?shader';
import rippleFrag from '../../../shaders/transitions/ripple.frag?shader';
import shapeRevealFrag from '../../../shaders/transitions/shape-reveal.frag?shader';
import slicesFrag from '../../../shaders/transitions/slices.frag?shader';
import slideFrag from '../../../shaders/transitions/slide.frag?shader';
import spinFrag from '../../../shaders/transitions/spin.frag?shader';
import splitFrag from '../../../shaders/transitions/split.frag?shader';
import squeezeFrag from '../../../shaders/transitions/squeeze.frag?shader';
import swirlFrag from '../../../shaders/transitions/swirl.frag?shader';
import warpFrag from '../../../shaders/transitions/warp.frag?shader';
import wipeFrag from '../../../shaders/transitions/wipe.frag?shader';
import zoomFrag from '../../../shaders/transitions/zoom.frag?shader';
import type { ShaderSource } from '../gl/shaderSource';
import type { TransitionProgramName } from './transitions';

/**
 * The sources of every transition program (full-screen pass; fragments in shaders/transitions/).
 * Kept apart from `transitions.ts` so the id -> program mapping stays testable in Node. The
 * crossfade (Fade, and the fallback) is listed in `programs.ts` itself.
 */
export const transitionProgramSources = {
  transitionFadeColor: [fullscreenVert, fadeColorFrag],
  transitionWipe: [fullscreenVert, wipeFrag],
  transitionSlide: [fullscreenVert, slideFrag],
  transitionZoom: [fullscreenVert, zoomFrag],
  transitionCircle: [fullscreenVert, circleFrag],
  transitionDissolve: [fullscreenVert, dissolveFrag],
  transitionPixelate: [fullscreenVert, pixelateFrag],
  transitionBlur: [fullscreenVert, blurFrag],
  transitionClock: [fullscreenVert, clockFrag],
  transitionSplit: [fullscreenVert, splitFrag],
  transitionSqueeze: [fullscreenVert, squeezeFrag],
  transitionWarp: [fullscreenVert, warpFrag],
  transitionShapeReveal: [fullscreenVert, shapeRevealFrag],
  transitionRipple: [fullscreenVert, rippleFrag],
  transitionBlinds: [fullscreenVert, blindsFrag],
  transitionChecker: [fullscreenVert, checkerFrag],
  transitionSwirl: [fullscreenVert, swirlFrag],
  transitionSlices: [fullscreenVert, slicesFrag],
  transitionDiamond: [fullscreenVert, diamondFrag],
  transitionSpin: [fullscreenVert, spinFrag],
} satisfies Record<Exclude<TransitionProgramName, 'crossfade'>, [ShaderSource, ShaderSource]>;
