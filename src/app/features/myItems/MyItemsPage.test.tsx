import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, jsonReply, pageOf, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { liveMessageReceived } from '../../live/liveMiddleware';
import { ItemDetail } from './ItemDetailPage';
import type { ProjectCard } from '../../../contract/projects';
import { MyItemsBrowser } from './MyItemsPage';
import { installDialogs } from '../../../../tests/support/app/renderTab';
import { renderWithTemplateEngine } from '../../../../tests/support/app/renderWithTemplateEngine';

/** A card as the server answers it. */
function card(id: number, name: string, generation: Partial<ProjectCard['mainVideoGenerate']> | null = null): ProjectCard {
  return {
    id,
    name,
    thumbnail: `/files/${id}.jpg`,
    revision: 1,
    isGenerated: generation !== null,
    isPersonalized: false,
    mainVideoGenerate: { status: null, progress: 0, video: null, message: null, ...generation },
    timestamp: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    generatedAt: null,
  };
}

let generated: ProjectCard[];
let drafts: ProjectCard[];
let requests: SeenRequest[];
let isDeleteRefused: boolean;

beforeEach(() => {
  installDialogs();
  generated = [];
  drafts = [];
  isDeleteRefused = false;
  requests = serveApi(({ method, url }) => {
    if (method === 'DELETE') {
      return isDeleteRefused ? jsonReply({ isError: true, message: 'Not found.', result: null }, 404) : jsonReply({ isError: false, message: '', result: { id: 1 } });
    }
    const details = /\/details\/(\d+)\/$/.exec(url.pathname);
    if (details) {
      const found = [...generated, ...drafts].find((item) => item.id === Number(details[1]));
      return found ? jsonReply({ isError: false, message: '', result: found }) : jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
    }
    if (method === 'PUT') return jsonReply({ isError: false, message: '', result: { id: 1, name: 'x', revision: 1 } });
    const isGeneratedList = url.pathname.endsWith('/generated/') || url.searchParams.get('generated') === '1';
    return pageOf(isGeneratedList ? generated : drafts, url, 10);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the app went. */
function Address() {
  const { pathname } = useLocation();
  return <p data-testid="address">{pathname}</p>;
}

function renderWith(element: React.ReactNode, path: string) {
  return renderWithTemplateEngine(
    <>
      <Route path={path} element={element} />
      <Route path="*" element={<Address />} />
    </>,
    path,
  );
}

const renderList = (kind: 'video' | 'image' = 'video') => renderWith(<MyItemsBrowser kind={kind} />, kind === 'video' ? '/myvideos' : '/myimages');

describe('My Videos cards', () => {
  it('cut long names at 42 characters, call unnamed items Untitled and keep the full name as the title', async () => {
    const long = 'Quarterly results for the whole sales team in Europe';
    generated = [card(1, long, { status: 1, progress: 100, video: '/files/1.mp4' }), card(2, '')];
    renderList();
    const list = await screen.findByRole('list', { name: 'My Videos: Generated' });
    const cut = within(list).getByText(`${long.slice(0, 41)}…`);
    expect(cut.getAttribute('title')).toBe(long);
    within(list).getByText('Untitled');
  });

  it('show the status tile message of each generation status, with the percentage while generating', async () => {
    generated = [
      card(1, 'Generating', { status: 2, progress: 45 }),
      card(2, 'Requeued', { status: 3 }),
      card(3, 'Queued', { status: 99 }),
      card(4, 'Failed', { status: 0 }),
      card(5, 'Failed with reason', { status: 0, message: 'The render page made no progress in 60 s' }),
      card(6, 'Ready', { status: 1, progress: 100, video: '/files/6.mp4' }),
    ];
    renderList();
    const tiles = await screen.findAllByRole('status');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Generating Video...45%',
      'Added in Queue...',
      'Pending...',
      'Something Wrong happend! Please try again.',
      'The render page made no progress in 60 s',
    ]);
  });

  it('move a card’s progress with videoEditor.progress.update from the socket', async () => {
    generated = [card(7, 'Live one', { status: 99 })];
    const store = renderList();
    await screen.findByText('Pending...');
    store.dispatch(liveMessageReceived({ command: 'videoEditor.progress.update', data: { id: 7, results: { type: 0, progress: 62, status: 2, video: null, id: 7 } } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Generating Video...62%'));
    store.dispatch(liveMessageReceived({ command: 'videoEditor.progress.update', data: { id: 7, results: { type: 0, progress: 100, status: 1, video: '/files/7.mp4', id: 7 } } }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Live one' }));
    expect(screen.getByRole('menuitem', { name: 'Download' }).getAttribute('download')).toBe('Live one.mp4');
  });

  it('show where a generation under way is beside the spec message: the step, the time left, a progress bar and the thumbnail the server drew first', async () => {
    generated = [card(12, 'Steps', { status: 99, step: { name: 'queued', ahead: 2, eta: null } })];
    const store = renderWith(<ItemDetail kind="video" id={12} />, '/myvideos/12');
    const progress = (results: Record<string, unknown>) =>
      store.dispatch(liveMessageReceived({ command: 'videoEditor.progress.update', data: { id: 12, results: { type: 0, video: null, id: 12, ...results } } }));
    await screen.findByText('Waiting in queue: 2 ahead');
    expect(screen.getByRole('status').textContent).toBe('Pending...Waiting in queue: 2 ahead');
    expect(document.querySelector('.item-detail-thumb img')?.getAttribute('src')).toBe('/files/12.jpg');

    progress({ status: 2, progress: 6, step: { name: 'speaking', done: 0, total: 3, eta: null } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Generating Video...6%Making the speech: scene 1 of 3'));
    expect(screen.getByRole('progressbar', { name: 'Generation progress' }).getAttribute('aria-valuenow')).toBe('6');

    store.dispatch(
      liveMessageReceived({
        command: 'videoEditor.details.update',
        data: {
          id: 12,
          results: {
            ...generated[0],
            thumbnail: '/api/renders/file/AAAAAAAAAAAAAAAAAAAAAA-thumb.jpg',
            mainVideoGenerate: { status: 2, progress: 25, video: null, jpeg: null, message: 'Generating Video...', step: { name: 'drawing', done: 0, total: 450, eta: null } },
          },
        },
      }),
    );
    progress({ status: 2, progress: 40, step: { name: 'drawing', done: 120, total: 450, eta: 40 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Generating Video...40%Drawing frame 120 of 450about 40 s left'));
    expect(screen.getByRole('progressbar', { name: 'Generation progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(document.querySelector('.item-detail-thumb img')?.getAttribute('src')).toBe('/api/renders/file/AAAAAAAAAAAAAAAAAAAAAA-thumb.jpg');
  });

  it('remove a card on videoEditor.list.remove and add one, fetched by id, on videoEditor.list.add', async () => {
    drafts = [card(8, 'Draft eight'), card(9, 'Draft nine')];
    const store = renderList();
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await screen.findByText('Draft nine');
    generated = [card(8, 'Draft eight', { status: 99 })];
    store.dispatch(liveMessageReceived({ command: 'videoEditor.list.remove', data: { id: 8, isGenerated: false } }));
    await waitFor(() => expect(screen.queryByText('Draft eight')).toBeNull());
    store.dispatch(liveMessageReceived({ command: 'videoEditor.list.add', data: { id: 8 } }));
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/newvideo/video/details/8/'));
    await userEvent.click(screen.getByRole('tab', { name: 'Generated' }));
    await screen.findByText('Draft eight');
  });

  it('offer Preview and Download only for ready videos, Duplicate & Edit and Delete for drafts', async () => {
    generated = [card(1, 'Still rendering', { status: 2, progress: 10 })];
    drafts = [card(2, 'A draft')];
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Still rendering' }));
    expect((screen.getByRole('menuitem', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('menuitem', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for A draft' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Duplicate & Edit', 'Delete']);
    expect(screen.getByRole('link', { name: 'Edit A draft' }).getAttribute('href')).toBe('/video/2/0/avatar');
  });
});

describe('Delete', () => {
  it('asks "Are you sure you want to delete this video?" and removes the card only after Delete', async () => {
    generated = [card(3, 'To delete', { status: 1, progress: 100, video: '/files/3.mp4' }), card(4, 'To keep', { status: 1, progress: 100, video: '/files/4.mp4' })];
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for To delete' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for To delete' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure you want to delete this video?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('To delete')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/newvideo/video/3/']);
    screen.getByText('To keep');
  });

  it('keeps a video whose delete failed and says "{id} is Error on Deleted!"; an image is taken out anyway', async () => {
    isDeleteRefused = true;
    drafts = [card(5, 'Stubborn video')];
    renderList();
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Stubborn video' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('5 is Error on Deleted!');
    screen.getByText('Stubborn video');
    cleanup();

    drafts = [card(6, 'Stubborn image')];
    renderList('image');
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Stubborn image' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    screen.getByRole('dialog', { name: 'Are you sure you want to delete this image?' });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Stubborn image')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('My Images', () => {
  it('starts the Generated tab with a Create Image tile opening the image editor in a new tab', async () => {
    renderList('image');
    const tile = await screen.findByRole('link', { name: /Create Image/ });
    expect(tile.getAttribute('href')).toBe('/image/0/0/avatar?mode=2');
    expect(tile.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(screen.queryByRole('link', { name: /Create Image/ })).toBeNull();
  });
});

describe('Video detail', () => {
  it('enables Download and play only at status 1; a personalised video (Personalized badge) asks for values before a download', async () => {
    generated = [{ ...card(11, 'Welcome', { status: 2, progress: 30 }), isPersonalized: true }];
    const store = renderWith(<ItemDetail kind="video" id={11} />, '/myvideos/11');
    expect(((await screen.findByRole('button', { name: 'Download' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
    screen.getByText('Personalized');
    store.dispatch(
      liveMessageReceived({ command: 'videoEditor.progress.update', data: { id: 11, results: { type: 0, progress: 100, status: 1, video: '/files/11.mp4', id: 11 } } }),
    );
    // Its {name}.mp4 download (no merge tags) is DetailDownload's test; this one opens Generate Download Link.
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Download' }).getAttribute('aria-haspopup')).toBe('dialog');

    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const video = screen.getByLabelText<HTMLVideoElement>('Video preview');
    expect(video.getAttribute('src')).toBe('/files/11.mp4');
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    vi.spyOn(video, 'load').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(pause).toHaveBeenCalled();
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('renames in place with Enter and sends the new name', async () => {
    generated = [card(12, 'Old name', { status: 1, progress: 100, video: '/files/12.mp4' })];
    renderWith(<ItemDetail kind="video" id={12} />, '/myvideos/12');
    await userEvent.click(await screen.findByRole('button', { name: /Old name/ }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'New name{Enter}');
    await screen.findByRole('heading', { name: /New name/ });
    expect(requests.find((request) => request.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/newvideo/video/12/', body: JSON.stringify({ name: 'New name' }) });
  });

  it('goes back to the list when the item cannot be fetched', async () => {
    renderWith(<ItemDetail kind="video" id={404} />, '/myvideos/404');
    expect((await screen.findByTestId('address')).textContent).toContain('/myvideos');
  });
});
