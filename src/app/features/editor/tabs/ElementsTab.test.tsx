import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetCategory, AssetItem } from '../../../../contract/catalogueItems';
import { serveApi, jsonReply, pageOf, type SeenRequest } from '../../../../../tests/support/app/apiServer';
import { ElementsTab } from './ElementsTab';
import { assetItem } from '../../../../../tests/support/catalogueItems';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';

const CATALOGUES: Record<AssetCategory, AssetItem[]> = {
  shapes: [assetItem('shapes', 'star', 'Star'), assetItem('shapes', 'heart', 'Heart')],
  icons: [assetItem('icons', 'arrow-right', 'Arrow right'), assetItem('icons', 'arrow-left', 'Arrow left'), assetItem('icons', 'bell', 'Bell')],
  emoji: [assetItem('emoji', '1f600', 'Grinning face')],
  elements: [assetItem('elements', 'badge-star', 'Star medal')],
};

let requests: SeenRequest[];

/** A search is sent once typing pauses (300 ms): room for that on a busy machine. */
const AFTER_SEARCH = { timeout: 5000 };

beforeEach(() => {
  installDialogs();
  requests = serveApi(({ url }) => {
    if (url.pathname === '/api/assets/common/') {
      return jsonReply({
        isError: false,
        message: '',
        result: Object.fromEntries(Object.entries(CATALOGUES).map(([category, items]) => [category, { count: items.length, next: null, results: items }])),
      });
    }
    const category = url.pathname.split('/')[3] as AssetCategory;
    const q = url.searchParams.get('q')?.toLowerCase();
    return pageOf(
      CATALOGUES[category].filter((item) => !q || item.name.toLowerCase().includes(q)),
      url,
      80,
    );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ElementsTab', () => {
  it('shows each catalogue’s overview page and adds an emoji on click', async () => {
    const { user, objects, address } = renderTab(<ElementsTab />, '/video/1/0/elements');
    expect(screen.getByText('Loading elements…')).toBeTruthy();
    const sections = await screen.findAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Shapes', 'Icons', 'Emoji', 'Illustrations']);
    expect(within(screen.getByRole('region', { name: 'Icons' })).getAllByRole('button', { name: /^Add icon/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Add emoji Grinning face' }));
    expect(objects()).toEqual([
      expect.objectContaining({
        _Type: 'elements',
        _Src: '/api/assets/emoji/1f600.svg',
        _Name: 'Grinning face',
        _Data: { type: 'emoji', id: '1f600', isColorable: false },
        width: 300,
        height: 300,
      }),
    ]);
    expect(address()).toBe('/video/1/0/settings/elements');
  });

  it('opens the full list with See all, searches it and adds an icon', async () => {
    const { user, objects, address } = renderTab(<ElementsTab />, '/video/1/0/elements');
    await user.click(await screen.findByRole('button', { name: 'See all icons' }));
    expect(address()).toBe('/video/1/0/elements/icons');
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'arrow');
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'icons' }))
            .getAllByRole('button')
            .map((button) => button.getAttribute('aria-label')),
        ).toEqual(['Add icon Arrow right', 'Add icon Arrow left']),
      AFTER_SEARCH,
    );
    expect(requests.at(-1)!.url).toBe('/api/assets/icons/?limit=80&q=arrow');
    await user.click(screen.getByRole('button', { name: 'Add icon Arrow right' }));
    expect(objects()[0]).toMatchObject({ _Type: 'elements', _Data: { type: 'icons' }, _Src: '/api/assets/icons/arrow-right.svg' });
  });

  it('says when a search finds nothing, and goes back to the overview', async () => {
    const { user, address } = renderTab(<ElementsTab />, '/video/1/0/elements/illustrations');
    await user.type(await screen.findByRole('searchbox', { name: 'Search illustrations' }), 'zebra');
    expect(await screen.findByText('No illustrations match “zebra”.', {}, AFTER_SEARCH)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/video/1/0/elements');
  });

  it('swaps the selected shape for the chosen one when opened to replace it', async () => {
    const { user, objects } = renderTab(<ElementsTab />, '/video/1/0/elements/shapes', {
      scene: { elements: { mark: { type: 'shape' } } },
      selected: ['mark'],
      state: { replace: true },
    });
    expect(screen.getByRole('heading', { name: 'Replace element' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search shapes' }), 'hea');
    await user.click(await screen.findByRole('button', { name: 'Use shape Heart' }, AFTER_SEARCH));
    expect(objects()).toEqual([expect.objectContaining({ id: 'mark', _Type: 'shape', _Src: '/api/assets/shapes/heart.svg', _Name: 'Heart' })]);
  });
});
