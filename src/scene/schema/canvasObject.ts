import { z } from 'zod';
import {
  AVATAR_POSITION_GRID,
  DEFAULT_BACKGROUND,
  DEFAULT_FONT_FAMILY,
  DEFAULT_LINE_HEIGHT,
  DEFAULT_TEXT_FILL,
  FONT_SIZE,
  MAX_COLOR_STOPS,
  SHADOW_LIMITS,
  TEXT_EFFECT_IDS,
  TEXT_EFFECT_LIMITS,
  TEXT_PRESETS,
  VOLUME_LIMITS,
} from '../constants';
import { avatarFrameKindSchema, frameBoxSchema } from '../effects/frames';
import { filterRefSchema } from '../effects/filters';
import { maskRefSchema } from '../effects/masks';
import { animationRefSchema } from './animation';
import { voiceSchema } from './avatar';
import { mediaItemSchema } from './media';
import { colorSchema, secondsSchema } from './primitives';

/** A drop shadow, as drawn: blur radius (canvas px), colour with alpha, offset (canvas px). */
export const shadowSchema = z.object({
  /** Blur radius, canvas px, 0 or more. @default 0 */
  blur: z.number().min(0).default(0),
  /** Colour including its alpha (`rgba(0,0,0,0.7)`). @default 'rgba(0,0,0,0.7)' */
  color: colorSchema.default('rgba(0,0,0,0.7)'),
  /** Horizontal offset, canvas px. @default 0 */
  offsetX: z.number().default(0),
  /** Vertical offset, canvas px, positive downwards. @default 0 */
  offsetY: z.number().default(0),
});

/** A drop shadow. */
export type Shadow = z.infer<typeof shadowSchema>;

/** A colour gradient: linear at an angle, or radial from the centre; 2 to 20 stops. */
export const gradientSchema = z.object({
  /** Linear or radial. @default 'linear' */
  kind: z.enum(['linear', 'radial']).default('linear'),
  /** Direction of a linear gradient, degrees clockwise from left-to-right. @default 0 */
  angle: z.number().default(0),
  /** Colour stops; offsets 0..1 along the gradient, in any order. */
  stops: z
    .array(z.object({ offset: z.number().min(0).max(1), color: colorSchema }))
    .min(2)
    .max(MAX_COLOR_STOPS),
});

/** A colour gradient. */
export type Gradient = z.infer<typeof gradientSchema>;

/** A linear gradient through `colors`, evenly spaced, at `angle` degrees (0 = left to right, clockwise). */
export function linearGradient(angle: number, ...colors: string[]): Gradient {
  return { kind: 'linear', angle, stops: colors.map((color, index) => ({ offset: index / (colors.length - 1), color })) };
}

/** The enter, exit and in-place animation ids kept on the canvas object (legacy mirror of the element timing's `animation`). */
const objectAnimationSchema = z.object({
  enter: animationRefSchema.optional(),
  exit: animationRefSchema.optional(),
  place: animationRefSchema.optional(),
});

/**
 * Fields every canvas object has. Geometry is in canvas pixels of the project size: `left`/`top`
 * is the top-left corner before rotation, `width`/`height` the unscaled size of the shown content,
 * `angle` rotates clockwise about the object's centre, flips mirror about the centre too.
 */
const objectFields = {
  /** Object id, unique in its scene; keys `scene.elements`. */
  id: z.string().min(1),
  /** Display name (hover title, layer list). @default '' */
  _Name: z.string().default(''),
  /** URL of the drawn file (image, video, SVG, avatar image). */
  _Src: z.string().optional(),
  /** Catalogue data the object was made from, kept as given. */
  _Data: z.record(z.string(), z.unknown()).optional(),
  /** Animation ids per slot, mirrored from the element timing for the editor's panels. */
  _Animation: objectAnimationSchema.optional(),
  /** Hidden objects are never drawn. */
  _Hidden: z.boolean().optional(),
  /** The video library item the object shows. */
  _Video: mediaItemSchema.optional(),
  /** The image library item the object shows. */
  _Image: mediaItemSchema.optional(),
  /** The music library item the object plays. */
  _Music: mediaItemSchema.optional(),
  /** Mask from the mask catalogue, `{id, name, src}` (see `effects/masks.ts`); null or absent for none. */
  _Mask: maskRefSchema.nullable().optional(),
  /** Muted video. */
  _Muted: z.boolean().optional(),
  /** Volume mirror for the editor, percent 0..100; playback reads the element timing's `volume`. */
  _Volume: z.number().min(VOLUME_LIMITS.min).max(VOLUME_LIMITS.max).optional(),
  /** Merge-tag name whose value replaces this image in personalised output. */
  _Variable: z.string().optional(),
  /** Whether the user may edit the object (templates lock some). */
  _Editable: z.boolean().optional(),
  /** Avatar layout grid cell, 0..8 row by row from the top left; 4 is the centre. */
  _Position: z
    .number()
    .int()
    .min(0)
    .max(AVATAR_POSITION_GRID.cells - 1)
    .optional(),
  /** The avatar's voice. */
  _Voice: voiceSchema.optional(),
  /** The template's original text. */
  _DefaultText: z.string().optional(),
  /** Left edge of the shown region inside the source, source px, 0 or more. @default 0 */
  cropX: z.number().min(0).default(0),
  /** Top edge of the shown region inside the source, source px, 0 or more. @default 0 */
  cropY: z.number().min(0).default(0),
  /** Where a video was paused in the editor, seconds into the source. */
  videoTime: secondsSchema.optional(),
  /** Colour filter from the filter catalogue, `{id, name, stops?}` (see `effects/filters.ts`); null or absent for none. */
  filter: filterRefSchema.nullable().optional(),
  /** Drop shadow; null or absent for none. */
  shadow: shadowSchema.nullable().optional(),
  /** Left edge before rotation, canvas px. @default 0 */
  left: z.number().default(0),
  /** Top edge before rotation, canvas px. @default 0 */
  top: z.number().default(0),
  /** Unscaled width, px of the content (source px for media, layout px for text), 0 or more. @default 0 */
  width: z.number().min(0).default(0),
  /** Unscaled height, 0 or more. @default 0 */
  height: z.number().min(0).default(0),
  /** Horizontal scale, 0 or more. @default 1 */
  scaleX: z.number().min(0).default(1),
  /** Vertical scale, 0 or more. @default 1 */
  scaleY: z.number().min(0).default(1),
  /** Rotation, degrees clockwise about the centre. @default 0 */
  angle: z.number().default(0),
  /** Mirrored left to right. @default false */
  flipX: z.boolean().default(false),
  /** Mirrored top to bottom. @default false */
  flipY: z.boolean().default(false),
  /** Opacity, 0..1. @default 1 */
  opacity: z.number().min(0).max(1).default(1),
};

/** A media URL that must be present. */
const requiredSrc = z.string().min(1);

/**
 * What fills an avatar frame behind the avatar: an image (`src`, stock or upload, covering the
 * frame), else a gradient, else a colour; none of them: nothing (the scene shows through).
 */
export const frameBackgroundSchema = z.object({
  /** Colour. */
  color: colorSchema.optional(),
  /** Gradient, as a background's. */
  gradient: gradientSchema.optional(),
  /** Image URL. */
  src: z.string().min(1).optional(),
});

/** What fills an avatar frame behind the avatar. */
export type FrameBackground = z.infer<typeof frameBackgroundSchema>;

/**
 * The talking avatar: `_Src` is the avatar image URL; drawn only in avatar mode 0. With a `frame`
 * (1 square, 2 circle) only the part inside `frameBox` shows, over `frameBackground`.
 */
export const avatarObjectSchema = z.object({
  ...objectFields,
  _Type: z.literal('avatar'),
  /** Frame: 0 none, 1 square (corner radius 50), 2 circle; absent for none. */
  frame: avatarFrameKindSchema.optional(),
  /** The frame's box (the crop mask) in the avatar's unscaled px; absent: a 700 x 700 square centred on the avatar. */
  frameBox: frameBoxSchema.optional(),
  /** What fills the frame behind the avatar (colour, gradient or image); absent for nothing. */
  frameBackground: frameBackgroundSchema.nullable().optional(),
});

/**
 * The scene background, always first in `jsonData.objects` and always visible: `fill`, or
 * `gradient` when set, or the image or video at `_Src` when set (scene.background.type 1..3).
 */
export const backgroundObjectSchema = z.object({
  ...objectFields,
  _Type: z.literal('background'),
  /** Fill colour. @default '#ffffff' */
  fill: colorSchema.default(DEFAULT_BACKGROUND.fill),
  /** Gradient drawn instead of the fill. */
  gradient: gradientSchema.optional(),
});

/** Text effect (spec 000 §3): effect id 0 (none) to 7 and its settings. */
export const textEffectSchema = z.object({
  /** Effect id, 0..7. */
  id: z.number().int().min(TEXT_EFFECT_IDS.min).max(TEXT_EFFECT_IDS.max),
  /** Effect opacity, percent 0..100. */
  opacity: z.number().min(0).max(100).optional(),
  /** Effect blur, 0..100. */
  blur: z.number().min(0).max(100).optional(),
  /** Border width, 0..10. */
  borderWidth: z.number().min(TEXT_EFFECT_LIMITS.borderWidth.min).max(TEXT_EFFECT_LIMITS.borderWidth.max).optional(),
  /** Depth, 0..10. */
  depth: z.number().min(TEXT_EFFECT_LIMITS.depth.min).max(TEXT_EFFECT_LIMITS.depth.max).optional(),
  /** Distance, 0..50. */
  distance: z.number().min(TEXT_EFFECT_LIMITS.distance.min).max(TEXT_EFFECT_LIMITS.distance.max).optional(),
  /** Emboss, percent 0..50. */
  emboss: z.number().min(TEXT_EFFECT_LIMITS.emboss.min).max(TEXT_EFFECT_LIMITS.emboss.max).optional(),
  /** Intensity, percent 1..100. */
  intensity: z.number().min(TEXT_EFFECT_LIMITS.intensity.min).max(TEXT_EFFECT_LIMITS.intensity.max).optional(),
  /** Direction, degrees 0..359. */
  angle: z.number().min(SHADOW_LIMITS.angle.min).max(SHADOW_LIMITS.angle.max).optional(),
  /** Effect colour. */
  color: colorSchema.optional(),
});

/** A text effect. */
export type TextEffect = z.infer<typeof textEffectSchema>;

/** A text box: `width` is the wrapping width; the text style of spec 000 §3. */
export const textObjectSchema = z.object({
  ...objectFields,
  _Type: z.literal('text'),
  /** The text, lines separated by `\n`; may hold merge tags. @default '' */
  text: z.string().default(''),
  /** Alignment within the box. @default 'left' */
  textAlign: z.enum(['left', 'center', 'right', 'justify']).default('left'),
  /** `normal`, `bold` or a weight 1..1000 (a numeric string such as `'600'` is read as its number). @default 'normal' */
  fontWeight: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.union([z.enum(['normal', 'bold']), z.number().int().min(1).max(1000)]).default('normal'),
  ),
  /** @default 'normal' */
  fontStyle: z.enum(['normal', 'italic', 'oblique']).default('normal'),
  /** @default false */
  underline: z.boolean().default(false),
  /** Strike-through. @default false */
  linethrough: z.boolean().default(false),
  /** Font size, canvas px, 1..600. @default 34 (body preset) */
  fontSize: z.number().min(1).max(FONT_SIZE.inputMax).default(TEXT_PRESETS.body.fontSize),
  /** Text colour. @default '#e7416a' */
  fill: colorSchema.default(DEFAULT_TEXT_FILL),
  /** Outline colour; null for none. @default null */
  stroke: colorSchema.nullable().default(null),
  /** Outline width, canvas px. @default 0 */
  strokeWidth: z.number().min(0).default(0),
  /** Colour behind the text; null for none (the legacy '' is read as null). @default null */
  textBackgroundColor: z.preprocess((value) => (value === '' ? null : value), colorSchema.nullable().default(null)),
  /** Font family name. @default 'Poppins Regular' */
  fontFamily: z.string().min(1).default(DEFAULT_FONT_FAMILY),
  /** Line height, multiple of the font size, 0.1..10. @default 1.16 */
  lineHeight: z.number().min(0.1).max(10).default(DEFAULT_LINE_HEIGHT),
  /** Extra space between characters, thousandths of an em. @default 0 */
  charSpacing: z.number().default(0),
  /** Text effect; absent for none. */
  textEffect: textEffectSchema.optional(),
});

/** An image: `_Src` is the image URL; `cropX`/`cropY`/`width`/`height` select the shown region in source px. */
export const imageObjectSchema = z.object({ ...objectFields, _Type: z.literal('image'), _Src: requiredSrc });

/** A video: `_Src` is the video URL; its media timing (trim, loop, volume) is `scene.elements[id]`. */
export const videoObjectSchema = z.object({ ...objectFields, _Type: z.literal('video'), _Src: requiredSrc });

/** Kinds of SVG vector: shapes, icons, emoji and illustrations (`elements`). */
export const vectorKindSchema = z.enum(['shapes', 'icons', 'emoji', 'elements']);

/** Fields of SVG vector objects (`shape`, `elements`). */
const vectorFields = {
  /** URL of the SVG file. */
  _Src: requiredSrc,
  /** Single recolour applied to the whole vector. */
  fill: colorSchema.optional(),
  /** Recolour per SVG colour, in the order the colours first appear in the file. */
  colorArr: z.array(colorSchema).optional(),
};

/** A shape (SVG vector); `_Data.type` is the catalogue it came from. */
export const shapeObjectSchema = z.object({
  ...objectFields,
  ...vectorFields,
  _Type: z.literal('shape'),
  _Data: z.looseObject({ type: vectorKindSchema.default('shapes') }).prefault({}),
});

/** An SVG element: icon, emoji, illustration or shape; `_Data.type` says which. */
export const elementsObjectSchema = z.object({
  ...objectFields,
  ...vectorFields,
  _Type: z.literal('elements'),
  _Data: z.looseObject({ type: vectorKindSchema.default('elements') }).prefault({}),
});

/** A music track: `_Src` is the audio URL; never drawn; its timing is `scene.elements[id]`. */
export const musicObjectSchema = z.object({ ...objectFields, _Type: z.literal('music'), _Src: requiredSrc });

const groupFields = { ...objectFields, _Type: z.literal('group') };

/** The schema type of a group, spelled out because a group contains canvas objects (recursion). */
type GroupObjectSchema = z.ZodObject<typeof groupFields & { objects: z.ZodDefault<z.ZodArray<CanvasObjectSchema>> }>;

/**
 * A group of objects, drawn as one. Members are bottom first; their geometry is in the group's
 * own space, where (0, 0) is the group's top-left corner before the group's scale, rotation and
 * flips apply. Members have no timing of their own: they follow the group's.
 */
export const groupObjectSchema: GroupObjectSchema = z.object({
  ...groupFields,
  /** Members, bottom first. @default [] */
  get objects() {
    return z.array(canvasObjectSchema).default(() => []);
  },
});

/** The schema type of a canvas object (spelled out for the recursion through groups). */
type CanvasObjectSchema = z.ZodDiscriminatedUnion<
  [
    typeof avatarObjectSchema,
    typeof backgroundObjectSchema,
    typeof textObjectSchema,
    typeof imageObjectSchema,
    typeof videoObjectSchema,
    typeof shapeObjectSchema,
    typeof elementsObjectSchema,
    typeof musicObjectSchema,
    GroupObjectSchema,
  ],
  '_Type'
>;

/** Every kind of canvas object, discriminated by `_Type`. */
export const canvasObjectSchema: CanvasObjectSchema = z.discriminatedUnion('_Type', [
  avatarObjectSchema,
  backgroundObjectSchema,
  textObjectSchema,
  imageObjectSchema,
  videoObjectSchema,
  shapeObjectSchema,
  elementsObjectSchema,
  musicObjectSchema,
  groupObjectSchema,
]);

/** A canvas object of any kind. */
export type CanvasObject = z.infer<typeof canvasObjectSchema>;

/** Canvas object kinds: avatar, background, text, image, video, shape, elements, music, group. */
export type CanvasObjectType = CanvasObject['_Type'];

/** The canvas object of one kind. */
export type CanvasObjectOf<T extends CanvasObjectType> = Extract<CanvasObject, { _Type: T }>;

/** The avatar object. */
export type AvatarObject = CanvasObjectOf<'avatar'>;
/** The background object. */
export type BackgroundObject = CanvasObjectOf<'background'>;
/** A text object. */
export type TextObject = CanvasObjectOf<'text'>;
/** An image object. */
export type ImageObject = CanvasObjectOf<'image'>;
/** A video object. */
export type VideoObject = CanvasObjectOf<'video'>;
/** A shape object. */
export type ShapeObject = CanvasObjectOf<'shape'>;
/** An SVG element object. */
export type ElementsObject = CanvasObjectOf<'elements'>;
/** A music object. */
export type MusicObject = CanvasObjectOf<'music'>;
/** A group of objects. */
export type GroupObject = CanvasObjectOf<'group'>;
