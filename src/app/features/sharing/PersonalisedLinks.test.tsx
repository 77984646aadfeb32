import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalisationEntry } from '../../../contract/personalisation';
import { jsonReply, pageOf, serveApi, type ApiRequest } from '../../../../tests/support/app/apiServer';
import { installDialogs, stubResizeObserver } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { liveMessageReceived } from '../../live/liveMiddleware';
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
function entry(id: number, status: PersonalisationEntry['status'], values: Record<string, string>): PersonalisationEntry {
  return {
    id,
    type: 2,
    itemId: 5,
    progress: status === 1 ? 100 : 0,
    status,
    timestamp: '2026-11-27T10:00:00.000Z',
    campaignUrl: `http://localhost/s/token${id}`,
    code: null,
    allMergeTag: video.allMergeTag!,
    mergeTagValue: values,
    pronunciation: {},
    video: null,
    fileName: 'Hello.mp4',
    message: null,
  };
}

let history: PersonalisationEntry[];
let generate: (request: ApiRequest) => Response;

beforeEach(() => {
  installDialogs();
  stubResizeObserver();
  history = [entry(1, 1, { email: 'grace@example.com', first_name: 'Grace', site: '' })];
  generate = () => jsonReply({ isError: false, message: '', result: entry(2, 3, { email: 'ada@example.com', first_name: 'Ada', site: '' }) });
  serveApi((request) => {
    const { method, url } = request;
    if (url.pathname === '/api/newvideo/video/details/5/preview/')
      return jsonReply({ isError: false, message: '', result: { url: '/preview/5?token=t', expiresAt: '2026-11-27T11:00:00.000Z' } });
    if (url.pathname === '/api/newvideo/video/generate/solo/5/' && method === 'POST') return generate(request);
    if (url.pathname === '/api/newvideo/video/generate/solo/5/' && url.searchParams.get('scope') === 'item') return pageOf(history, url);
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The input labelled `name`. */
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

/** The text of what describes an input (its error). */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** An entry's Copy button. */
const copyOf = (entry: HTMLElement) => within(entry).getByRole<HTMLButtonElement>('button', { name: 'Copy' });

function renderDialog() {
  return renderWithProviders(<ShareViaLinkDialog isOpen kind="video" item={video} onClose={vi.fn()} />);
}

describe('New Personalised Link', () => {
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

describe('Personalised Link History', () => {
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

    const progress = (status: number, percent: number) =>
      act(() => {
        store.dispatch(
          liveMessageReceived({ command: 'videoEditor.progress.update', data: { id: 5, results: { type: 2, id: 2, progress: percent, status, video: null, step: null } } }),
        );
      });
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
