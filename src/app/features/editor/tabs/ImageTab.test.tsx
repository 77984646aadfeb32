import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, jsonReply, pageOf, type SeenRequest } from '../../../../../tests/support/app/apiServer';
import type { StockItem } from '../../../../contract/catalogueItems';
import { ImageTab } from './ImageTab';
import { stockItem } from '../../../../../tests/support/catalogueItems';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';

let stock: StockItem[];

/** An uploaded picture as the library lists it, with the fields the object does not keep. */
const uploadedPhoto = {
  id: 5,
  name: 'Team photo',
  category: 'video_image',
  ctg: 'upload',
  ctype: 'image',
  media_file: '/api/userlibrary/file/abc.png',
  media_thumbnail: '/api/userlibrary/file/abc.jpg',
  src: '/api/userlibrary/file/abc.png',
  original_file: '/api/userlibrary/file/abc.png',
  fileInfo: { format: 'png', size: 1234, duration: null, width: 400, height: 300, codecs: { video: 'png', audio: null }, processing: false, status: 1, progress: 100 },
  timestamp: '2026-01-01T00:00:00.000Z',
};
let requests: SeenRequest[];

beforeEach(() => {
  installDialogs();
  stock = [stockItem('local-sunset', 'Sunset hills', 'image'), stockItem('pexels-7', 'Mountain lake', 'image', null)];
  requests = serveApi(({ url }) => {
    if (url.pathname === '/api/bgclip/search/') {
      const query = url.searchParams.get('query')?.toLowerCase();
      return pageOf(
        stock.filter((item) => !query || item.name.toLowerCase().includes(query)),
        url,
      );
    }
    if (url.pathname === '/api/bgclip/process/image/pexels-7/')
      return jsonReply({ isError: false, message: '', result: { id: 'pexels-7', media_file: '/api/bgclip/file/pexels-image-7.jpg', ctg: 'image' } });
    if (url.pathname.startsWith('/api/bgclip/process/')) return jsonReply({ isError: true, message: 'No such stock item.' }, 404);
    if (url.pathname === '/api/userlibrary/upload/') return pageOf(url.searchParams.get('category') === 'video_image' ? [uploadedPhoto] : [], url);
    return jsonReply({ isError: true, message: 'Not found.' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ImageTab', () => {
  it('shows the stock pictures while loading and then as a list, and adds one on click', async () => {
    const { user, objects, address } = renderTab(<ImageTab />, '/video/1/0/image');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Loading images…');
    await user.click(await screen.findByRole('button', { name: 'Add image Sunset hills' }));
    expect(objects()).toEqual([expect.objectContaining({ _Type: 'image', _Src: '/library/local-sunset.jpg', _Name: 'Sunset hills', width: 1920, height: 1080, scaleX: 0.5 })]);
    expect(objects()[0]!._Image).toMatchObject({ id: 'local-sunset', media_file: '/library/local-sunset.jpg' });
    expect(address()).toBe('/video/1/0/settings/image');
    expect(requests[0]!.url).toBe('/api/bgclip/search/?type=image');
  });

  it('fetches a provider picture first, then adds it', async () => {
    const { user, objects } = renderTab(<ImageTab />, '/video/1/0/image');
    await user.click(await screen.findByRole('button', { name: 'Add image Mountain lake' }));
    await waitFor(() => expect(objects()).toEqual([expect.objectContaining({ _Src: '/api/bgclip/file/pexels-image-7.jpg' })]));
    expect(requests.some((request) => request.url === '/api/bgclip/process/image/pexels-7/?ctg=image')).toBe(true);
  });

  it('adds nothing and goes back to the first page when the stock item cannot be fetched (spec 000 §8)', async () => {
    stock = [stockItem('pexels-9', 'Gone', 'image', null), ...Array.from({ length: 24 }, (_, index) => stockItem(`local-${index}`, `Picture ${index}`, 'image'))];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, objects } = renderTab(<ImageTab />, '/video/1/0/image');
    const shown = () => screen.getAllByRole('button', { name: /^Add image / }).length;
    await user.click(await screen.findByRole('button', { name: 'Load more stock images' }));
    await waitFor(() => expect(shown()).toBe(25));
    await user.click(screen.getByRole('button', { name: 'Add image Gone' }));
    await waitFor(() => expect(shown()).toBe(20));
    expect(logged).toHaveBeenCalled();
    expect(objects()).toEqual([]);
  });

  it('searches the stock and says when nothing matches', async () => {
    const { user } = renderTab(<ImageTab />, '/video/1/0/image');
    await screen.findByRole('button', { name: 'Add image Sunset hills' });
    await user.type(screen.getByRole('searchbox', { name: 'Search stock images' }), 'zebra');
    expect(await screen.findByText('No images match “zebra”.', {}, { timeout: 5000 })).toBeTruthy();
    expect(requests.at(-1)!.url).toBe('/api/bgclip/search/?type=image&query=zebra');
  });

  it('says so when the stock cannot be loaded', async () => {
    serveApi(() => jsonReply({ isError: true, message: 'Down.' }, 502));
    renderTab(<ImageTab />, '/video/1/0/image');
    expect((await screen.findByRole('alert')).textContent).toBe('The stock images could not be loaded. Please try again later.');
  });

  it('shows the user’s uploads at image/upload, with the upload box, empty at first', async () => {
    const { user, address } = renderTab(<ImageTab />, '/image/1/0/image');
    await user.click(screen.getByRole('link', { name: 'Uploads' }));
    expect(address()).toBe('/image/1/0/image/upload');
    expect(await screen.findByText('Your uploaded images will be listed here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uploads' }).getAttribute('aria-current')).toBe('page');
    expect(requests.at(-1)!.url).toBe('/api/userlibrary/upload/?category=image_image&limit=20');
  });

  it('adds an uploaded picture, keeping the spec’s media item fields on it', async () => {
    const { user, objects } = renderTab(<ImageTab />, '/video/1/0/image/upload');
    await user.click(await screen.findByRole('button', { name: 'Add image Team photo' }));
    expect(objects()).toEqual([expect.objectContaining({ _Type: 'image', _Src: '/api/userlibrary/file/abc.png', width: 400, height: 300, scaleX: 1 })]);
    expect(objects()[0]!._Image).toEqual({
      id: 5,
      name: 'Team photo',
      media_file: '/api/userlibrary/file/abc.png',
      media_thumbnail: '/api/userlibrary/file/abc.jpg',
      category: 'video_image',
      ctype: 'image',
    });
  });

  it('swaps the selected image’s picture within its box when opened to replace it', async () => {
    const { user, objects, address } = renderTab(<ImageTab />, '/video/1/0/image', {
      scene: { elements: { photo: { type: 'image' } } },
      selected: ['photo'],
      state: { replace: true },
    });
    expect(screen.getByRole('heading', { name: 'Replace image' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Use image Sunset hills' }));
    expect(objects()).toHaveLength(1);
    expect(objects()[0]).toMatchObject({ id: 'photo', _Src: '/library/local-sunset.jpg', _Image: { id: 'local-sunset' } });
    expect(address()).toBe('/video/1/0/settings/image');
  });
});
