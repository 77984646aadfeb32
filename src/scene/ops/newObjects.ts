import type { z } from 'zod';
import { CANVAS_SIZES, type CanvasSizeIndex, DEFAULT_LINE_HEIGHT, DEFAULT_TEXT_FILL, TEXT_PRESETS, TIMELINE_DEFAULTS } from '../constants';
import { createObjectId } from '../ids';
import {
  type ElementsObject,
  elementsObjectSchema,
  type ImageObject,
  imageObjectSchema,
  type ShapeObject,
  shapeObjectSchema,
  type TextObject,
  textObjectSchema,
  type vectorKindSchema,
  type VideoObject,
  videoObjectSchema,
} from '../schema/canvasObject';
import type { ElementTiming } from '../schema/elementTiming';
import type { MediaItem } from '../schema/media';
import { roundTo, TIME_DECIMALS } from '../time';

/** Text preset of the Text tab: heading, subheading or body. */
export type TextPreset = keyof typeof TEXT_PRESETS;

/** The text a new text box of each preset shows, and its name (hover title, layer list). */
export const NEW_TEXT = {
  heading: { text: 'Add a heading', name: 'Heading' },
  subheading: { text: 'Add a subheading', name: 'Subheading' },
  body: { text: 'Add body text', name: 'Body text' },
} as const satisfies Record<TextPreset, { text: string; name: string }>;

/** Largest share of the canvas width and height a new image or video covers. */
export const NEW_MEDIA_MAX_SHARE = 0.5;

/** Width and height of a new shape, icon, emoji or illustration, canvas px. */
export const NEW_VECTOR_SIZE = 300;

/** Decimals kept on computed positions, canvas px. */
const POSITION_DECIMALS = 3;

/** The top-left corner that centres a box of the given shown size on the canvas. */
function centred(size: CanvasSizeIndex, shownWidth: number, shownHeight: number): { left: number; top: number } {
  const canvas = CANVAS_SIZES[size];
  return { left: roundTo((canvas.width - shownWidth) / 2, POSITION_DECIMALS), top: roundTo((canvas.height - shownHeight) / 2, POSITION_DECIMALS) };
}

/**
 * A new text box of a preset (spec 000 §9): heading 90 px bold in a 750 px box, subheading 52 px
 * in 600, body 34 px in 450; the text of {@link NEW_TEXT}, fill #e7416a, centred text, one line
 * high (font size × line height 1.16, 3 decimals), centred on the canvas.
 * @param preset - `'heading'`, `'subheading'` or `'body'`
 * @param size - the project's canvas size index
 * @param id - the object id; a fresh one by default
 */
export function createTextObject(preset: TextPreset, size: CanvasSizeIndex, id = createObjectId()): TextObject {
  const { fontSize, width, fontWeight } = TEXT_PRESETS[preset];
  const height = roundTo(fontSize * DEFAULT_LINE_HEIGHT, POSITION_DECIMALS);
  return textObjectSchema.parse({
    id,
    _Type: 'text',
    _Name: NEW_TEXT[preset].name,
    text: NEW_TEXT[preset].text,
    fontSize,
    fontWeight,
    lineHeight: DEFAULT_LINE_HEIGHT,
    textAlign: 'center',
    fill: DEFAULT_TEXT_FILL,
    width,
    height,
    ...centred(size, width, height),
  });
}

/** What a new image or video is made from: its URL, its size in source px, a name and the library item. */
export type NewMedia = {
  /** URL of the file. */
  src: string;
  /** Width of the source, px. */
  width: number;
  /** Height of the source, px. */
  height: number;
  /** Display name. @default '' */
  name?: string;
  /** The library item it comes from, kept on the object (`_Image` / `_Video`). */
  item?: MediaItem;
};

/** Size, scale and position of new media: source size, scaled down (never up) to fit half the canvas, centred. */
function mediaPlacement(media: NewMedia, size: CanvasSizeIndex) {
  const canvas = CANVAS_SIZES[size];
  const fits = media.width > 0 && media.height > 0;
  const scale = fits ? Math.min(1, (canvas.width * NEW_MEDIA_MAX_SHARE) / media.width, (canvas.height * NEW_MEDIA_MAX_SHARE) / media.height) : 1;
  return {
    width: media.width,
    height: media.height,
    scaleX: scale,
    scaleY: scale,
    ...centred(size, media.width * scale, media.height * scale),
  };
}

/**
 * A new image: its source size, scaled down to fit within half the canvas width and height
 * (never scaled up), centred on the canvas.
 * @param media - the image's URL, size in px, name and library item
 * @param size - the project's canvas size index
 * @param id - the object id; a fresh one by default
 */
export function createImageObject(media: NewMedia, size: CanvasSizeIndex, id = createObjectId()): ImageObject {
  return imageObjectSchema.parse({ id, _Type: 'image', _Src: media.src, _Name: media.name ?? '', _Image: media.item, ...mediaPlacement(media, size) });
}

/**
 * A new video, placed like {@link createImageObject}, and the timing fields to add it with
 * (`addObject`): its length as `duration` and the whole file as the trim range (trimEnd =
 * duration; the default 10 s when the length is unknown, 0).
 * @param media - the video's URL, size in px, name, library item and length in seconds
 * @param size - the project's canvas size index
 * @param id - the object id; a fresh one by default
 */
export function createVideoObject(
  media: NewMedia & { duration: number },
  size: CanvasSizeIndex,
  id = createObjectId(),
): { object: VideoObject; timing: Pick<ElementTiming, 'duration' | 'trimStart' | 'trimEnd'> } {
  const object = videoObjectSchema.parse({ id, _Type: 'video', _Src: media.src, _Name: media.name ?? '', _Video: media.item, ...mediaPlacement(media, size) });
  const duration = roundTo(Math.max(media.duration, 0), TIME_DECIMALS);
  return { object, timing: { duration, trimStart: 0, trimEnd: duration > 0 ? duration : TIMELINE_DEFAULTS.trimEnd } };
}

/** Catalogue a vector comes from: the Elements tab's shapes, icons, emoji or illustrations (`elements`). */
export type VectorKind = z.infer<typeof vectorKindSchema>;

/**
 * A new SVG vector, 300 × 300 centred on the canvas: `_Type` `shape` for shapes and `elements`
 * for icons, emoji and illustrations; `_Data.type` records the catalogue.
 * @param vector - the SVG URL, its catalogue, a name and the catalogue data to keep
 * @param size - the project's canvas size index
 * @param id - the object id; a fresh one by default
 */
export function createVectorObject(
  vector: { src: string; kind: VectorKind; name?: string; data?: Record<string, unknown> },
  size: CanvasSizeIndex,
  id = createObjectId(),
): ShapeObject | ElementsObject {
  const fields = {
    id,
    _Src: vector.src,
    _Name: vector.name ?? '',
    _Data: { ...vector.data, type: vector.kind },
    width: NEW_VECTOR_SIZE,
    height: NEW_VECTOR_SIZE,
    ...centred(size, NEW_VECTOR_SIZE, NEW_VECTOR_SIZE),
  };
  return vector.kind === 'shapes' ? shapeObjectSchema.parse({ ...fields, _Type: 'shape' }) : elementsObjectSchema.parse({ ...fields, _Type: 'elements' });
}
