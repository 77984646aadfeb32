import { z } from 'zod';
import { AVATAR_FRAME, AVATAR_FRAMES } from '../constants';

/** Avatar frame kinds: 0 none, 1 square (corner radius 50), 2 circle (spec 000 §3, §9). */
export type AvatarFrameKind = (typeof AVATAR_FRAMES)[keyof typeof AVATAR_FRAMES];

/** The avatar's `frame` field: 0 none, 1 square, 2 circle. */
export const avatarFrameKindSchema = z.union([z.literal(AVATAR_FRAMES.none), z.literal(AVATAR_FRAMES.square), z.literal(AVATAR_FRAMES.circle)]);

/**
 * The frame's box in the avatar's own unscaled px (the space of its `width`/`height`, so the frame
 * moves, scales and turns with the avatar): the crop mask of the Frame panel.
 */
export const frameBoxSchema = z.object({
  /** Left edge, avatar px. */
  x: z.number(),
  /** Top edge, avatar px. */
  y: z.number(),
  /** Width, avatar px, more than 0. */
  width: z.number().positive(),
  /** Height, avatar px, more than 0. */
  height: z.number().positive(),
});

/** The frame's box in avatar px. */
export type FrameBox = z.infer<typeof frameBoxSchema>;

/**
 * The frame box used when the avatar has none stored: a square of side 700 (= 700 × the avatar's
 * scale on the canvas, spec 000 §9 "frame size 700 times avatar scale") centred on the avatar.
 */
export function defaultFrameBox(avatar: { width: number; height: number }): FrameBox {
  const side = AVATAR_FRAME.sizePerScale;
  return { x: (avatar.width - side) / 2, y: (avatar.height - side) / 2, width: side, height: side };
}

/**
 * The corner radius of a frame in avatar px: 50 for the square frame, half the shorter side for
 * the circle (a rounded box with that radius is a circle or, for an uneven box, a capsule).
 */
export function frameCornerRadius(kind: AvatarFrameKind, box: FrameBox): number {
  if (kind === AVATAR_FRAMES.circle) return Math.min(box.width, box.height) / 2;
  return Math.min(AVATAR_FRAME.cornerRadius, Math.min(box.width, box.height) / 2);
}
