import type { AvatarPlacement } from './avatarCatalogue';

/** Where an avatar sits on the canvas: the object fields a placement sets. */
export type AvatarGeometry = { left: number; top: number; width: number; height: number; scaleX: number; scaleY: number };

/**
 * The avatar's geometry for a position preset (spec 000 §9 FM, FB, SM, SB) on a canvas: the image
 * at its full size scaled by the preset, aligned in the room the canvas leaves around it.
 */
export function placeAvatar(image: { width: number; height: number }, placement: AvatarPlacement, canvas: { width: number; height: number }): AvatarGeometry {
  const shownWidth = image.width * placement.scale;
  const shownHeight = image.height * placement.scale;
  return {
    left: (canvas.width - shownWidth) * placement.alignX,
    top: (canvas.height - shownHeight) * placement.alignY,
    width: image.width,
    height: image.height,
    scaleX: placement.scale,
    scaleY: placement.scale,
  };
}
