import { multiplyAffine } from '../../scene/affine';
import { AVATAR_FRAMES } from '../../scene/constants';
import { defaultFrameBox, frameCornerRadius } from '../../scene/effects/frames';
import type { AvatarObject } from '../../scene/schema/canvasObject';
import type { AvatarLayer, DrawLayer, ImageLayer, LayerFrameShape } from '../timeline/drawList';

/**
 * The layers of a framed avatar (spec 000 §3 "Avatar frame values", §9 "frame corner radius 50;
 * frame size 700 times avatar scale"): the frame's background (colour, gradient or image) in the
 * frame box, then the avatar cut to the same rounded box (square: radius 50; circle: half the
 * side). Radii are in avatar px times the avatar's scale, so they follow it. An unframed avatar
 * (or one without a size) is its layer unchanged. The avatar is its picture or, for presenters
 * with parts, the composed presenter.
 */
export function framedAvatarLayers(object: AvatarObject, avatar: ImageLayer | AvatarLayer): DrawLayer[] {
  const kind = object.frame ?? AVATAR_FRAMES.none;
  if (kind === AVATAR_FRAMES.none || object.width <= 0 || object.height <= 0) return [avatar];
  const box = object.frameBox ?? defaultFrameBox(object);
  const radius = frameCornerRadius(kind, box) * object.scaleX;
  const shape: LayerFrameShape = {
    x0: box.x / object.width,
    y0: box.y / object.height,
    x1: (box.x + box.width) / object.width,
    y1: (box.y + box.height) / object.height,
    radius,
  };
  const framed: ImageLayer | AvatarLayer = { ...avatar, frameShape: shape };
  const background = object.frameBackground;
  if (!background) return [framed];
  const matrix = multiplyAffine(avatar.matrix, [shape.x1 - shape.x0, 0, 0, shape.y1 - shape.y0, shape.x0, shape.y0]);
  const base = {
    id: `${object.id}:frame`,
    matrix,
    opacity: avatar.opacity,
    pixelScale: avatar.pixelScale,
    frameShape: { x0: 0, y0: 0, x1: 1, y1: 1, radius },
    // The frame casts the shadow: the avatar inside it is cut to the same shape.
    ...(avatar.shadow ? { shadow: avatar.shadow } : {}),
  };
  const behind: DrawLayer | null = background.src
    ? { ...base, kind: 'image', src: background.src, crop: null }
    : background.gradient
      ? { ...base, kind: 'gradient', gradient: background.gradient }
      : background.color
        ? { ...base, kind: 'solid', color: background.color }
        : null;
  if (!behind) return [framed];
  const unshadowed: ImageLayer | AvatarLayer = { ...framed };
  delete unshadowed.shadow;
  return [behind, unshadowed];
}
