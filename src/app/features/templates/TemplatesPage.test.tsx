import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveApi, pageOf, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { CANVAS_SIZES, type CanvasSizeIndex } from '../../../scene/constants';
import type { PreviewStatus, TemplateListItem } from '../../../contract/templates';
import { TemplatesPage } from './TemplatesPage';
import { installDialogs } from '../../../../tests/support/app/renderTab';

/** A template's previews in size `size` as the server names them once made (`preparing`: none made yet). */
function previews(id: string, kind: 'video' | 'image', size: CanvasSizeIndex, status: PreviewStatus) {
  const isReady = status === 'ready';
  const { width, height, ratio } = CANVAS_SIZES[size];
  return {
    id,
    size,
    ratio,
    width,
    height,
    isPersonalized: false as const,
    thumbnail: isReady ? `/api/previews/file/${id}-${size}.jpg` : null,
    video: isReady && kind === 'video' ? `/api/previews/file/${id}-${size}.mp4` : null,
    previewStatus: status,
  };
}

/** A list item as the server answers it, its previews made (`ready`) or not yet (`preparing`). */
function item(id: string, name: string, kind: 'video' | 'image', mode: 0 | 1 | 2, tags: readonly string[] = [], status: PreviewStatus = 'ready'): TemplateListItem {
  const sceneCount = kind === 'video' ? 3 : 1;
  const [h, s, v] = ([0, 1, 2] as const).map((size) => previews(id, kind, size, status));
  return {
    id,
    name,
    kind,
    mode,
    human: mode === 0 ? 1 : 0,
    tags,
    sceneCount,
    duration: kind === 'video' ? 23 : 0,
    scenes: Array.from({ length: sceneCount }, (_, index) => ({ sceneIndex: index, name: `Scene ${index + 1}`, duration: 7, thumbnail: null, video: null })),
    hVideo: h!,
    sVideo: s!,
    vVideo: v!,
    thumbnail: h!.thumbnail,
    video: h!.video,
    previewStatus: status,
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
/** Templates whose previews the fake server is still making. */
let preparing: Set<string>;

beforeEach(() => {
  installDialogs();
  preparing = new Set();
  requests = serveApi(({ url }) => {
    const items = listFor(url).map((template) =>
      preparing.has(template.id) ? item(template.id, template.name, template.kind, template.mode, template.tags, 'preparing') : template,
    );
    return pageOf(items, url, 10);
  });
});

function renderPage() {
  return renderWithProviders(<TemplatesPage />, { route: '/', showAddress: true }).user;
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => within(button).getByText(/./, { selector: '.template-card-name' }).textContent);

describe('TemplatesPage', () => {
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

  it("shows the server's picture of the chosen size, a placeholder until it is made, and asks again until it is", async () => {
    preparing.add('thank-you');
    const user = renderPage();
    const list = await screen.findByRole('list', { name: 'Avatar Videos' });
    await waitFor(() => expect(list.querySelector('img[src="/api/previews/file/sales-intro-0.jpg"]')).not.toBe(null));
    const thankYou = within(list).getByRole('button', { name: /Thank You/ });
    expect(thankYou.querySelector('img')).toBe(null);
    expect(thankYou.querySelector('.template-thumb-empty')).not.toBe(null);

    const asked = requests.length;
    preparing.delete('thank-you');
    await waitFor(() => expect(thankYou.querySelector('img')?.getAttribute('src')).toBe('/api/previews/file/thank-you-0.jpg'), { timeout: 5000 });
    expect(requests.length).toBe(asked + 1);

    await user.click(screen.getByRole('button', { name: /9:16/ }));
    expect(screen.getByRole('button', { name: /9:16/ }).getAttribute('aria-pressed')).toBe('true');
    expect(thankYou.querySelector('img')?.getAttribute('src')).toBe('/api/previews/file/thank-you-2.jpg');
    // Nothing is being made any more: the list is not asked again.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(requests.length).toBe(asked + 1);
  }, 15_000);

  it('plays the preview video, muted, while a card is pointed at', async () => {
    const user = renderPage();
    const card = await screen.findByRole('button', { name: /Sales Intro/ });
    expect(card.querySelector('video')).toBe(null);
    await user.hover(card);
    const video = card.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/api/previews/file/sales-intro-0.mp4');
    expect(video.muted).toBe(true);
    await user.unhover(card);
    expect(card.querySelector('video')).toBe(null);
  });

  it('opens a template in the popup with its preview video, and uses it in the chosen size', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: /1:1/ }));
    await user.click(screen.getByRole('tab', { name: 'Non-Avatar Videos' }));
    await user.click(await screen.findByRole('button', { name: /Discount Offer/ }));
    const popup = screen.getByRole('dialog', { name: 'Discount Offer' });
    expect(within(popup).getByRole('list', { name: 'Scenes' }).textContent).toContain('Scene 1');
    const video = within(popup).getByLabelText('Preview of Discount Offer');
    expect(video.getAttribute('src')).toBe('/api/previews/file/discount-offer-1.mp4');
    expect(video.getAttribute('poster')).toBe('/api/previews/file/discount-offer-1.jpg');
    expect(video.hasAttribute('controls')).toBe(true);
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBe(null);
    await user.click(screen.getByRole('button', { name: /Discount Offer/ }));
    await user.click(screen.getByRole('button', { name: 'Use This Template' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/new-template?template=discount-offer&kind=video&size=1');
  });

  it("shows an image template's picture in the popup, and says when a video preview is still being made", async () => {
    preparing.add('thank-you');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /Thank You/ }));
    const popup = screen.getByRole('dialog', { name: 'Thank You' });
    expect(within(popup).getByRole('img', { name: 'Preview of Thank You' }).tagName).toBe('SPAN');
    expect(within(popup).getByText(/The preview video is being made/)).toBeTruthy();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('tab', { name: 'Image Templates' }));
    await user.click(await screen.findByRole('button', { name: /Quote Card/ }));
    const image = within(screen.getByRole('dialog', { name: 'Quote Card' })).getByRole('img', { name: 'Preview of Quote Card' });
    expect(image.getAttribute('src')).toBe('/api/previews/file/quote-card-0.jpg');
  });
});
