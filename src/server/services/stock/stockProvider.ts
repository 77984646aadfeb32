import type { StockItem, StockType } from '../../../contract/catalogueItems.ts';

/** One page of a provider's search; `previews` holds each item's small picture by id. */
export type ProviderPage = { items: StockItem[]; hasMore: boolean; previews: Record<string, string> };

/** Where a provider's item is fetched from: the file to place and the small picture to list. */
export type ProviderFiles = { file: string; thumbnail: string; extension: 'jpg' | 'mp4' };

/** A stock service behind `/api/bgclip/*` (a real one such as Pexels, configured by API key). */
export type StockProvider = {
  /** Short name, part of stored file names ("pexels"). */
  name: string;
  /** A page (from 1) of items of a type; a blank query lists the provider's featured items. */
  search(type: StockType, query: string, page: number, perPage: number): Promise<ProviderPage>;
  /** The files of one item; null when the provider has no such item. */
  files(type: StockType, id: string): Promise<ProviderFiles | null>;
};

/** Raised when the provider answers with an error or something we cannot read. */
export class StockProviderError extends Error {
  readonly code = 'STOCK_PROVIDER_FAILED';
}

/** Provider ids: digits only (checked before any call, so an id never alters a provider URL). */
export const PROVIDER_ID = /^\d{1,20}$/;
