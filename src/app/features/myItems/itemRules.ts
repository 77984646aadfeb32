import { GENERATE_STATUS, generateStatusMessage } from '../../../scene/generation';
import type { ItemCard, ItemGeneration, KindInfo } from './myItemsApi';

/** Card names are cut at this many characters (spec 001 §9). */
export const CARD_NAME_MAX = 42;

/** The name a card shows (spec 001 §2, §9): at most 42 characters, a longer name cut with an ellipsis as the 42nd; no name: Untitled. */
export function cardName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) return 'Untitled';
  return trimmed.length > CARD_NAME_MAX ? `${trimmed.slice(0, CARD_NAME_MAX - 1)}…` : trimmed;
}

/**
 * What the status tile of a generated item says (spec 001 §4), or null when there is no tile:
 * ready, or never generated. Status 2 adds the percentage.
 */
export function statusTile(generation: ItemGeneration): { message: string; percent: number | null } | null {
  const { status } = generation;
  if (status === null || status === GENERATE_STATUS.ready) return null;
  const message = status === GENERATE_STATUS.failed ? (generation.message ?? generateStatusMessage(status)) : generateStatusMessage(status);
  return { message: message!, percent: status === GENERATE_STATUS.generating ? generation.progress : null };
}

/** Whether the generated file can be played and downloaded (spec 002 §3: status 1 only). */
export function isReady(item: ItemCard): boolean {
  return item.mainVideoGenerate.status === GENERATE_STATUS.ready && item.mainVideoGenerate.video !== null;
}

/** The file name of a download: `{name}.mp4` for videos, `{name}.png` for images (spec 002 §2). */
export function downloadName(item: Pick<ItemCard, 'name'>, kind: KindInfo): string {
  return `${item.name.trim() || 'Untitled'}.${kind.extension}`;
}

/** The failure text of a video delete (spec 001 §8). */
export function deleteFailedMessage(id: number): string {
  return `${id} is Error on Deleted!`;
}
