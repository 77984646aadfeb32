import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, pageOf, type SeenRequest } from '../../../../../tests/support/app/apiServer';
import { stockItem } from '../../../../../tests/support/catalogueItems';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';
import { BackgroundTab } from './BackgroundTab';

let requests: SeenRequest[];

beforeEach(() => {
  installDialogs();
  requests = serveApi(({ url }) => {
    if (url.pathname === '/api/bgclip/search/') return pageOf([stockItem(`local-${url.searchParams.get('type')}`, 'Calm', url.searchParams.get('type') as 'image' | 'video')], url);
    return pageOf([], url);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('background media pages', () => {
  it('makes a stock picture the background (settings/background/image)', async () => {
    const { user, scene } = renderTab(<BackgroundTab />, '/video/1/0/settings/background/image');
    expect(screen.getByRole('heading', { name: 'Background Image' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Use image Calm' }));
    expect(scene().jsonData.objects[0]).toMatchObject({ _Type: 'background', _Src: '/library/local-image.jpg', left: -1, top: -1 });
    expect(scene().background).toEqual({ type: 1, current: { id: 'local-image' } });
  });

  it('makes a stock clip the background, looping (settings/background/video)', async () => {
    const { user, scene } = renderTab(<BackgroundTab />, '/video/1/0/settings/background/video');
    await user.click(await screen.findByRole('button', { name: 'Use video Calm' }));
    expect(scene().jsonData.objects[0]).toMatchObject({ _Src: '/library/local-video.mp4' });
    expect(scene().background.type).toBe(2);
    expect(scene().elements['background-1']).toMatchObject({ duration: 8, adjustLength: 1 });
  });

  it('offers the uploaded pictures and, in the video editor, the uploaded clips (settings/background/upload)', async () => {
    const { user, address } = renderTab(<BackgroundTab />, '/video/1/0/settings/background/upload');
    expect(await screen.findByText('Your uploaded images will be listed here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText('Your uploaded videos will be listed here.')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual(['/api/userlibrary/upload/?category=video_image&limit=20', '/api/userlibrary/upload/?category=video_video&limit=20']);
    await user.click(screen.getByRole('button', { name: 'Back to Background Settings' }));
    expect(address()).toBe('/video/1/0/settings/background');
  });

  it('has no clip choice in the image editor', async () => {
    renderTab(<BackgroundTab />, '/image/1/0/settings/background/upload');
    expect(await screen.findByText('Your uploaded images will be listed here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Videos' })).toBeNull();
  });
});
