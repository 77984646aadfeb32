import { DEFAULT_FONT_FAMILY } from '../../../scene/constants.ts';
import type { FilterRef } from '../../../scene/effects/filters.ts';
import type { MaskRef } from '../../../scene/effects/masks.ts';
import { createImageObject, createTextObject, createVectorObject } from '../../../scene/ops/newObjects.ts';
import { type CanvasObject, type Gradient, imageObjectSchema, type Shadow, shapeObjectSchema, textObjectSchema } from '../../../scene/schema/canvasObject.ts';
import { type Box, cover, rounded, type TemplateCanvas } from './layout.ts';
import { PHOTOS, type PhotoName, type ShapeName, shapeSrc } from './templateAssets.ts';
import type { Motion } from './templateMotion.ts';
import { type PlacedText, type StackAlignment, TEMPLATE_LINE_HEIGHT } from './textLayout.ts';

/**
 * The pieces template scenes are made of, each a canvas object made with the scene factories
 * (`src/scene/ops/newObjects.ts`) and placed on a box of the layout, with the motion it has in
 * video templates.
 */

/** An object of a template scene and how it moves (ignored by image templates). */
export type TemplateItem = { object: CanvasObject; motion?: Motion };

/** A scene background: a colour, a gradient or a starter picture (covering the canvas, optionally filtered). */
export type BackgroundSpec = { color: string } | { gradient: Gradient } | { photo: PhotoName; filter?: FilterRef; focus?: { x: number; y: number }; opacity?: number };

/** Extra looks of a text: outline, shadow, a colour behind the lines, fixed id. */
type TextExtras = { stroke?: string; strokeWidth?: number; shadow?: Shadow; background?: string; motion?: Motion };

/** A laid-out text (see `stackText`) as a text object, aligned as its stack is. */
export function textItem(placed: PlacedText, align: StackAlignment['align'], extras: TextExtras = {}): TemplateItem {
  const base = createTextObject('body', 0);
  const object = textObjectSchema.parse({
    ...base,
    ...rounded(placed.box),
    _Name: placed.name,
    _DefaultText: placed.text,
    text: placed.text,
    textAlign: align,
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSize: Math.round(placed.fontSize * 10) / 10,
    fontWeight: placed.style.weight ?? 'normal',
    fontStyle: placed.style.italic ? 'italic' : 'normal',
    lineHeight: placed.style.lineHeight ?? TEMPLATE_LINE_HEIGHT,
    charSpacing: placed.style.charSpacing ?? 0,
    fill: placed.style.color,
    stroke: extras.stroke ?? null,
    strokeWidth: extras.strokeWidth ?? 0,
    textBackgroundColor: extras.background ?? null,
    shadow: extras.shadow ?? null,
  });
  return { object, motion: extras.motion };
}

/** A shape of the Elements tab stretched over `box`, recoloured with `fill`. */
export function shapeItem(
  shape: ShapeName,
  box: Box,
  fill: string,
  options: { name?: string; opacity?: number; angle?: number; shadow?: Shadow; motion?: Motion } = {},
): TemplateItem {
  const base = createVectorObject({ src: shapeSrc(shape), kind: 'shapes', name: options.name ?? shape }, 0);
  const object = shapeObjectSchema.parse({
    ...base,
    ...rounded(box),
    fill,
    opacity: options.opacity ?? 1,
    angle: options.angle ?? 0,
    shadow: options.shadow ?? null,
  });
  return { object, motion: options.motion };
}

/** A starter picture covering `box` (cropped, never distorted), with an optional mask, filter and shadow. */
export function photoItem(
  photo: PhotoName,
  box: Box,
  options: { mask?: MaskRef; filter?: FilterRef; focus?: { x: number; y: number }; opacity?: number; shadow?: Shadow; motion?: Motion } = {},
): TemplateItem {
  const source = PHOTOS[photo];
  const base = createImageObject({ src: source.src, width: source.width, height: source.height, name: source.name }, 0);
  const object = imageObjectSchema.parse({
    ...base,
    ...cover(source, rounded(box), options.focus),
    _Mask: options.mask ?? null,
    filter: options.filter ?? null,
    opacity: options.opacity ?? 1,
    shadow: options.shadow ?? null,
  });
  return { object, motion: options.motion };
}

/** The fields a background object gets for a spec, on a canvas (a picture covers it). */
export function backgroundFields(spec: BackgroundSpec, canvas: TemplateCanvas): { fields: Record<string, unknown>; type: 0 | 1 } {
  if ('color' in spec) return { fields: { fill: spec.color }, type: 0 };
  if ('gradient' in spec) return { fields: { gradient: spec.gradient }, type: 0 };
  const source = PHOTOS[spec.photo];
  return {
    fields: {
      _Src: source.src,
      _Name: source.name,
      ...cover(source, { left: -1, top: -1, width: canvas.width + 1, height: canvas.height + 1 }, spec.focus),
      filter: spec.filter ?? null,
      opacity: spec.opacity ?? 1,
    },
    type: 1,
  };
}
