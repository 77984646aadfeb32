import type { CanvasObject } from '../../../../scene/schema/canvasObject';

/** The settings page of each kind of object (spec 000 §2 settings routes); the avatar's is its tab. */
const SETTINGS_OF = {
  text: ['settings', 'text'],
  image: ['settings', 'image'],
  video: ['settings', 'video'],
  shape: ['settings', 'elements'],
  elements: ['settings', 'elements'],
  music: ['settings', 'music'],
  background: ['settings', 'background'],
  group: ['settings', 'group'],
  avatar: ['avatar'],
} as const satisfies Record<CanvasObject['_Type'], readonly string[]>;

/**
 * Where the editor goes when objects are selected: the settings page of one object's kind,
 * `settings/group` for several, the bare `settings` page for none.
 */
export function settingsRouteFor(selected: readonly Pick<CanvasObject, '_Type'>[]): { section: string; sub: string[] } {
  const [first] = selected;
  if (selected.length > 1) return { section: 'settings', sub: ['group'] };
  if (!first) return { section: 'settings', sub: [] };
  const [section, ...sub] = SETTINGS_OF[first._Type];
  return { section, sub };
}
