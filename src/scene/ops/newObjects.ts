import type { z } from 'zod';
import { ADJUST_LENGTH, CANVAS_SIZES, type CanvasSizeIndex, DEFAULT_LINE_HEIGHT, DEFAULT_TEXT_FILL, TEXT_PRESETS, TIMELINE_DEFAULTS } from '../constants';
import { createObjectId } from '../ids';
import {
  type ElementsObject,
  elementsObjectSchema,
  type ImageObject,
  imageObjectSchema,
  type MusicObject,
  musicObjectSchema,
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

/** Longer side of a new shape, icon, emoji or illustration, canvas px. */
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
 * A placed object moved so that the middle of the box it shows lies on `centre` (canvas px): a
 * new image or video put where a file was dropped.
 */
export function centredOn<T extends Pick<ImageObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY'>>(object: T, centre: { x: number; y: number }): T {
  return {
    ...object,
    left: roundTo(centre.x - (object.width * object.scaleX) / 2, POSITION_DECIMALS),
    top: roundTo(centre.y - (object.height * object.scaleY) / 2, POSITION_DECIMALS),
  };
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
  return { object, timing: wholeFileTiming(media.duration) };
}

/** Timing fields that play a whole file: its length, trimmed to all of it (the default 10 s end when the length is unknown, 0). */
export function wholeFileTiming(seconds: number): Pick<ElementTiming, 'duration' | 'trimStart' | 'trimEnd'> {
  const duration = roundTo(Math.max(seconds, 0), TIME_DECIMALS);
  return { duration, trimStart: 0, trimEnd: duration > 0 ? duration : TIMELINE_DEFAULTS.trimEnd };
}

/**
 * A new music track and the timing fields to add it with: the whole file, looping (adjustLength
 * 1) so that a track shorter than its bar plays again instead of being stretched (the timeline
 * default 3 would change its pitch and speed). Music is never drawn; it has no geometry.
 * @param track - the audio file's URL, name, length in seconds and library item
 * @param id - the object id; a fresh one by default
 */
export function createMusicObject(
  track: { src: string; name?: string; duration: number; item?: MediaItem },
  id = createObjectId(),
): { object: MusicObject; timing: Pick<ElementTiming, 'duration' | 'trimStart' | 'trimEnd' | 'adjustLength'> } {
  const object = musicObjectSchema.parse({ id, _Type: 'music', _Src: track.src, _Name: track.name ?? '', _Music: track.item });
  return { object, timing: { ...wholeFileTiming(track.duration), adjustLength: ADJUST_LENGTH.loop } };
}

/**
 * What changes when an image or video shows other media (settings → replace): the new file,
 * name and source size, uncropped, scaled to fit inside the box the old one showed (never
 * beyond it), centred where the old one was. Rotation, flips, opacity and effects stay.
 * @param shown - the object being replaced
 * @param media - the new file, its size in source px and name
 */
export function mediaReplacement(
  shown: Pick<ImageObject, 'left' | 'top' | 'width' | 'height' | 'scaleX' | 'scaleY'>,
  media: Pick<NewMedia, 'src' | 'width' | 'height' | 'name'>,
): Pick<ImageObject, '_Src' | '_Name' | 'width' | 'height' | 'scaleX' | 'scaleY' | 'left' | 'top' | 'cropX' | 'cropY'> {
  const boxWidth = shown.width * shown.scaleX;
  const boxHeight = shown.height * shown.scaleY;
  const fits = media.width > 0 && media.height > 0;
  const scale = fits ? Math.min(boxWidth / media.width, boxHeight / media.height) : 1;
  const shownWidth = media.width * scale;
  const shownHeight = media.height * scale;
  return {
    _Src: media.src,
    _Name: media.name ?? '',
    width: media.width,
    height: media.height,
    scaleX: scale,
    scaleY: scale,
    left: roundTo(shown.left + (boxWidth - shownWidth) / 2, POSITION_DECIMALS),
    top: roundTo(shown.top + (boxHeight - shownHeight) / 2, POSITION_DECIMALS),
    cropX: 0,
    cropY: 0,
  };
}

/** Catalogue a vector comes from: the Elements tab's shapes, icons, emoji or illustrations (`elements`). */
export type VectorKind = z.infer<typeof vectorKindSchema>;

/**
 * A new SVG vector centred on the canvas, 300 px on its longer side at the aspect of its
 * `width` and `height` when given (300 × 300 otherwise): `_Type` `shape` for shapes and
 * `elements` for icons, emoji and illustrations; `_Data.type` records the catalogue.
 * @param vector - the SVG URL, its catalogue, a name, its drawing size and the catalogue data to keep
 * @param size - the project's canvas size index
 * @param id - the object id; a fresh one by default
 */
export function createVectorObject(
  vector: { src: string; kind: VectorKind; name?: string; width?: number; height?: number; data?: Record<string, unknown> },
  size: CanvasSizeIndex,
  id = createObjectId(),
): ShapeObject | ElementsObject {
  const aspect = vector.width && vector.height ? vector.width / vector.height : 1;
  const width = roundTo(NEW_VECTOR_SIZE * Math.min(1, aspect), POSITION_DECIMALS);
  const height = roundTo(NEW_VECTOR_SIZE * Math.min(1, 1 / aspect), POSITION_DECIMALS);
  const fields = {
    id,
    _Src: vector.src,
    _Name: vector.name ?? '',
    _Data: { ...vector.data, type: vector.kind },
    width,
    height,
    ...centred(size, width, height),
  };
  return vector.kind === 'shapes' ? shapeObjectSchema.parse({ ...fields, _Type: 'shape' }) : elementsObjectSchema.parse({ ...fields, _Type: 'elements' });
}
