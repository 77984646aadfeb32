import { AVATAR_FRAMES } from '../constants';
import type { AvatarFrameKind, FrameBox } from '../effects/frames';
import type { FrameBackground, Gradient } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import { sceneAvatar } from './avatars';
import { SceneOpError } from './SceneOpError';
import { updateObject } from './updateObject';

/** One way to fill a frame behind the avatar (spec 000 §2 Frame panel): a colour, a gradient or an image (stock or upload). */
export type FrameFill = { color: string } | { gradient: Gradient } | { src: string };

/** Which fill a frame background uses, as the Frame panel's tabs name it; `none` when it has none. */
export type FrameFillKind = 'color' | 'gradient' | 'image' | 'none';

/**
 * The fill a frame background shows, in the engine's order of precedence (image, then gradient,
 * then colour).
 * @param background - the avatar's `frameBackground`
 */
export function frameFillKind(background: FrameBackground | null | undefined): FrameFillKind {
  if (background?.src) return 'image';
  if (background?.gradient) return 'gradient';
  if (background?.color) return 'color';
  return 'none';
}

/** The scene's avatar, or a refusal when it has none. */
function requireAvatar(doc: ProjectDocument, sceneId: number) {
  const avatar = sceneAvatar(doc, sceneId);
  if (!avatar) throw new SceneOpError('UNKNOWN_OBJECT', `scene ${sceneId} has no avatar`);
  return avatar;
}

/**
 * Gives the scene's avatar a frame (spec 000 §3, §4 Frame tab): 1 square or 2 circle crops it to the
 * frame box over the frame background; 0 none restores the plain avatar (the field is removed; the
 * box and background stay for a later frame).
 * @returns the document; the same document when the avatar already has that frame
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no avatar, `UNKNOWN_SCENE`
 */
export function setAvatarFrame(doc: ProjectDocument, sceneId: number, kind: AvatarFrameKind): ProjectDocument {
  const avatar = requireAvatar(doc, sceneId);
  return updateObject(doc, sceneId, avatar.id, { frame: kind === AVATAR_FRAMES.none ? undefined : kind });
}

/**
 * Fills the frame of the scene's avatar with one colour, gradient or image (the others are
 * dropped, so the fill shown is the one chosen), or empties it (`null`: the scene shows through).
 * @returns the document; the same document when the fill is already that one
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no avatar, `INVALID_VALUE` for a bad colour, `UNKNOWN_SCENE`
 */
export function setFrameBackground(doc: ProjectDocument, sceneId: number, fill: FrameFill | null): ProjectDocument {
  const avatar = requireAvatar(doc, sceneId);
  return updateObject(doc, sceneId, avatar.id, { frameBackground: fill ? { ...fill } : null });
}

/** The smallest side of a frame box, avatar px (ours; the spec does not give one). */
export const FRAME_BOX_MIN_SIDE = 100;

/**
 * A frame box (the crop mask) moved by `dx`, `dy` avatar px.
 * @param box - the avatar's frame box, avatar px
 */
export function movedFrameBox(box: FrameBox, dx: number, dy: number): FrameBox {
  return { ...box, x: box.x + dx, y: box.y + dy };
}

/**
 * A frame box resized from its bottom-right corner by `dx`, `dy` avatar px, its top-left corner
 * staying put; no side below {@link FRAME_BOX_MIN_SIDE}. A circle frame stays round: both sides
 * take the larger of the two asked for.
 * @param box - the avatar's frame box, avatar px
 * @param kind - the frame kind (2 circle keeps the box square)
 */
export function resizedFrameBox(box: FrameBox, dx: number, dy: number, kind: AvatarFrameKind): FrameBox {
  const width = Math.max(FRAME_BOX_MIN_SIDE, box.width + dx);
  const height = Math.max(FRAME_BOX_MIN_SIDE, box.height + dy);
  if (kind !== AVATAR_FRAMES.circle) return { ...box, width, height };
  const side = Math.max(width, height);
  return { ...box, width: side, height: side };
}

/**
 * Sets the frame box (the crop mask) of the scene's avatar, in its unscaled px.
 * @returns the document; the same document when the box is already that one
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no avatar, `INVALID_VALUE` for a side not above 0, `UNKNOWN_SCENE`
 */
export function setFrameBox(doc: ProjectDocument, sceneId: number, box: FrameBox): ProjectDocument {
  const avatar = requireAvatar(doc, sceneId);
  return updateObject(doc, sceneId, avatar.id, { frameBox: { ...box } });
}
