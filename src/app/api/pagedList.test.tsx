import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedListEnd } from '../components/PagedListEnd';
import { makeStore } from '../store';
import { serveApi, jsonReply, pageOf } from '../../../tests/support/app/apiServer';
import { mergePages, prependToLists, removeFromLists, resetToFirstPage, updateInLists, usePagedList } from './pagedList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Item = { id: number; name: string };
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Item ${from + index}` }));

function List({ url, fallbackUrl }: { url: string | null; fallbackUrl?: string }) {
  const list = usePagedList<Item>(url, fallbackUrl);
  return (
    <div>
      {list.isLoading && <p>Loading</p>}
      {list.isError && <p>Failed</p>}
      <ul aria-label="Items">
        {list.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <PagedListEnd {...list} label="items" />
    </div>
  );
}

function renderList(url: string | null, fallbackUrl?: string) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <List url={url} fallbackUrl={fallbackUrl} />
    </Provider>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <Provider store={store}>
        <List url={next} fallbackUrl={fallbackUrl} />
      </Provider>,
    );
  return { store, rerender };
}

const shownNames = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('mergePages', () => {
  it('appends pages in order and keeps each id once, the first time it came', () => {
    const merged = mergePages([
      {
        count: 4,
        next: 'p2',
        results: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
      },
      {
        count: 4,
        next: null,
        results: [
          { id: 2, name: 'b again' },
          { id: 3, name: 'c' },
        ],
      },
    ]);
    expect(merged).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ]);
  });
});

describe('usePagedList', () => {
  it('loads the next page by itself while 18 or fewer items are shown, and then stops', async () => {
    const all = items(1, 50);
    const seen = serveApi(({ url }) => pageOf(all, url));
    renderList('/api/things/?limit=10');
    await waitFor(() => expect(shownNames()).toHaveLength(20));
    expect(seen.map((request) => request.url)).toEqual(['/api/things/?limit=10', '/api/things/?limit=10&offset=10']);
    expect(screen.getByRole('button', { name: 'Load more items' })).toBeTruthy();
  });

  it('follows next and drops items that came on an earlier page', async () => {
    serveApi(({ url }) => {
      const offset = url.searchParams.get('offset');
      if (!offset) return jsonReply({ count: 30, next: '/api/things/?offset=10', results: items(1, 10) });
      return jsonReply({ count: 30, next: null, results: items(6, 20) });
    });
    renderList('/api/things/');
    await waitFor(() => expect(shownNames()).toHaveLength(25));
    expect(shownNames()).toEqual(items(1, 25).map((item) => item.name));
    expect(screen.queryByRole('button', { name: 'Load more items' })).toBeNull();
  });

  it('loads a further page from Load more and when the end of the list scrolls into view', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const seen = serveApi(({ url }) => pageOf(items(1, 100), url));
    renderList('/api/things/?limit=20');
    await waitFor(() => expect(shownNames()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more items' }));
    await waitFor(() => expect(shownNames()).toHaveLength(40));
    act(() => observed.at(-1)!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(shownNames()).toHaveLength(60));
    expect(seen).toHaveLength(3);
  });

  it('starts a new search from its first page and goes back to the loaded default list when it is cleared', async () => {
    const seen = serveApi(({ url }) => {
      const query = url.searchParams.get('q');
      return pageOf(query ? [{ id: 99, name: `Found ${query}` }] : items(1, 30), url);
    });
    const { rerender } = renderList('/api/things/?limit=20');
    await waitFor(() => expect(shownNames()).toHaveLength(20));
    rerender('/api/things/?limit=20&q=cat');
    await waitFor(() => expect(shownNames()).toEqual(['Found cat']));
    rerender('/api/things/?limit=20');
    await waitFor(() => expect(shownNames()).toHaveLength(20));
    expect(seen.map((request) => request.url)).toEqual(['/api/things/?limit=20', '/api/things/?limit=20&q=cat']);
  });

  it("never shows another list's items as this one's while this one loads", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serveApi(async ({ url }) => {
      if (url.pathname === '/api/others/') await held;
      return pageOf(url.pathname === '/api/others/' ? [{ id: 7, name: 'Other' }] : items(1, 5), url);
    });
    const { rerender } = renderList('/api/things/');
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    rerender('/api/others/');
    await screen.findByText('Loading');
    expect(shownNames()).toEqual([]);
    act(() => release());
    await waitFor(() => expect(shownNames()).toEqual(['Other']));
  });

  it('shows the default list when a search fails (spec 000 §8)', async () => {
    serveApi(({ url }) => (url.searchParams.get('q') ? jsonReply({ isError: true, message: 'Search is down.' }, 500) : pageOf(items(1, 3), url)));
    renderList('/api/things/?q=cat', '/api/things/');
    await waitFor(() => expect(shownNames()).toEqual(['Item 1', 'Item 2', 'Item 3']));
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('says so when a list without a fallback cannot be loaded, and asks no more', async () => {
    const seen = serveApi(() => jsonReply({ isError: true, message: 'Down.' }, 500));
    renderList('/api/things/');
    await screen.findByText('Failed');
    expect(seen).toHaveLength(1);
  });
});

describe('list changes', () => {
  it('prepends, renames and removes items in the cached lists that match, and resets a list to its first page', async () => {
    serveApi(({ url }) => pageOf(items(1, 60), url));
    const { store } = renderList('/api/things/?limit=20');
    await waitFor(() => expect(shownNames()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more items' }));
    await waitFor(() => expect(shownNames()).toHaveLength(40));

    const isThings = (url: string) => url.startsWith('/api/things/');
    act(() => store.dispatch(prependToLists(isThings, { id: 100, name: 'New upload' })));
    act(() => store.dispatch(prependToLists(isThings, { id: 100, name: 'New upload' })));
    act(() => store.dispatch(updateInLists(isThings, 2, { name: 'Renamed' })));
    act(() => store.dispatch(removeFromLists(isThings, 3)));
    await waitFor(() => expect(shownNames().slice(0, 4)).toEqual(['New upload', 'Item 1', 'Renamed', 'Item 4']));
    expect(shownNames()).toHaveLength(40);
    act(() => store.dispatch(prependToLists((url) => url.startsWith('/api/other/'), { id: 101, name: 'Elsewhere' })));
    expect(shownNames()).not.toContain('Elsewhere');

    act(() => store.dispatch(resetToFirstPage('/api/things/?limit=20')));
    await waitFor(() => expect(shownNames()).toHaveLength(20));
  });
});
