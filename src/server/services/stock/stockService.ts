import type { StockItem, StockType } from '../../../contract/catalogueItems.ts';
import { DomainError } from '../domainError.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { localStockItem, searchLocalStock } from './localStockLibrary.ts';
import { fetchPreview, fetchProviderFile } from './stockFiles.ts';
import { hasNextStockPage, planStockPage, STOCK_PAGE_SIZE } from './stockPaging.ts';
import { PROVIDER_ID, type StockProvider, StockProviderError } from './stockProvider.ts';

/** Previews remembered from searches, so showing a list costs no further provider calls. */
const maxRememberedPreviews = 5000;

/** `work`, with a provider failure answered as the provider's, not the client's: 502 with a plain message. */
async function unlessProviderFails<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StockProviderError) throw new DomainError('unavailable', 'The stock service is not available right now.', { cause: error });
    throw error;
  }
}

/** The stock behind `/api/bgclip/*`: the library we ship, then a provider's items when one is configured. */
export function createStockService({ provider, storage }: { provider: StockProvider | null; storage: FileStorage }) {
  const previews = new Map<string, string>();
  const remember = (type: StockType, found: Record<string, string>) => {
    for (const [id, url] of Object.entries(found)) {
      previews.delete(`${type}:${id}`);
      previews.set(`${type}:${id}`, url);
      if (previews.size > maxRememberedPreviews) previews.delete(previews.keys().next().value!);
    }
  };

  return {
    hasProvider: provider !== null,

    /** One page (from 1) of the search: its items and whether a next page exists. */
    async search(type: StockType, query: string, page: number): Promise<{ results: StockItem[]; hasNext: boolean }> {
      const local = searchLocalStock(type, query);
      const plan = planStockPage(local.length, page, STOCK_PAGE_SIZE);
      if (plan.kind === 'local')
        return { results: local.slice(plan.offset, plan.offset + plan.limit), hasNext: hasNextStockPage(plan, { hasProvider: provider !== null, providerHasMore: false }) };
      if (!provider) return { results: [], hasNext: false };
      const found = await unlessProviderFails(provider.search(type, query, plan.page, STOCK_PAGE_SIZE));
      remember(type, found.previews);
      return { results: found.items, hasNext: hasNextStockPage(plan, { hasProvider: true, providerHasMore: found.hasMore }) };
    },

    /** The address to place for an item (ours as it is, a provider's after copying it to storage); null when there is none. */
    async process(type: StockType, id: string): Promise<string | null> {
      const local = localStockItem(type, id);
      if (local) return local.media_file;
      if (!provider || !PROVIDER_ID.test(id)) return null;
      return unlessProviderFails(fetchProviderFile(provider, storage, type, id));
    },

    /** A provider item's small picture; null when there is no such item. */
    async preview(type: StockType, id: string): Promise<Response | null> {
      if (!provider || !PROVIDER_ID.test(id)) return null;
      let url = previews.get(`${type}:${id}`);
      if (!url) {
        url = (await unlessProviderFails(provider.files(type, id)))?.thumbnail;
        if (!url) return null;
        remember(type, { [id]: url });
      }
      return unlessProviderFails(fetchPreview(url));
    },
  };
}
