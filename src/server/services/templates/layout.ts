import { CANVAS_SIZES, type CanvasSizeIndex } from '../../../scene/constants.ts';

/**
 * Layout for templates: each template describes its composition once, in terms of the canvas
 * (regions, fractions, anchors), and this module turns it into canvas pixels for 16:9 (1920x1080),
 * 1:1 (1920x1920) and 9:16 (1080x1920). Side-by-side compositions on a wide canvas stack on square
 * and tall ones; type and details scale with the canvas's shorter side.
 */

/** A rectangle in canvas px: top-left corner and size. */
export type Box = { left: number; top: number; width: number; height: number };

/** The three canvas shapes: 16:9, 1:1 and 9:16. */
export type Orientation = 'wide' | 'square' | 'tall';

/** The canvas a template variant is laid out on. */
export type TemplateCanvas = {
  size: CanvasSizeIndex;
  width: number;
  height: number;
  orientation: Orientation;
  /** Scale of type, margins and details: the shorter side over 1080 (1 for 16:9 and 9:16, 1.78 for 1:1). */
  unit: number;
  /** The whole canvas. */
  full: Box;
  /** The canvas less the margin on every side: where text and key content stay. */
  safe: Box;
};

/** Margin of the safe area at unit 1, px. */
const MARGIN = 96;

const ORIENTATIONS: Record<CanvasSizeIndex, Orientation> = { 0: 'wide', 1: 'square', 2: 'tall' };

/** The canvas of a size index (spec 000 §9: 0 = 1920x1080, 1 = 1920x1920, 2 = 1080x1920). */
export function templateCanvas(size: CanvasSizeIndex): TemplateCanvas {
  const { width, height } = CANVAS_SIZES[size];
  const unit = Math.min(width, height) / 1080;
  const full = { left: 0, top: 0, width, height };
  return { size, width, height, orientation: ORIENTATIONS[size], unit, full, safe: inset(full, MARGIN * unit) };
}

/** A value chosen by the canvas shape; `square` falls back to `tall` (both stack their content). */
export function byOrientation<T>(canvas: Pick<TemplateCanvas, 'orientation'>, values: { wide: T; tall: T; square?: T }): T {
  if (canvas.orientation === 'wide') return values.wide;
  return canvas.orientation === 'square' ? (values.square ?? values.tall) : values.tall;
}

/** `box` shrunk by `x` on the left and right and `y` on the top and bottom (negative grows it). */
export function inset(box: Box, x: number, y = x): Box {
  return { left: box.left + x, top: box.top + y, width: Math.max(0, box.width - 2 * x), height: Math.max(0, box.height - 2 * y) };
}

/**
 * Cuts `box` in two along `direction` (`row`: left | right, `column`: top / bottom); the first part
 * takes `share` (0..1) of the length left after `gap`.
 */
export function split(box: Box, share: number, direction: 'row' | 'column', gap = 0): [Box, Box] {
  if (direction === 'row') {
    const first = (box.width - gap) * share;
    return [
      { ...box, width: first },
      { ...box, left: box.left + first + gap, width: box.width - first - gap },
    ];
  }
  const first = (box.height - gap) * share;
  return [
    { ...box, height: first },
    { ...box, top: box.top + first + gap, height: box.height - first - gap },
  ];
}

/**
 * The usual two-part composition: media and text side by side on a wide canvas (media on the
 * `mediaSide`), media above text on square and tall ones. `mediaShare` is the media's share on each.
 */
export function mediaAndText(
  canvas: TemplateCanvas,
  box: Box,
  options: { mediaShare: { wide: number; tall: number; square?: number }; mediaSide: 'start' | 'end'; gap?: number },
): { media: Box; text: Box } {
  const share = byOrientation(canvas, options.mediaShare);
  const gap = (options.gap ?? 0) * canvas.unit;
  if (canvas.orientation === 'wide') {
    const isStart = options.mediaSide === 'start';
    const [first, second] = split(box, isStart ? share : 1 - share, 'row', gap);
    return isStart ? { media: first, text: second } : { media: second, text: first };
  }
  const [media, text] = split(box, share, 'column', gap);
  return { media, text };
}

/**
 * The strip of the canvas from its nearest edge through `box` and `extra` px beyond it: full
 * height on a wide canvas (from the left or right edge), full width on square and tall ones (from
 * the top or bottom edge). Used for colour panels behind a media region.
 */
export function edgeBand(canvas: TemplateCanvas, box: Box, extra = 0): Box {
  if (canvas.orientation === 'wide') {
    const isLeft = box.left + box.width / 2 < canvas.width / 2;
    const edge = isLeft ? Math.min(canvas.width, box.left + box.width + extra) : Math.max(0, box.left - extra);
    return isLeft ? { left: 0, top: 0, width: edge, height: canvas.height } : { left: edge, top: 0, width: canvas.width - edge, height: canvas.height };
  }
  const isTop = box.top + box.height / 2 < canvas.height / 2;
  const edge = isTop ? Math.min(canvas.height, box.top + box.height + extra) : Math.max(0, box.top - extra);
  return isTop ? { left: 0, top: 0, width: canvas.width, height: edge } : { left: 0, top: edge, width: canvas.width, height: canvas.height - edge };
}

/** A part of `box` given as fractions of it: `x`, `y` of its corner and `width`, `height` (0..1). */
export function area(box: Box, fractions: { x: number; y: number; width: number; height: number }): Box {
  return {
    left: box.left + box.width * fractions.x,
    top: box.top + box.height * fractions.y,
    width: box.width * fractions.width,
    height: box.height * fractions.height,
  };
}

/**
 * A box of `size` placed in `box` at `at` (0 = left/top edge, 0.5 = centred, 1 = right/bottom edge),
 * e.g. `{x: 1, y: 0}` for the top-right corner.
 */
export function anchor(box: Box, size: { width: number; height: number }, at: { x: number; y: number }): Box {
  return { left: box.left + (box.width - size.width) * at.x, top: box.top + (box.height - size.height) * at.y, ...size };
}

/** The largest box of `aspect` (width / height) inside `box`, placed at `at` (see {@link anchor}). */
export function fitAspect(box: Box, aspect: number, at: { x: number; y: number } = { x: 0.5, y: 0.5 }): Box {
  const height = Math.min(box.height, box.width / aspect);
  return anchor(box, { width: height * aspect, height }, at);
}

/** A square of side `side` centred on the point (x, y). */
export function squareAt(x: number, y: number, side: number): Box {
  return { left: x - side / 2, top: y - side / 2, width: side, height: side };
}

/**
 * How a picture of `source` px fills `box` without distortion (cropped, never letterboxed): the
 * shown region in source px (`cropX`, `cropY`, `width`, `height`, centred on `focus`, 0..1 of the
 * source) and the scale that maps it onto the box.
 */
export function cover(source: { width: number; height: number }, box: Box, focus: { x: number; y: number } = { x: 0.5, y: 0.5 }) {
  const scale = Math.max(box.width / source.width, box.height / source.height);
  const width = box.width / scale;
  const height = box.height / scale;
  return {
    left: box.left,
    top: box.top,
    width,
    height,
    cropX: (source.width - width) * focus.x,
    cropY: (source.height - height) * focus.y,
    scaleX: scale,
    scaleY: scale,
  };
}

/** Whether `box` lies inside `outer` (within half a pixel of rounding). */
export function isInside(box: Box, outer: Box): boolean {
  const tolerance = 0.5;
  return (
    box.left >= outer.left - tolerance &&
    box.top >= outer.top - tolerance &&
    box.left + box.width <= outer.left + outer.width + tolerance &&
    box.top + box.height <= outer.top + outer.height + tolerance
  );
}

/** Rounds a box's numbers to 2 decimals (stored documents stay short). */
export function rounded(box: Box): Box {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { left: round(box.left), top: round(box.top), width: round(box.width), height: round(box.height) };
}
