import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi, jsonReply, pageOf, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { liveMessageReceived } from '../../live/liveMiddleware';
import { makeStore } from '../../store';
import { installDialogs } from '../../../../tests/support/app/renderTab';
import type { UploadItem } from './mediaTypes';
import { installFakeXhr } from '../../../../tests/support/app/fakeXhr';
import { uploadsInFlight } from './uploads/uploadsInFlight';
import { UploadBrowser } from './UploadBrowser';
import { LIVE_COMMANDS } from '../../../contract/live';

const upload = (id: number, name: string, extra: Partial<UploadItem['fileInfo']> = {}): UploadItem => ({
  id,
  name,
  category: 'video_video',
  media_file: `/files/${id}.mp4`,
  media_thumbnail: `/files/${id}.jpg`,
  fileInfo: { duration: 12, width: 1280, height: 720, status: 1, progress: 100, ...extra },
});

let library: UploadItem[];
let requests: SeenRequest[];
let answerList: (url: URL) => Response | Promise<Response>;

beforeEach(() => {
  installDialogs();
  library = [upload(1, 'Team intro'), upload(2, 'Office tour')];
  answerList = (url) => {
    const query = url.searchParams.get('query')?.toLowerCase();
    return pageOf(
      library.filter((item) => !query || item.name.toLowerCase().includes(query)),
      url,
    );
  };
  requests = serveApi(({ method, url, body }) => {
    const id = Number(url.pathname.split('/')[4]);
    if (method === 'PUT') return jsonReply({ isError: false, message: 'Renamed.', result: { ...library.find((item) => item.id === id), ...JSON.parse(body) } });
    if (method === 'DELETE') return jsonReply({ isError: false, message: 'Deleted.', result: { id } });
    return answerList(url);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const left of uploadsInFlight.snapshot()) uploadsInFlight.remove(left.key);
  vi.unstubAllGlobals();
});

function renderBrowser() {
  const store = makeStore();
  const onChoose = vi.fn();
  render(
    <Provider store={store}>
      <UploadBrowser kind="video" product="video" verb="Add" onChoose={onChoose} />
    </Provider>,
  );
  return { store, onChoose, user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('list', { name: 'uploaded videos' }))
    .getAllByRole('textbox')
    .map((field) => (field as HTMLInputElement).value);
const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const file = (name: string, size?: number) => {
  const chosen = new File(['fake bytes'], name, { type: 'video/mp4' });
  if (size !== undefined) Object.defineProperty(chosen, 'size', { value: size });
  return chosen;
};

describe('UploadBrowser', () => {
  it('lists the category’s uploads, newest first, and places one on click', async () => {
    const { user, onChoose } = renderBrowser();
    expect(screen.getByRole('status').textContent).toBe('Loading your videos…');
    await waitFor(() => expect(names()).toEqual(['Team intro', 'Office tour']));
    expect(requests[0]!.url).toBe('/api/userlibrary/upload/?category=video_video&limit=20');
    expect(picker().accept).toBe('.mp4,.avi,.webm,.gif,.mov');
    await user.click(screen.getByRole('button', { name: 'Add video Office tour' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ src: '/files/2.mp4', width: 1280, height: 720, duration: 12, name: 'Office tour' }));
  });

  it('says where the uploads will be when there are none', async () => {
    library = [];
    renderBrowser();
    await screen.findByText('Your uploaded videos will be listed here.');
  });

  it('shows an upload’s progress in the box, then lists it first', async () => {
    const sent = installFakeXhr();
    const { user } = renderBrowser();
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.upload(picker(), file('Launch teaser.mp4'));

    const request = sent[0]!;
    expect([request.method, request.url]).toEqual(['POST', '/api/userlibrary/upload/']);
    expect(request.body!.get('name')).toBe('Launch teaser');
    expect(request.body!.get('category')).toBe('video_video');
    expect((request.body!.get('media_file') as File).name).toBe('Launch teaser.mp4');
    const box = screen.getByRole('region', { name: 'Uploads' });
    act(() => request.progress(40, 100));
    expect(within(box).getByRole('progressbar', { name: 'Uploading Launch teaser' }).getAttribute('aria-valuenow')).toBe('40');
    expect(within(box).getByText('40%')).toBeTruthy();

    act(() => request.answer(200, { isError: false, message: 'Uploaded.', result: upload(3, 'Launch teaser') }));
    await waitFor(() => expect(names()).toEqual(['Launch teaser', 'Team intro', 'Office tour']));
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });

  it('sends nothing for a file over 100 MB, and says why', async () => {
    const sent = installFakeXhr();
    const { user } = renderBrowser();
    await user.upload(picker(), file('Huge.mp4', 100 * 2 ** 20 + 1));
    expect(sent).toHaveLength(0);
    expect(screen.getByText('Files up to 100 MB: “Huge.mp4” is larger and was not uploaded.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();

    await user.upload(picker(), file('Exactly.mp4', 100 * 2 ** 20));
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(/Files up to 100 MB:/)).toBeNull();
  });

  it('shows the server’s refusal until dismissed, and lists nothing', async () => {
    const sent = installFakeXhr();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderBrowser();
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.upload(picker(), file('Renamed.mp4'));
    act(() => sent[0]!.answer(415, { isError: true, message: { media_file: { message: 'The file name ends in .mp4, but the file is a PNG file.' } }, result: null }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file name ends in .mp4, but the file is a PNG file.');
    expect(names()).toHaveLength(2);
    expect(logged).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Dismiss Renamed' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });

  it('cancels an upload on its way', async () => {
    const sent = installFakeXhr();
    const { user } = renderBrowser();
    await user.upload(picker(), file('Long.mp4'));
    await user.click(screen.getByRole('button', { name: 'Cancel upload of Long' }));
    expect(sent[0]!.isAborted).toBe(true);
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });

  it('renames an upload on blur and deletes one after the confirmation', async () => {
    const { user } = renderBrowser();
    await waitFor(() => expect(names()).toHaveLength(2));
    const field = screen.getByRole('textbox', { name: 'Name of Team intro' });
    await user.clear(field);
    await user.type(field, 'Team welcome');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.tab();
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')).toMatchObject({ url: '/api/userlibrary/upload/1/', body: '{"name":"Team welcome"}' }));
    await waitFor(() => expect(names()).toEqual(['Team welcome', 'Office tour']));

    await user.click(screen.getByRole('button', { name: 'Delete Office tour' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Team welcome']));
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/userlibrary/upload/2/' });
  });

  it('keeps a blank rename from being sent', async () => {
    const { user } = renderBrowser();
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.clear(screen.getByRole('textbox', { name: 'Name of Team intro' }));
    await user.tab();
    expect(names()).toEqual(['Team intro', 'Office tour']);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a clip being prepared with its progress, and lets it be placed once the live socket says it is ready', async () => {
    library = [upload(4, 'Old camera', { status: 2, progress: 42 })];
    const { store, user, onChoose } = renderBrowser();
    const card = await screen.findByRole('button', { name: 'Add video Old camera' });
    expect(card.textContent).toContain('Preparing 42%');
    expect((card as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      store.dispatch(
        liveMessageReceived({
          command: LIVE_COMMANDS.uploadProgress,
          data: { id: 4, progress: 100, status: 1, result: { ...upload(4, 'Old camera'), media_file: '/files/4-proxy.mp4' } },
        }),
      );
    });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add video Old camera' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Add video Old camera' }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ src: '/files/4-proxy.mp4' }));
  });

  it('searches the uploads by name', async () => {
    const { user } = renderBrowser();
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search uploaded videos' }), 'tour');
    await waitFor(() => expect(names()).toEqual(['Office tour']), { timeout: 5000 });
    expect(requests.at(-1)!.url).toBe('/api/userlibrary/upload/?category=video_video&limit=20&query=tour');
  });
});
