/**
 * What one frame shows, as plain data: the output of the pure `evaluateFrame` step and the input
 * of the GL pass. Positions are canvas pixels of the project size (y down).
 */

import type { Affine } from '../../scene/affine';
import type { AvatarRig } from '../../scene/avatars/avatarRig';
import type { AvatarPose } from '../avatar/avatarPose';
import type { Easing, Motion } from '../../scene/effects/animations';
import type { TextEffect } from '../../scene/schema/canvasObject';

export type { Affine };

/** A rectangle in a layer's unit square, corners (x0, y0) top left and (x1, y1) bottom right, 0..1. */
export type UnitClip = { x0: number; y0: number; x1: number; y1: number };

/** A part of a source image in its own pixels. */
export type SourceRect = { x: number; y: number; width: number; height: number };

/** A gradient over a layer's box; angle in degrees, 0 points right, clockwise. */
export type GradientFill = { kind: 'linear' | 'radial'; angle: number; stops: { offset: number; color: string }[] };

/** The text and style a text layer rasterises; `width` (wrapping) and `height` are the box in canvas pixels at scale 1. */
export type TextSpec = {
  text: string;
  width: number;
  height: number;
  fontFamily: string;
  fontSize: number;
  fontWeight: string;
  fontStyle: string;
  textAlign: 'left' | 'center' | 'right' | 'justify';
  lineHeight: number;
  charSpacing: number;
  fill: string;
  stroke: string | null;
  strokeWidth: number;
  underline: boolean;
  linethrough: boolean;
  textBackgroundColor: string | null;
  /** The text effect (spec 000 §3), drawn into the raster; absent or null for none. */
  effect?: TextEffect | null;
};

type LayerBase = {
  /** The canvas object's id. */
  id: string;
  /** Unit square -> canvas pixels. */
  matrix: Affine;
  /** 0..1. */
  opacity: number;
  /** Scale from the object's own pixels to canvas pixels (for raster sharpness). */
  pixelScale: number;
  /** Only this part of the unit square shows (an animation's wipe); absent: all of it. */
  clip?: UnitClip;
  /** The matrix at rest while an animation moves or scales the layer: rasters are sized by it, so an animated zoom rasterises once. */
  restMatrix?: Affine;
  /** Colour filter folded into the layer shader (images and videos); absent for none. See `src/engine/effects/filters.ts`. */
  filter?: LayerFilter;
  /** Mask SVG multiplied into the layer's alpha over its box (images and videos); absent for none. */
  mask?: LayerMask;
  /** Drop shadow drawn under the layer (blurred alpha pass); absent for none. */
  shadow?: LayerShadow;
  /** Rounded-box cut-out (avatar frames): only inside it shows; absent: the whole box. */
  frameShape?: LayerFrameShape;
};

/** A colour filter: a 4x5 colour matrix (offsets 0..1), or a gradient map through evenly spaced colour stops. */
export type LayerFilter = { kind: 'matrix'; matrix: readonly number[] } | { kind: 'gradientMap'; stops: readonly string[] };

/** A mask: the SVG at `src`, stretched over the layer's box; its alpha is the coverage. */
export type LayerMask = { src: string };

/** A drop shadow in canvas px: Gaussian blur radius (2 sigma), colour with alpha, offset (y down). */
export type LayerShadow = { blur: number; color: string; offsetX: number; offsetY: number };

/** A rounded box in the layer's unit square (corners 0..1) with its corner radius in canvas px. */
export type LayerFrameShape = { x0: number; y0: number; x1: number; y1: number; radius: number };

export type SolidLayer = LayerBase & { kind: 'solid'; color: string };
export type GradientLayer = LayerBase & { kind: 'gradient'; gradient: GradientFill };
export type ImageLayer = LayerBase & { kind: 'image'; src: string; crop: SourceRect | null };
export type VectorLayer = LayerBase & { kind: 'vector'; src: string; fill: string | null; width: number; height: number };
export type VideoLayer = LayerBase & { kind: 'video'; src: string; mediaTime: number; crop: SourceRect | null };
/**
 * A text animation by character, word or line in progress: the layer is drawn unit by unit
 * (`src/engine/text/textUnits.ts`), each unit playing `motion` over its share of the slot.
 * `progress` is the slot's progress 0..1; `isExit` plays it from rest to the start pose.
 */
export type TextUnitsAnimation = {
  kind: 'char' | 'word' | 'line';
  motion: Motion;
  easing: Easing;
  overlap: number;
  progress: number;
  isExit: boolean;
};

export type TextLayer = LayerBase & { kind: 'text'; spec: TextSpec; units?: TextUnitsAnimation };

/** The talking avatar drawn from its parts (`src/engine/avatar`) in the pose of the moment, over its whole image. */
export type AvatarLayer = LayerBase & { kind: 'avatar'; rig: AvatarRig; pose: AvatarPose };

/** One drawable layer, bottom first in a scene's list. */
export type DrawLayer = SolidLayer | GradientLayer | ImageLayer | VectorLayer | VideoLayer | TextLayer | AvatarLayer;

/** The layers of one scene at one moment. */
export type SceneDraw = { sceneId: number; layers: DrawLayer[] };

/** A frame: the scene on screen and, during a transition, the next one with the progress 0..1. */
export type DrawList = {
  frame: number;
  width: number;
  height: number;
  scene: SceneDraw;
  transition: {
    id: number | string;
    progress: number;
    to: SceneDraw;
    /** The transition's colours (`sanimation.colorArr`); missing ones take the catalogue defaults. */
    colors?: string[];
    /** `sanimation.animationData`; its `params` tune the transition. */
    animationData?: Record<string, unknown>;
  } | null;
};
