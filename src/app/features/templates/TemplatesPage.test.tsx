import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonReply, pageOf, type SeenRequest } from '../../api/fakeFetch';
import { makeStore } from '../../store';
import type { TemplateEngine } from './templateEngine';
import { TemplateEngineContext } from './TemplateEngineContext';
import type { TemplateListItem } from './templatesApi';
import { TemplatesBrowser } from './TemplatesPage';

/** A list item as the server answers it. */
function item(id: string, name: string, kind: 'video' | 'image', mode: 0 | 1 | 2, tags: string[] = []): TemplateListItem {
  const sceneCount = kind === 'video' ? 3 : 1;
  return {
    id,
    name,
    kind,
    mode,
    human: mode === 0 ? 1 : 0,
    tags,
    sceneCount,
    duration: kind === 'video' ? 23 : 0,
    scenes: Array.from({ length: sceneCount }, (_, index) => ({ sceneIndex: index, name: `Scene ${index + 1}`, duration: 7 })),
  };
}

const AVATAR = [item('sales-intro', 'Sales Intro', 'video', 0, ['sales']), item('thank-you', 'Thank You', 'video', 0)];
const NON_AVATAR = [item('discount-offer', 'Discount Offer', 'video', 1, ['sale']), item('event-invite', 'Event Invite', 'video', 1)];
const IMAGES = [item('quote-card', 'Quote Card', 'image', 2), item('sale-banner', 'Sale Banner', 'image', 2, ['sale'])];

/** The list of a first-page address, searched like the server: name or tags holding q. */
function listFor(url: URL): TemplateListItem[] {
  const all = url.pathname.startsWith('/api/newimage/') ? IMAGES : url.searchParams.get('human') === '0' ? NON_AVATAR : AVATAR;
  const q = url.searchParams.get('q')?.toLowerCase();
  return q ? all.filter((template) => [template.name, ...template.tags].join(' ').toLowerCase().includes(q)) : all;
}

let requests: SeenRequest[];
let engine: { thumbnail: ReturnType<typeof vi.fn>; preview: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> };

beforeEach(() => {
  // jsdom has no modal dialogs; open and close set the attribute as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  requests = installFakeFetch(({ url }) => {
    if (url.pathname.startsWith('/api/newvideo/video/scene/')) {
      return jsonReply({ isError: false, message: '', result: { id: 'x', name: 'X', kind: 'video', mode: 0, size: 0, scenes: [] }, count: 0, results: [] });
    }
    return pageOf(listFor(url), url, 10);
  });
  engine = {
    thumbnail: vi.fn(async (key: string) => `blob:${key}`),
    preview: vi.fn(() => new Promise(() => {})),
    dispose: vi.fn(),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the app went. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

function renderPage() {
  render(
    <Provider store={makeStore()}>
      <TemplateEngineContext.Provider value={engine as unknown as TemplateEngine}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<TemplatesBrowser />} />
            <Route path="/new-template" element={<Address />} />
          </Routes>
        </MemoryRouter>
      </TemplateEngineContext.Provider>
    </Provider>,
  );
  return userEvent.setup();
}

const names = (list: HTMLElement) => within(list).getAllByRole('button').map((button) => within(button).getByText(/./, { selector: '.template-card-name' }).textContent);

describe('TemplatesBrowser', () => {
  it('shows the avatar videos first, and each tab its own list', async () => {
    const user = renderPage();
    expect(screen.getByRole('tab', { name: 'Avatar Videos' }).getAttribute('aria-selected')).toBe('true');
    const avatar = await screen.findByRole('list', { name: 'Avatar Videos' });
    await waitFor(() => expect(names(avatar)).toEqual(['Sales Intro', 'Thank You']));
    expect(within(avatar).getAllByText('3 scenes · 23 s')).toHaveLength(2);
    expect(requests[0]!.url).toBe('/api/newvideo/video/template/?human=1&limit=10');

    await user.click(screen.getByRole('tab', { name: 'Non-Avatar Videos' }));
    const other = await screen.findByRole('list', { name: 'Non-Avatar Videos' });
    await waitFor(() => expect(names(other)).toEqual(['Discount Offer', 'Event Invite']));
    expect(requests.some((request) => request.url === '/api/newvideo/video/template/?human=0&limit=10')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Image Templates' }));
    const images = await screen.findByRole('list', { name: 'Image Templates' });
    await waitFor(() => expect(names(images)).toEqual(['Quote Card', 'Sale Banner']));
    expect(within(images).getAllByText('Image')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Avatar Videos' }).getAttribute('aria-selected')).toBe('false');
  });

  it('searches the open tab and says when nothing matches', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Image Templates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'sale');
    await waitFor(() => expect(names(screen.getByRole('list', { name: 'Image Templates' }))).toEqual(['Sale Banner']));
    expect(requests.at(-1)!.url).toBe('/api/newimage/image/template/?limit=10&q=sale');
    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'zzz');
    expect(await screen.findByText('No templates match “zzz”.')).toBeTruthy();
  });

  it('draws the cards with the engine in the chosen size', async () => {
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Avatar Videos' });
    await waitFor(() => expect(engine.thumbnail).toHaveBeenCalledWith('sales-intro:0:0', expect.any(Function), expect.any(Number), expect.any(Number)));
    await waitFor(() => expect(list.querySelector('img[src="blob:sales-intro:0:0"]')).not.toBe(null));
    expect(screen.getByRole('button', { name: /16:9/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /9:16/ }));
    expect(screen.getByRole('button', { name: /9:16/ }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(engine.thumbnail).toHaveBeenCalledWith('thank-you:2:0', expect.any(Function), expect.any(Number), expect.any(Number)));
    const [, , width, height] = engine.thumbnail.mock.calls.find(([key]) => key === 'thank-you:2:0')!;
    expect(height).toBeGreaterThan(width);
  });

  it('opens a template in the popup and uses it in the chosen size', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /1:1/ }));
    await user.click(screen.getByRole('tab', { name: 'Non-Avatar Videos' }));
    await user.click(await screen.findByRole('button', { name: /Discount Offer/ }));
    const popup = screen.getByRole('dialog', { name: 'Discount Offer' });
    expect(within(popup).getByRole('list', { name: 'Scenes' }).textContent).toContain('Scene 1');
    await waitFor(() => expect(engine.preview).toHaveBeenCalled());
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBe(null);
    await user.click(screen.getByRole('button', { name: /Discount Offer/ }));
    await user.click(screen.getByRole('button', { name: 'Use This Template' }));
    expect(screen.getByTestId('address').textContent).toBe('/new-template?template=discount-offer&kind=video&size=1');
  });
});
