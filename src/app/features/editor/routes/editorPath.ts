import type { EditorType } from '../state/editorSlice';

/** The left tabs of the editor (spec 000 §2), in the order the rail shows them. */
export const EDITOR_TABS = ['avatar', 'templates', 'background', 'text', 'image', 'video', 'music', 'elements', 'settings'] as const;

export type EditorTab = (typeof EDITOR_TABS)[number];

/** The full lists of the Elements tab, each at `elements/{list}` with its search (spec 000 §2). */
export const ELEMENT_LISTS = ['shapes', 'icons', 'emoji', 'illustrations'] as const;

export type ElementList = (typeof ELEMENT_LISTS)[number];

/** Whether a path segment names one of the Elements tab's full lists. */
export function isElementList(segment: string | undefined): segment is ElementList {
  return (ELEMENT_LISTS as readonly (string | undefined)[]).includes(segment);
}

/** The user's uploads of the Image, Video and Music tabs are at `{tab}/upload`; the tab itself shows stock or the music library. */
export const UPLOADS_PAGE = 'upload';

/** Tabs an image project does not have (spec 000 §1: templates, music and video are hidden in image mode). */
const HIDDEN_IN_IMAGE_MODE: readonly EditorTab[] = ['templates', 'music', 'video'];

/** The tabs the rail shows for an editor type. */
export function tabsFor(editorType: EditorType): EditorTab[] {
  return EDITOR_TABS.filter((tab) => editorType === 'video' || !HIDDEN_IN_IMAGE_MODE.includes(tab));
}

/**
 * Where the editor is: `/{editorType}/{vid}/{id}/{tab}/{...sub}` (spec 000 §2). `projectId` 0
 * asks for a new project; `sceneIndex` is the position among the live scenes; `section` is the
 * first segment after the scene (a tab, `animation`, `color` or `frame`) and `sub` the rest.
 */
export type EditorLocation = { editorType: EditorType; projectId: number; sceneIndex: number; section: string; sub: string[] };

/** Reads an editor path, or null when it is not one. Unknown sections fall back to the avatar tab. */
export function parseEditorPath(pathname: string): EditorLocation | null {
  const [editorType, vid, id = '0', section = 'avatar', ...sub] = pathname.split('/').filter(Boolean);
  if (editorType !== 'video' && editorType !== 'image') return null;
  if (!vid || !/^\d+$/.test(vid) || !/^\d+$/.test(id)) return null;
  return { editorType, projectId: Number(vid), sceneIndex: Number(id), section, sub };
}

/** The path of a place in the editor. */
export function editorPath(location: Pick<EditorLocation, 'editorType' | 'projectId' | 'sceneIndex'> & { section?: string; sub?: string[] }): string {
  const tail = [location.section ?? 'avatar', ...(location.sub ?? [])].join('/');
  return `/${location.editorType}/${location.projectId}/${location.sceneIndex}/${tail}`;
}

/** Whether a path is frame editing (spec 000 §2: "a path containing the word frame"). */
export function isFrameEditing(location: EditorLocation): boolean {
  return location.section === 'frame' || location.sub.includes('frame');
}
