import type { FilterRef } from '../../../../scene/effects/filters.ts';
import { type Box, fitAspect, type TemplateCanvas } from '../layout.ts';
import { maskNamed, type PhotoName } from '../templateAssets.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import { type BackgroundSpec, photoItem, shapeItem, type TemplateItem } from '../templateObjects.ts';
import { presenterStage } from '../templateParts.ts';

/**
 * What the scene recipes share: the colours of a scene, the picture or presenter beside its text,
 * and the scene's own timing fields.
 */

/** The colours and background of a scene. */
export type SceneLook = {
  background: BackgroundSpec;
  /** A colour laid over the whole canvas (over a picture background, for legible text). */
  shade?: { color: string; opacity: number };
  heading: string;
  body: string;
  /** Kickers, rules, numbers, dots. */
  accent: string;
  button?: { fill: string; text: string };
  /** A colour band behind the side media, from the canvas edge. */
  panel?: string;
};

/**
 * What stands beside the text: the presenter's stage (avatar templates), or a picture in a mask
 * ("Rounded rectangle", "Arch", "Blob 1", "Circle" …) filling the media region, or the largest
 * box of `aspect` (width / height) in it, centred (masks such as Arch and Circle look right only
 * in their own proportions).
 */
export type SideMedia =
  | { presenter: { photo: PhotoName; filter?: FilterRef; accent: string } }
  | { picture: { photo: PhotoName; mask: string; filter?: FilterRef; focus?: { x: number; y: number }; aspect?: number } };

/** The scene fields a recipe passes through: name, length, transition, presenter's script. */
export type SceneTiming = Pick<TemplateSceneSpec, 'name' | 'duration' | 'transition' | 'speech'>;

/** The objects of the side media in `area`. */
export function sideMediaItems(area: Box, media: SideMedia): TemplateItem[] {
  if ('presenter' in media) return presenterStage(area, media.presenter);
  const { photo, mask, filter, focus, aspect } = media.picture;
  const box = aspect ? fitAspect(area, aspect) : area;
  return [photoItem(photo, box, { mask: maskNamed(mask), filter, focus, motion: { enter: 'Zoom In', enterFor: 1 } })];
}

/** The shade over the canvas, when the look has one. */
export function shadeItems(canvas: TemplateCanvas, look: SceneLook): TemplateItem[] {
  return look.shade ? [shapeItem('square', canvas.full, look.shade.color, { name: 'Shade', opacity: look.shade.opacity })] : [];
}
