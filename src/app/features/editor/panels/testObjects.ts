// Test support only: canvas objects with the schema's defaults filled in.
import {
  backgroundObjectSchema,
  elementsObjectSchema,
  imageObjectSchema,
  textObjectSchema,
  videoObjectSchema,
} from '../../../../scene/schema/canvasObject';
import type { BackgroundObject, ElementsObject, ImageObject, TextObject, VideoObject } from '../../../../scene/schema/canvasObject';
import { elementTimingSchema } from '../../../../scene/schema/elementTiming';
import type { ElementTiming } from '../../../../scene/schema/elementTiming';

export function makeText(fields: Partial<TextObject> = {}): TextObject {
  return textObjectSchema.parse({ id: 'text-1', _Type: 'text', text: 'Hello', ...fields });
}

export function makeImage(fields: Partial<ImageObject> = {}): ImageObject {
  return imageObjectSchema.parse({ id: 'image-1', _Type: 'image', _Src: '/media/photo.jpg', width: 800, height: 600, ...fields });
}

export function makeVideo(fields: Partial<VideoObject> = {}): VideoObject {
  return videoObjectSchema.parse({ id: 'video-1', _Type: 'video', _Src: '/media/clip.mp4', width: 1280, height: 720, ...fields });
}

export function makeElement(fields: Partial<ElementsObject> = {}): ElementsObject {
  return elementsObjectSchema.parse({ id: 'element-1', _Type: 'elements', _Src: '/media/star.svg', width: 100, height: 100, ...fields });
}

export function makeBackground(fields: Partial<BackgroundObject> = {}): BackgroundObject {
  return backgroundObjectSchema.parse({ id: 'background-1', _Type: 'background', width: 1921, height: 1081, left: -1, top: -1, ...fields });
}

export function makeTiming(fields: Partial<ElementTiming> = {}): ElementTiming {
  return elementTimingSchema.parse(fields);
}
