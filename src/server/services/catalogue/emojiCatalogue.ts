import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetItem } from '../../../contract/catalogueItems.ts';
import { packageFolder } from './packageFolder.ts';

/** Where the emoji SVGs are served (`GET /api/assets/emoji/{code points}.svg`). */
export const EMOJI_FILE_ROUTE = '/api/assets/emoji/';

/** Emoji file names: lower-case hex code points joined by dashes, as Twemoji names its files. */
export const EMOJI_CODE = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}$/;

type EmojibaseEntry = { label: string; hexcode: string; tags?: string[]; group?: number; order?: number };

/** Emojibase's groups (`meta/groups.json`) as the list shows them; group 2 (skin tone and hair components) is left out. */
const groupTitles: Record<number, string> = {
  0: 'Smileys & emotion',
  1: 'People & body',
  3: 'Animals & nature',
  4: 'Food & drink',
  5: 'Travel & places',
  6: 'Activities',
  7: 'Objects',
  8: 'Symbols',
  9: 'Flags',
};

const twemojiFolder = packageFolder('@twemoji/svg', '1f600.svg');
const emojibaseFolder = packageFolder('emojibase-data', 'en/data.json');

/**
 * Twemoji's file for an Emojibase hexcode: its code points in lower case, without the variation
 * selector FE0F unless the sequence has a zero-width joiner (Twemoji's own naming rule); null when
 * Twemoji has no picture for it.
 */
function twemojiCode(hexcode: string): string | null {
  const full = hexcode.toLowerCase();
  const candidates = full.includes('200d') ? [full, full.replaceAll('-fe0f', '')] : [full.replaceAll('-fe0f', ''), full];
  return candidates.find((code) => existsSync(path.join(twemojiFolder, `${code}.svg`))) ?? null;
}

let emoji: AssetItem[] | undefined;
let known: Set<string> | undefined;

/**
 * Every emoji that Twemoji draws (graphics CC-BY 4.0), without skin-tone variants, in Unicode's
 * order, named and tagged by Emojibase's English data (MIT) for search.
 */
export function emojiCatalogue(): AssetItem[] {
  if (!emoji) {
    const entries = JSON.parse(readFileSync(path.join(emojibaseFolder, 'en', 'data.json'), 'utf8')) as EmojibaseEntry[];
    emoji = entries
      .filter((entry) => entry.group !== undefined && groupTitles[entry.group])
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .flatMap((entry) => {
        const code = twemojiCode(entry.hexcode);
        if (!code) return [];
        const src = `${EMOJI_FILE_ROUTE}${code}.svg`;
        return [
          {
            id: code,
            name: entry.label.charAt(0).toUpperCase() + entry.label.slice(1),
            src,
            media_file: src,
            media_thumbnail: src,
            category: 'emoji' as const,
            ctype: 'svg' as const,
            group: groupTitles[entry.group!]!,
            tags: entry.tags ?? [],
            isColorable: false,
            width: 36,
            height: 36,
          },
        ];
      });
  }
  return emoji;
}

/** The file of an emoji, or null when the catalogue has no emoji of that code (never joined blindly). */
export function emojiFile(code: string): string | null {
  known ??= new Set(emojiCatalogue().map((item) => item.id));
  return EMOJI_CODE.test(code) && known.has(code) ? path.join(twemojiFolder, `${code}.svg`) : null;
}
