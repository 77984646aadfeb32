import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalisationEntry } from '../../../contract/personalisation';
import { jsonReply, pageOf, serveApi, type ApiRequest, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { descriptionOf, historyEntry, TYPING_TEST_MS, tellProgress } from '../../../../tests/support/app/personalisation';
import { installDialogs } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { DetailDownload } from '../myItems/DetailDownload';
import type { ItemDetails, ItemKind } from '../myItems/myItemsApi';

const TAGS: ItemDetails['allMergeTag'] = [
  ['email', 'email'],
  ['first_name', 'text'],
  ['photo', 'image'],
];

/** A ready personalised item as the detail call answers it (the fields the dialog reads). */
function readyItem(id: number, name: string, file: string, fields: Partial<ItemDetails> = {}): ItemDetails {
  return {
    id,
    name,
    thumbnail: null,
    isPersonalized: true,
    mainVideoGenerate: { status: 1, progress: 100, video: file, message: null },
    link: null,
    allMergeTag: TAGS,
    ...fields,
  } as unknown as ItemDetails;
}

const video = readyItem(5, 'Hello', '/files/5.mp4');
const image = readyItem(7, 'Card', '/files/7.png');

/** Where each kind's downloads are made and listed. */
const ROUTES: Record<ItemKind, string> = { video: '/api/newvideo/video/generate/download/5/', image: '/api/newimage/image/generate/link/7/' };

let history: PersonalisationEntry[];
let generate: (request: ApiRequest) => Response;
let seen: SeenRequest[];

beforeEach(() => {
  installDialogs();
  history = [];
  generate = () =>
    jsonReply({ isError: false, message: '', result: historyEntry(2, TAGS!, { email: 'ada@example.com', first_name: 'Ada', photo: '' }, { type: 1, fileName: 'Hello-Ada.mp4' }) });
  seen = serveApi((request) => {
    const { method, url } = request;
    const route = Object.values(ROUTES).find((path) => path === url.pathname);
    if (route && method === 'POST') return generate(request);
    if (route && url.searchParams.get('scope') === 'item') return pageOf(history, url);
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The input labelled `name`. */
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

/** Renders the detail screen's Download of `item` and opens it. */
async function openDialog(kind: ItemKind, item: ItemDetails) {
  const rendered = renderWithProviders(<DetailDownload kind={kind} item={item} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Download' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Generate Download Link' }) };
}

describe("the detail screen's Download", { timeout: TYPING_TEST_MS }, () => {
  it('downloads an item without merge tags as {name}.mp4 at once', () => {
    renderWithProviders(<DetailDownload kind="video" item={readyItem(6, 'Plain', '/files/6.mp4', { isPersonalized: false, allMergeTag: [] })} />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['/files/6.mp4', 'Plain.mp4']);
  });

  it('opens Generate Download Link for a personalised video: preview, how it works, one input per tag, an empty history', async () => {
    const { dialog } = await openDialog('video', video);
    within(dialog).getByRole('heading', { name: 'Live Preview' });
    within(dialog).getByRole('heading', { name: 'How it works' });
    expect(within(dialog).getByLabelText<HTMLVideoElement>('Preview of Hello').getAttribute('src')).toBe('/files/5.mp4');
    expect([field('email').type, field('first_name').type, field('photo').type]).toEqual(['email', 'text', 'url']);
    within(dialog).getByRole('heading', { name: 'Generated Download History' });
    await within(dialog).findByText('No downloads generated yet.');
  });

  it('is off until the item is ready', () => {
    renderWithProviders(
      <DetailDownload kind="video" item={readyItem(5, 'Hello', '/files/5.mp4', { mainVideoGenerate: { status: 2, progress: 40, video: null, message: null } } as never)} />,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(true);
  });
});

describe('Generate Download Link: the values', { timeout: TYPING_TEST_MS }, () => {
  it('shows the server’s field error beside its field; typing there clears it', async () => {
    generate = () => jsonReply({ isError: true, message: 'Check the values.', result: null, mergeTagData: { photo: 'Use a picture of at most 20 MB.' } }, 400);
    const { user } = await openDialog('video', video);
    await user.type(field('email'), 'ada@example.com');
    await user.type(field('photo'), 'https://x.test/a.png');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(descriptionOf(field('photo'))).toBe('Use a picture of at most 20 MB.'));
    expect(descriptionOf(field('email'))).toBe('');
    expect(field('photo').value).toBe('https://x.test/a.png');
    await user.type(field('photo'), 'x');
    expect(screen.queryByText('Use a picture of at most 20 MB.')).toBeNull();
  });

  it("shows 'Error: {message}' for 2 s and clears the inputs on any other failure", async () => {
    generate = () => jsonReply({ isError: true, message: 'You have no Video Personalization credits left.', result: null }, 402);
    const { user } = await openDialog('video', video);
    await user.type(field('email'), 'ada@example.com');
    await user.type(field('first_name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Error: You have no Video Personalization credits left.');
    expect([field('email').value, field('first_name').value]).toEqual(['', '']);
    await waitFor(() => expect(screen.queryByText(/^Error: /)).toBeNull(), { timeout: 3000 });
  });
});

describe('Generated Download History', { timeout: TYPING_TEST_MS }, () => {
  it('puts the new download first; live, its ring shows the progress minus 5; Download only once ready, with its file name', async () => {
    history = [historyEntry(1, TAGS!, { email: 'grace@example.com', first_name: 'Grace' }, { type: 1, status: 1, video: '/files/p1.mp4', fileName: 'Hello-Grace.mp4' })];
    const { user, store, dialog } = await openDialog('video', video);
    const list = within(dialog).getByRole('list', { name: 'Generated Download History' });
    const grace = await within(list).findByRole('listitem', { name: 'Personalised download for grace@example.com, Grace' });
    expect(within(grace).getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('Hello-Grace.mp4');

    await user.type(field('email'), 'ada@example.com');
    await user.type(field('first_name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const ada = await within(list).findByRole('listitem', { name: 'Personalised download for ada@example.com, Ada' });
    expect(within(list).getAllByRole('listitem')[0]).toBe(ada);
    within(ada).getByText('Pending');
    expect(within(ada).getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(true);
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([ROUTES.video]);

    tellProgress(store, 5, { type: 1, id: 2, progress: 40, status: 2 });
    await within(ada).findByText('Generating… 40%');
    expect(within(ada).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(within(ada).getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(true);

    tellProgress(store, 5, { type: 1, id: 2, progress: 100, status: 1, video: '/files/p2.mp4' });
    await within(ada).findByText('Ready');
    const download = within(ada).getByRole('link', { name: 'Download' });
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual(['/files/p2.mp4?download=Hello-Ada.mp4', 'Hello-Ada.mp4']);
    expect(within(ada).queryByRole('progressbar')).toBeNull();
  });

  it('shows why a download failed as soon as the socket tells it', async () => {
    history = [historyEntry(3, TAGS!, { email: 'ada@example.com', first_name: 'Ada' }, { type: 1, status: 2, progress: 60 })];
    const { store } = await openDialog('video', video);
    const ada = await screen.findByRole('listitem', { name: 'Personalised download for ada@example.com, Ada' });
    expect(within(ada).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('55');
    tellProgress(store, 5, { type: 1, id: 3, progress: 60, status: 0, message: 'with this contact’s speech the video is too long' });
    await within(ada).findByText('Error: with this contact’s speech the video is too long');
    expect(within(ada).getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(true);
  });

  it('an image’s downloads are its personalised links: made on the image link route, a ready one downloads its PNG', async () => {
    history = [historyEntry(4, TAGS!, { email: 'grace@example.com', first_name: 'Grace' }, { type: 3, itemId: 7, status: 1, video: '/files/p4.png', fileName: 'Card-Grace.png' })];
    generate = () => jsonReply({ isError: false, message: '', result: historyEntry(5, TAGS!, { email: 'ada@example.com' }, { type: 3, itemId: 7 }) });
    const { user, dialog } = await openDialog('image', image);
    expect(within(dialog).getByRole('img', { name: 'Preview of Card' }).getAttribute('src')).toBe('/files/7.png');
    const grace = await screen.findByRole('listitem', { name: 'Personalised download for grace@example.com, Grace' });
    const download = within(grace).getByRole('link', { name: 'Download' });
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual(['/files/p4.png?download=Card-Grace.png', 'Card-Grace.png']);

    await user.type(field('email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('listitem', { name: 'Personalised download for ada@example.com' });
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([ROUTES.image]);
  });
});
