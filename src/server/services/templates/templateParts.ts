import { AVATAR_IMAGE_SIZE, DEFAULT_AVATAR_IMAGE } from '../../../scene/avatars/avatarCatalogue.ts';
import { createAvatarObject } from '../../../scene/avatars/avatarObject.ts';
import type { FilterRef } from '../../../scene/effects/filters.ts';
import { FIRST_SCENE_ID } from '../../../scene/ids.ts';
import { type Box, fitAspect, squareAt, type TemplateCanvas } from './layout.ts';
import { maskNamed, type PhotoName } from './templateAssets.ts';
import type { Motion } from './templateMotion.ts';
import { photoItem, shapeItem, type TemplateItem, textItem } from './templateObjects.ts';
import { type PlacedText, placedTextWidth, type StackAlignment, stackText, type TextBlock } from './textLayout.ts';

/**
 * Parts several templates share: texts laid out in a box, a button drawn behind a laid-out label,
 * a thin accent rule, the presenter's stage of avatar templates.
 */

/** Lays out texts in `box` (see `stackText`) and makes them text objects, each with its motion. */
export function textStack(
  canvas: TemplateCanvas,
  box: Box,
  blocks: readonly (TextBlock & { motion?: Motion })[],
  alignment: StackAlignment,
): { items: TemplateItem[]; placed: PlacedText[] } {
  const placed = stackText(canvas, box, blocks, alignment);
  return { items: placed.map((text, index) => textItem(text, alignment.align, { motion: blocks[index]!.motion })), placed };
}

/**
 * A button: a filled rectangle around a laid-out label (as `stackText` placed it; leave room above
 * and below it with the block's `gapBefore`), the label centred in it.
 */
export function button(label: PlacedText, align: StackAlignment['align'], fill: string, motion?: Motion): TemplateItem[] {
  const padX = label.fontSize * 1.1;
  const padY = label.fontSize * 0.55;
  const width = placedTextWidth(label) + 2 * padX;
  const left = align === 'left' ? label.box.left : align === 'right' ? label.box.left + label.box.width - width : label.box.left + (label.box.width - width) / 2;
  const textBox = { left, top: label.box.top, width, height: label.box.height };
  return [
    shapeItem('square', { left, top: label.box.top - padY, width, height: label.box.height + 2 * padY }, fill, { name: 'Button', motion }),
    textItem({ ...label, box: textBox }, 'center', { motion }),
  ];
}

/** How texts beside a picture align: left on a wide canvas, centred where the composition stacks. */
export function sideAlign(canvas: TemplateCanvas): StackAlignment['align'] {
  return canvas.orientation === 'wide' ? 'left' : 'center';
}

/** A short accent rule just above a laid-out text, lined up with its alignment. */
export function ruleAbove(canvas: TemplateCanvas, placed: PlacedText, align: StackAlignment['align'], color: string, motion?: Motion): TemplateItem {
  const length = 120 * canvas.unit;
  const left = align === 'left' ? placed.box.left : align === 'right' ? placed.box.left + placed.box.width - length : placed.box.left + (placed.box.width - length) / 2;
  return rule(canvas, { left, top: placed.box.top - 34 * canvas.unit }, color, motion);
}

/** A short rule under or before a heading, `length` and `thickness` px at unit 1. */
export function rule(canvas: TemplateCanvas, at: { left: number; top: number }, color: string, motion?: Motion, length = 120, thickness = 10): TemplateItem {
  return shapeItem('square', { left: at.left, top: at.top, width: length * canvas.unit, height: thickness * canvas.unit }, color, { name: 'Accent rule', motion });
}

/** Width over height of the presenter's arch. */
const ARCH_RATIO = 0.78;

/** The presenter image's width as a share of the arch's (the person in it is narrower than the image). */
const PRESENTER_WIDTH_SHARE = 1.05;

/**
 * Where the presenter of an avatar template stands: a picture in an arch (filtered to the
 * template's colours) anchored to the bottom of `area`, an accent disc at its shoulder, and the
 * default presenter (spec 000 §3: avatar image 4) in front, standing on the arch's bottom edge.
 * Choosing another face in the editor keeps this place (the avatar feature changes the face only).
 */
export function presenterStage(area: Box, look: { photo: PhotoName; filter?: FilterRef; accent: string; focus?: { x: number; y: number } }): TemplateItem[] {
  const arch = fitAspect(area, ARCH_RATIO, { x: 0.5, y: 1 });
  const disc = squareAt(arch.left + arch.width * 0.9, arch.top + arch.height * 0.22, arch.width * 0.22);
  const { width, height } = AVATAR_IMAGE_SIZE;
  const scale = (arch.width * PRESENTER_WIDTH_SHARE) / width;
  const presenter = createAvatarObject(FIRST_SCENE_ID, DEFAULT_AVATAR_IMAGE, { width, height });
  return [
    photoItem(look.photo, arch, { mask: maskNamed('Arch'), filter: look.filter, focus: look.focus, motion: { enter: 'Rise', enterFor: 1 } }),
    shapeItem('circle', disc, look.accent, { name: 'Accent dot', motion: { enter: 'Pop', at: 0.5, enterFor: 0.6, place: 'Float' } }),
    {
      object: { ...presenter, left: arch.left + (arch.width - width * scale) / 2, top: arch.top + arch.height - height * scale, scaleX: scale, scaleY: scale },
      motion: { enter: 'Fade In', at: 0.2, enterFor: 0.8 },
    },
  ];
}
