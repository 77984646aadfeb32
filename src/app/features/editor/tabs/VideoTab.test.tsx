import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, jsonReply, pageOf } from '../../../../../tests/support/app/apiServer';
import { stockItem } from '../../../../../tests/support/catalogueItems';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';
import { VideoTab } from './VideoTab';

beforeEach(() => {
  installDialogs();
  serveApi(({ url }) => {
    if (url.pathname === '/api/bgclip/search/') return pageOf([stockItem('local-aurora', 'Aurora flow', 'video')], url);
    return jsonReply({ isError: true, message: 'Not found.' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VideoTab', () => {
  it('lists stock clips with their length and adds one trimmed to the whole clip', async () => {
    const { user, objects, scene, address } = renderTab(<VideoTab />, '/video/1/0/video');
    const card = await screen.findByRole('button', { name: 'Add video Aurora flow' });
    expect(card.textContent).toContain('0:08');
    await user.click(card);
    const [video] = objects();
    expect(video).toMatchObject({ _Type: 'video', _Src: '/library/local-aurora.mp4', _Video: { id: 'local-aurora', fileInfo: { duration: 8 } } });
    expect(scene().elements[video!.id]).toMatchObject({ duration: 8, trimStart: 0, trimEnd: 8 });
    expect(address()).toBe('/video/1/0/settings/video');
  });

  it('swaps the selected video’s clip and its trim when opened to replace it', async () => {
    const { user, objects, scene } = renderTab(<VideoTab />, '/video/1/0/video', {
      scene: { elements: { clip: { type: 'video', timing: { duration: 30, trimStart: 5, trimEnd: 20 } } } },
      selected: ['clip'],
      state: { replace: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Use video Aurora flow' }));
    expect(objects()[0]).toMatchObject({ id: 'clip', _Src: '/library/local-aurora.mp4' });
    expect(scene().elements.clip).toMatchObject({ duration: 8, trimStart: 0, trimEnd: 8 });
  });

  it('says where the uploaded clips will be', async () => {
    serveApi(({ url }) => pageOf([], url));
    renderTab(<VideoTab />, '/video/1/0/video/upload');
    expect(await screen.findByText('Your uploaded videos will be listed here.')).toBeTruthy();
  });
});
