// Test support only: canvas objects with the schema's defaults filled in.
import { backgroundObjectSchema, canvasObjectSchema, elementsObjectSchema, imageObjectSchema, textObjectSchema, videoObjectSchema } from '../../src/scene/schema/canvasObject';
import type { BackgroundObject, CanvasObject, ElementsObject, ImageObject, TextObject, VideoObject } from '../../src/scene/schema/canvasObject';
import { elementTimingSchema } from '../../src/scene/schema/elementTiming';
import type { ElementTiming } from '../../src/scene/schema/elementTiming';

/** A text object ("Hello") with the given fields. */
export function makeText(fields: Partial<TextObject> = {}): TextObject {
  return textObjectSchema.parse({ id: 'text-1', _Type: 'text', text: 'Hello', ...fields });
}

/** An 800×600 image object with the given fields. */
export function makeImage(fields: Partial<ImageObject> = {}): ImageObject {
  return imageObjectSchema.parse({ id: 'image-1', _Type: 'image', _Src: '/media/photo.jpg', width: 800, height: 600, ...fields });
}

/** A 1280×720 video object with the given fields. */
export function makeVideo(fields: Partial<VideoObject> = {}): VideoObject {
  return videoObjectSchema.parse({ id: 'video-1', _Type: 'video', _Src: '/media/clip.mp4', width: 1280, height: 720, ...fields });
}

/** A 100×100 SVG element object with the given fields. */
export function makeElement(fields: Partial<ElementsObject> = {}): ElementsObject {
  return elementsObjectSchema.parse({ id: 'element-1', _Type: 'elements', _Src: '/media/star.svg', width: 100, height: 100, ...fields });
}

/** A background object covering the canvas, with the given fields. */
export function makeBackground(fields: Partial<BackgroundObject> = {}): BackgroundObject {
  return backgroundObjectSchema.parse({ id: 'background-1', _Type: 'background', width: 1921, height: 1081, left: -1, top: -1, ...fields });
}

/** Element timing with the given fields, defaults for the rest. */
export function makeTiming(fields: Partial<ElementTiming> = {}): ElementTiming {
  return elementTimingSchema.parse(fields);
}

/** A canvas object of any type with the schema's defaults filled in (a media address for the types that need one). */
export function testObject(fields: { id: string; _Type: CanvasObject['_Type'] } & Record<string, unknown>): CanvasObject {
  const src = fields._Type === 'image' || fields._Type === 'video' || fields._Type === 'shape' || fields._Type === 'elements' || fields._Type === 'music';
  return canvasObjectSchema.parse({ ...(src ? { _Src: `https://media.example/${fields.id}` } : {}), ...fields });
}
