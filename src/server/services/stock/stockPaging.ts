/** Stock search page size (the spec does not show one). */
export const STOCK_PAGE_SIZE = 20;

/** Which part of the combined list a page shows: a slice of our own library or a provider page. */
export type StockPagePlan = { kind: 'local'; offset: number; limit: number; isLastLocal: boolean } | { kind: 'provider'; page: number };

/**
 * Pages of a stock search: our own items first, `pageSize` a page, then (when a provider is
 * configured) the provider's pages one for one. Page numbers start at 1.
 */
export function planStockPage(localCount: number, page: number, pageSize: number): StockPagePlan {
  const localPages = Math.ceil(localCount / pageSize);
  if (page <= localPages) return { kind: 'local', offset: (page - 1) * pageSize, limit: pageSize, isLastLocal: page === localPages };
  return { kind: 'provider', page: page - localPages };
}

/** Whether a next page exists after `plan`: more of ours, or the provider's first or next page. */
export function hasNextStockPage(plan: StockPagePlan, { hasProvider, providerHasMore }: { hasProvider: boolean; providerHasMore: boolean }): boolean {
  if (plan.kind === 'local') return !plan.isLastLocal || hasProvider;
  return providerHasMore;
}
