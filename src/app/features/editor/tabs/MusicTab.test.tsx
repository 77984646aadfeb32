import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, pageOf, type SeenRequest } from '../../../../../tests/support/app/apiServer';
import { musicTrack } from '../../../../../tests/support/catalogueItems';
import { MusicTab } from './MusicTab';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';

let requests: SeenRequest[];
let played: string[];

beforeEach(() => {
  installDialogs();
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  requests = serveApi(({ url }) =>
    pageOf(url.pathname === '/api/aivideo/music/' ? Array.from({ length: 25 }, (_, index) => musicTrack(index + 1, `Track ${index + 1}`, 61 + index)) : [], url, 10),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MusicTab', () => {
  it('lists the music library 10 a page, loading on while 18 or fewer are shown', async () => {
    renderTab(<MusicTab />, '/video/1/0/music');
    expect(screen.getByText('Loading music…')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'music tracks' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(requests.map((request) => request.url)).toEqual(['/api/aivideo/music/?limit=10', '/api/aivideo/music/?limit=10&offset=10']);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('1:01 · Calm');
  });

  it('previews one track at a time', async () => {
    const { user } = renderTab(<MusicTab />, '/video/1/0/music');
    await user.click(await screen.findByRole('button', { name: 'Play Track 1' }));
    expect(screen.getByRole('button', { name: 'Pause Track 1' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Play Track 2' }));
    expect(screen.getByRole('button', { name: 'Play Track 1' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pause Track 2' })).toBeTruthy();
    expect(played.map((src) => new URL(src).pathname)).toEqual(['/library/music/1.mp3', '/library/music/2.mp3']);
    await user.click(screen.getByRole('button', { name: 'Pause Track 2' }));
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
  });

  it('adds a track to the scene as a music object playing the whole file, and stays on the tab', async () => {
    const { user, objects, scene, address } = renderTab(<MusicTab />, '/video/1/0/music');
    await user.click(await screen.findByRole('button', { name: 'Add music Track 3' }));
    const [music] = objects();
    expect(music).toMatchObject({ _Type: 'music', _Src: '/library/music/3.mp3', _Name: 'Track 3', _Music: { id: 3, fileInfo: { duration: 63 } } });
    expect(scene().elements[music!.id]).toMatchObject({ duration: 63, trimStart: 0, trimEnd: 63, adjustLength: 1 });
    expect(scene().elementList).toContain(music!.id);
    expect(screen.getByText('“Track 3” was added to the scene.')).toBeTruthy();
    expect(address()).toBe('/video/1/0/music');
  });

  it('shows the uploaded music at music/upload, empty at first', async () => {
    const { user } = renderTab(<MusicTab />, '/video/1/0/music');
    await user.click(screen.getByRole('link', { name: 'Uploads' }));
    expect(await screen.findByText('Music you upload will be listed here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload music' })).toBeTruthy();
    expect(requests.at(-1)!.url).toBe('/api/userlibrary/upload/?category=music&limit=20');
  });
});
