import { SCENE_THUMBNAIL } from '../../../../scene/constants';

/**
 * The size of a scene thumbnail, CSS px: the canvas aspect ratio fitted in the 86 x 46 tile
 * (spec 000 §9): 16:9 fills the tile; square and portrait canvases keep the tile's height.
 */
export function thumbnailBox(canvas: { width: number; height: number }): { width: number; height: number } {
  const ratio = canvas.width / canvas.height;
  const width = Math.min(SCENE_THUMBNAIL.width, Math.round(SCENE_THUMBNAIL.height * ratio));
  return { width: ratio >= 16 / 9 - 0.01 ? SCENE_THUMBNAIL.width : width, height: SCENE_THUMBNAIL.height };
}
