import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetItem } from '../../../contract/catalogueItems.ts';
import { packageFolder } from './packageFolder.ts';

/** Where the icon SVGs are served (`GET /api/assets/icons/{name}.svg`). */
export const ICON_FILE_ROUTE = '/api/assets/icons/';

/** Icon names: lower-case words joined by dashes, as Tabler names its files. */
export const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type TablerEntry = { name: string; category?: string; tags?: (string | number)[]; styles?: { outline?: unknown } };

const folder = packageFolder('@tabler/icons', 'outline/circle.svg');

/** "arrow-big-right" -> "Arrow big right". */
function titleOf(name: string): string {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

let icons: AssetItem[] | undefined;
let known: Set<string> | undefined;

/**
 * Every outline icon of Tabler Icons (MIT), in its name order, with Tabler's tags and category
 * for search. Stroke-drawn in `currentColor`, so a fill colour recolours them.
 */
export function iconCatalogue(): AssetItem[] {
  if (!icons) {
    const entries = Object.values(JSON.parse(readFileSync(path.join(folder, 'icons.json'), 'utf8')) as Record<string, TablerEntry>);
    icons = entries
      .filter((entry) => entry.styles?.outline && ICON_NAME.test(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => {
        const src = `${ICON_FILE_ROUTE}${entry.name}.svg`;
        return {
          id: entry.name,
          name: titleOf(entry.name),
          src,
          media_file: src,
          media_thumbnail: src,
          category: 'icons' as const,
          ctype: 'svg' as const,
          group: entry.category || 'Other',
          tags: [...(entry.tags ?? []).map(String), ...(entry.category ? [entry.category] : [])],
          isColorable: true,
          width: 24,
          height: 24,
        };
      });
  }
  return icons;
}

/** The file of an icon, or null when no icon has that name (names are checked against the catalogue, never joined blindly). */
export function iconFile(name: string): string | null {
  known ??= new Set(iconCatalogue().map((icon) => icon.id));
  return ICON_NAME.test(name) && known.has(name) ? path.join(folder, 'icons', 'outline', `${name}.svg`) : null;
}
