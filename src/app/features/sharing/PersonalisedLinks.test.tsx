import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalisationEntry } from '../../../contract/personalisation';
import { jsonReply, pageOf, serveApi, type ApiRequest, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { descriptionOf, historyEntry, TYPING_TEST_MS, tellProgress } from '../../../../tests/support/app/personalisation';
import { installDialogs, stubResizeObserver } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import type { ItemDetails } from '../myItems/myItemsApi';
import { ShareViaLinkDialog } from './ShareViaLinkDialog';

/** A ready personalised video as the detail call answers it (the fields the dialog reads). */
const video = {
  id: 5,
  name: 'Hello',
  thumbnail: null,
  isPersonalized: true,
  mainVideoGenerate: { status: 1, progress: 100, video: '/files/5.mp4', message: null },
  link: null,
  allMergeTag: [
    ['email', 'email'],
    ['first_name', 'text'],
    ['site', 'url'],
  ],
} as unknown as ItemDetails;

/** A solo link history entry. */
const entry = (id: number, status: PersonalisationEntry['status'], values: Record<string, string>) => historyEntry(id, video.allMergeTag!, values, { status });

let history: PersonalisationEntry[];
let generate: (request: ApiRequest) => Response;
let seen: SeenRequest[];

beforeEach(() => {
  installDialogs();
  stubResizeObserver();
  history = [entry(1, 1, { email: 'grace@example.com', first_name: 'Grace', site: '' })];
  generate = () => jsonReply({ isError: false, message: '', result: entry(2, 3, { email: 'ada@example.com', first_name: 'Ada', site: '' }) });
  seen = serveApi((request) => {
    const { method, url } = request;
    if (url.pathname === '/api/newvideo/video/details/5/preview/' || url.pathname === '/api/newimage/image/details/7/preview/')
      return jsonReply({ isError: false, message: '', result: { url: '/preview/5?token=t', expiresAt: '2026-11-27T11:00:00.000Z' } });
    if (url.pathname === '/api/newvideo/video/generate/solo/5/' && method === 'POST') return generate(request);
    if (url.pathname === '/api/newvideo/video/generate/solo/5/' && url.searchParams.get('scope') === 'item') return pageOf(history, url);
    if (url.pathname === '/api/newimage/image/generate/link/7/' && method === 'POST') return generate(request);
    if (url.pathname === '/api/newimage/image/generate/link/7/' && url.searchParams.get('scope') === 'item') return pageOf(history, url);
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The input labelled `name`. */
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

/** An entry's Copy button. */
const copyOf = (entry: HTMLElement) => within(entry).getByRole<HTMLButtonElement>('button', { name: 'Copy' });

function renderDialog() {
  return renderWithProviders(<ShareViaLinkDialog isOpen kind="video" item={video} onClose={vi.fn()} />);
}

describe('New Personalised Link', { timeout: TYPING_TEST_MS }, () => {
  it('shows a field error beside its field and clears it when the field is typed in', async () => {
    generate = () => jsonReply({ isError: true, message: 'Check the values.', result: null, mergeTagData: { first_name: 'Not a name we can say.' } }, 400);
    const { user } = renderDialog();
    screen.getByText('Enter variable values');
    expect(field('email').type).toBe('email');
    expect(field('site').type).toBe('url');
    await user.type(field('email'), 'ada@example.com');
    await user.type(field('first_name'), 'Xx');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const firstName = field('first_name');
    await waitFor(() => expect(descriptionOf(firstName)).toBe('Not a name we can say.'));
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
    await user.type(firstName, 'a');
    expect(screen.queryByText('Not a name we can say.')).toBeNull();
  });

  it('checks values before sending: a bad e-mail is told beside its field', async () => {
    const { user } = renderDialog();
    await user.type(field('email'), 'not-mail');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(descriptionOf(field('email'))).toBe('Enter a valid e-mail address.');
  });

  it("shows 'Error: {message}' for 2 s and clears the inputs on any other failure", async () => {
    generate = () => jsonReply({ isError: true, message: 'You have no Video Personalization credits left.', result: null }, 402);
    const { user } = renderDialog();
    await user.type(field('email'), 'ada@example.com');
    await user.type(field('first_name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await screen.findByText('Error: You have no Video Personalization credits left.');
    expect(field('email').value).toBe('');
    expect(field('first_name').value).toBe('');
    await waitFor(() => expect(screen.queryByText(/^Error: /)).toBeNull(), { timeout: 3000 });
  });
});

describe('Personalised Link History', { timeout: TYPING_TEST_MS }, () => {
  it('puts a generated entry first at once and moves it live until its link can be copied', async () => {
    const { user, store } = renderDialog();
    const list = await screen.findByRole('list');
    await within(list).findByRole('listitem', { name: 'Personalised link for grace@example.com, Grace' });

    await user.type(field('email'), 'ada@example.com');
    await user.type(field('first_name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const ada = await within(list).findByRole('listitem', { name: 'Personalised link for ada@example.com, Ada' });
    expect(within(list).getAllByRole('listitem')[0]).toBe(ada);
    within(ada).getByText('Pending');
    expect(copyOf(ada).disabled).toBe(true);
    expect(field('email').value).toBe('');

    const progress = (status: number, percent: number) => tellProgress(store, 5, { type: 2, id: 2, progress: percent, status });
    progress(2, 40);
    await within(ada).findByText('Generating… 40%');
    expect(within(ada).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(copyOf(ada).disabled).toBe(true);

    progress(1, 100);
    await within(ada).findByText('Ready');
    expect(copyOf(ada).disabled).toBe(false);
    expect(within(ada).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('http://localhost/s/token2');
  });
});

/** The body of the last generate call. */
function lastGenerateBody(): Record<string, unknown> {
  const post = seen.filter((request) => request.method === 'POST').at(-1);
  return JSON.parse(post!.body) as Record<string, unknown>;
}

describe('Say it as', { timeout: TYPING_TEST_MS }, () => {
  it('offers a pronunciation beside text tags only, and sends the filled ones as `pronunciation`', async () => {
    const { user } = renderDialog();
    expect(screen.queryByRole('button', { name: 'Add pronunciation of email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add pronunciation of site' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Add pronunciation of first_name' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const spelling = screen.getByLabelText<HTMLInputElement>('first_name: Pronunciation (optional)');
    expect(spelling.placeholder).toBe('e.g. shi-vawn');

    await user.type(field('email'), 'si@example.com');
    await user.type(field('first_name'), 'Siobhan');
    await user.type(spelling, ' shi-vawn ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field('first_name').value).toBe(''));
    expect(lastGenerateBody()).toEqual({ mergeTagData: { email: 'si@example.com', first_name: 'Siobhan', site: '' }, pronunciation: { first_name: 'shi-vawn' } });
    expect(spelling.value).toBe('');
  });

  it("shows the server's problem with a spelling beside it, and clears it when the spelling is typed in", async () => {
    generate = () => jsonReply({ isError: true, message: 'Check the values.', result: null, mergeTagData: { 'pronunciation.first_name': 'Use at most 200 characters.' } }, 400);
    const { user } = renderDialog();
    await user.type(field('email'), 'si@example.com');
    await user.click(screen.getByRole('button', { name: 'Add pronunciation of first_name' }));
    await user.type(screen.getByLabelText('first_name: Pronunciation (optional)'), 'shi');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const spelling = screen.getByLabelText<HTMLInputElement>('first_name: Pronunciation (optional)');
    await waitFor(() => expect(descriptionOf(spelling)).toContain('Use at most 200 characters.'));
    await user.type(spelling, 'v');
    expect(screen.queryByText('Use at most 200 characters.')).toBeNull();
  });

  it('sends no `pronunciation` when none is given', async () => {
    const { user } = renderDialog();
    await user.type(field('email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(field('email').value).toBe(''));
    expect(lastGenerateBody()).toEqual({ mergeTagData: { email: 'ada@example.com', first_name: '', site: '' } });
  });
});

describe('a failed personalised link', { timeout: TYPING_TEST_MS }, () => {
  it('shows its reason as soon as the socket tells it failed', async () => {
    history = [entry(3, 2, { email: 'ada@example.com', first_name: 'Ada', site: '' })];
    const { store } = renderDialog();
    const ada = await screen.findByRole('listitem', { name: 'Personalised link for ada@example.com, Ada' });
    tellProgress(store, 5, { type: 2, id: 3, progress: 30, status: 0, message: 'The render failed 3 times; the last time: no frames' });
    await within(ada).findByText('Error: The render failed 3 times; the last time: no frames');
    expect(within(ada).queryByRole('progressbar')).toBeNull();
    expect(copyOf(ada).disabled).toBe(true);
  });
});

describe('Share via Link of an image', { timeout: TYPING_TEST_MS }, () => {
  /** A ready image with merge tags. */
  const image = { ...video, id: 7, name: 'Card', mainVideoGenerate: { status: 1, progress: 100, video: '/files/7.png', message: null } } as unknown as ItemDetails;

  it('makes personalised image links through the image link route and lists its Personalised Link History', async () => {
    history = [historyEntry(1, video.allMergeTag!, { email: 'grace@example.com', first_name: 'Grace' }, { type: 3, itemId: 7, status: 1 })];
    generate = () =>
      jsonReply({ isError: false, message: '', result: historyEntry(2, video.allMergeTag!, { email: 'ada@example.com', first_name: 'Ada' }, { type: 3, itemId: 7 }) });
    const { user } = renderWithProviders(<ShareViaLinkDialog isOpen kind="image" item={image} onClose={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Personalised Link History' });
    const grace = await within(list).findByRole('listitem', { name: 'Personalised link for grace@example.com, Grace' });
    expect(copyOf(grace).disabled).toBe(false);

    await user.type(field('email'), 'ada@example.com');
    await user.type(field('first_name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const ada = await within(list).findByRole('listitem', { name: 'Personalised link for ada@example.com, Ada' });
    expect(copyOf(ada).disabled).toBe(true);
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(['/api/newimage/image/generate/link/7/']);
    // An image shows its values and never says them: no pronunciation.
    expect(screen.queryByRole('button', { name: 'Add pronunciation of first_name' })).toBeNull();
  });

  it('shows field errors beside the right field, and the 2 s error with cleared inputs', async () => {
    generate = () =>
      jsonReply({ isError: true, message: 'Check the values.', result: null, mergeTagData: { site: 'Enter a full address starting with http:// or https://.' } }, 400);
    const { user } = renderWithProviders(<ShareViaLinkDialog isOpen kind="image" item={image} onClose={vi.fn()} />);
    await user.type(field('email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(descriptionOf(field('site'))).toBe('Enter a full address starting with http:// or https://.'));
    expect(descriptionOf(field('email'))).toBe('');
    await user.type(field('site'), 'h');
    expect(descriptionOf(field('site'))).toBe('');

    generate = () => jsonReply({ isError: true, message: 'You have no Image Personalization credits left.', result: null }, 402);
    await user.clear(field('site'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Error: You have no Image Personalization credits left.');
    expect(field('email').value).toBe('');
    await waitFor(() => expect(screen.queryByText(/^Error: /)).toBeNull(), { timeout: 3000 });
  });

  it('keeps Copy Link for an image without merge tags', async () => {
    const plain = { ...image, isPersonalized: false, allMergeTag: [], link: 'http://localhost/s/plain' } as unknown as ItemDetails;
    renderWithProviders(<ShareViaLinkDialog isOpen kind="image" item={plain} onClose={vi.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy Link' }).disabled).toBe(false);
    expect(screen.queryByText('Enter variable values')).toBeNull();
  });
});
