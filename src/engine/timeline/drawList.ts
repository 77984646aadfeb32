/**
 * What one frame shows, as plain data: the output of the pure `evaluateFrame` step and the input
 * of the GL pass. Positions are canvas pixels of the project size (y down).
 */

import type { Affine } from '../../scene/affine';

export type { Affine };

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
};

export type SolidLayer = LayerBase & { kind: 'solid'; color: string };
export type GradientLayer = LayerBase & { kind: 'gradient'; gradient: GradientFill };
export type ImageLayer = LayerBase & { kind: 'image'; src: string; crop: SourceRect | null };
export type VectorLayer = LayerBase & { kind: 'vector'; src: string; fill: string | null; width: number; height: number };
export type VideoLayer = LayerBase & { kind: 'video'; src: string; mediaTime: number; crop: SourceRect | null };
export type TextLayer = LayerBase & { kind: 'text'; spec: TextSpec };

/** One drawable layer, bottom first in a scene's list. */
export type DrawLayer = SolidLayer | GradientLayer | ImageLayer | VectorLayer | VideoLayer | TextLayer;

/** The layers of one scene at one moment. */
export type SceneDraw = { sceneId: number; layers: DrawLayer[] };

/** A frame: the scene on screen and, during a transition, the next one with the progress 0..1. */
export type DrawList = {
  frame: number;
  width: number;
  height: number;
  scene: SceneDraw;
  transition: { id: number | string; progress: number; to: SceneDraw } | null;
};
