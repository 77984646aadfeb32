import { describe, expect, it } from 'vitest';
import { hasNextStockPage, planStockPage } from './stockPaging.ts';

describe('planStockPage', () => {
  it('shows our own items first, a page size at a time', () => {
    expect(planStockPage(45, 1, 20)).toEqual({ kind: 'local', offset: 0, limit: 20, isLastLocal: false });
    expect(planStockPage(45, 3, 20)).toEqual({ kind: 'local', offset: 40, limit: 20, isLastLocal: true });
  });

  it("then the provider's pages, one for one", () => {
    expect(planStockPage(45, 4, 20)).toEqual({ kind: 'provider', page: 1 });
    expect(planStockPage(45, 6, 20)).toEqual({ kind: 'provider', page: 3 });
    expect(planStockPage(0, 1, 20)).toEqual({ kind: 'provider', page: 1 });
    expect(planStockPage(20, 2, 20)).toEqual({ kind: 'provider', page: 1 });
  });
});

describe('hasNextStockPage', () => {
  it('goes on to the provider after our last page only when one is configured', () => {
    const lastLocal = planStockPage(45, 3, 20);
    expect(hasNextStockPage(lastLocal, { hasProvider: false, providerHasMore: false })).toBe(false);
    expect(hasNextStockPage(lastLocal, { hasProvider: true, providerHasMore: false })).toBe(true);
    expect(hasNextStockPage(planStockPage(45, 1, 20), { hasProvider: false, providerHasMore: false })).toBe(true);
  });

  it("follows the provider's own answer on its pages", () => {
    const providerPage = planStockPage(45, 4, 20);
    expect(hasNextStockPage(providerPage, { hasProvider: true, providerHasMore: true })).toBe(true);
    expect(hasNextStockPage(providerPage, { hasProvider: true, providerHasMore: false })).toBe(false);
  });
});
