import { type EditorLocation, isFrameEditing } from '../routes/editorPath';

/** The avatar panel's sub-pages under `avatar/` (spec 000 §2: "avatar_settings, frame, animation (video only), shadow"). */
export const AVATAR_PAGES = ['avatar_settings', 'frame', 'animation', 'shadow'] as const;

export type AvatarPage = (typeof AVATAR_PAGES)[number];

/**
 * The avatar sub-page an address shows, or null for the default page (the Avatar tab): frame
 * editing wherever the path says frame, `avatar_settings` under `avatar/` or right under the scene,
 * `avatar/animation` in the video editor only, `avatar/shadow`.
 */
export function avatarPageOf(where: EditorLocation): AvatarPage | null {
  if (isFrameEditing(where)) return 'frame';
  if (where.section === 'avatar_settings') return 'avatar_settings';
  const page = where.section === 'avatar' ? AVATAR_PAGES.find((name) => name === where.sub[0]) : undefined;
  if (page === 'animation' && where.editorType !== 'video') return null;
  return page ?? null;
}
