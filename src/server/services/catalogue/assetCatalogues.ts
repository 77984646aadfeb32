import type { AssetCategory, AssetItem } from '../../../contract/catalogueItems.ts';
import { searchAssets } from './assetSearch.ts';
import { emojiCatalogue } from './emojiCatalogue.ts';
import { iconCatalogue } from './iconCatalogue.ts';
import { elementCatalogue, shapeCatalogue } from './ownArtCatalogues.ts';

/** A vector catalogue: its items and its page sizes (spec 000 §9). */
export type AssetCatalogue = { category: AssetCategory; path: string; pageSize: number; overviewSize: number; items: () => AssetItem[] };

/**
 * The four vector catalogues in the order the Elements tab shows them. Page sizes of spec 000 §9:
 * icons and shapes 80 (overview 50), emoji 40 (overview 100), illustrations 100 (the spec names
 * only their overview, so a full page is as large).
 */
export const ASSET_CATALOGUES: Record<AssetCategory, AssetCatalogue> = {
  icons: { category: 'icons', path: '/api/assets/icons/', pageSize: 80, overviewSize: 50, items: iconCatalogue },
  emoji: { category: 'emoji', path: '/api/assets/emoji/', pageSize: 40, overviewSize: 100, items: emojiCatalogue },
  shapes: { category: 'shapes', path: '/api/assets/shapes/', pageSize: 80, overviewSize: 50, items: shapeCatalogue },
  elements: { category: 'elements', path: '/api/assets/elements/', pageSize: 100, overviewSize: 100, items: elementCatalogue },
};

/** Largest page any vector catalogue answers. */
export const ASSET_PAGE_MAX = 200;

/** A catalogue's items that fit a query, best first (every item, in catalogue order, without one). */
export function findAssets(catalogue: AssetCatalogue, query: string | undefined): AssetItem[] {
  return searchAssets(catalogue.items(), query);
}
