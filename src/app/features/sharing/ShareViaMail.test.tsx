import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailCodeFields } from '../../../contract/mail';
import { MAIL_CLIENTS } from '../../../contract/mailClients';
import type { PersonalisationEntry } from '../../../contract/personalisation';
import { jsonReply, pageOf, serveApi, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { historyEntry, TYPING_TEST_MS, tellProgress } from '../../../../tests/support/app/personalisation';
import { installDialogs, stubResizeObserver } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import { renderWithTemplateEngine } from '../../../../tests/support/app/renderWithTemplateEngine';
import { liveMessageReceived } from '../../live/liveMiddleware';
import { ItemDetail } from '../myItems/ItemDetailPage';
import type { ItemDetails } from '../myItems/myItemsApi';
import { ShareViaMailDialog } from './ShareViaMailDialog';

// jsdom has no canvas: the chart is drawn in the e2e journey, not here.
vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

/** A mail code's fields for the link token `token` and the contact `name`. */
function codeFields(token: string, name?: string): MailCodeFields {
  const label = name ? `Play the video for ${name}` : 'Play the video';
  return {
    code: `<table role="presentation"><tr><td><a href="http://localhost/s/${token}/go/mail"><img src="http://localhost/api/render/file/${token}.gif" alt="${label}"></a></td></tr></table>`,
    codeText: `${label}: http://localhost/s/${token}/go/mail`,
    mailPictures: { animated: `/api/render/file/${token}.gif`, still: `/api/render/file/${token}.jpg`, width: 600, height: 338 },
  };
}

/** A video as the detail call answers it (the fields Share via Mail reads). */
function videoOf(fields: Partial<ItemDetails> = {}): ItemDetails {
  return {
    id: 5,
    name: 'Mail proof',
    thumbnail: '/files/5.jpg',
    revision: 1,
    isGenerated: true,
    isPersonalized: false,
    mainVideoGenerate: { status: 1, progress: 100, video: '/files/5.mp4', message: null },
    timestamp: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    generatedAt: '2026-11-20T10:00:00.000Z',
    thumbnailInst: { name: 'Mail proof', thumbnail: '/files/5.jpg', isPersonalized: false },
    sharingPage: { id: 1, name: 'My default page', previewImage: null, isPersonalized: false, isDefault: true, layout: 'videoFirst', timestamp: '2026-11-20T10:00:00.000Z' },
    mailClient: null,
    link: 'http://localhost/s/main',
    code: null,
    codeText: null,
    mailPictures: null,
    redirectUrl: '',
    allMergeTag: [],
    ...fields,
  } as ItemDetails;
}

const TAGS: ItemDetails['allMergeTag'] = [
  ['email', 'email'],
  ['first_name', 'text'],
];

/** A solo mail code entry of the personalised video. */
const mailEntry = (id: number, fields: Partial<PersonalisationEntry> = {}) =>
  historyEntry(id, TAGS!, { email: 'ada@example.com', first_name: 'Ada' }, { type: 4, codeText: null, mailPictures: null, ...fields });

/** A ClipboardItem as browsers have it (jsdom has none): its types and their blobs. */
class FakeClipboardItem {
  constructor(private readonly items: Record<string, Blob>) {}
  get types() {
    return Object.keys(this.items);
  }
  getType(type: string) {
    return Promise.resolve(this.items[type]!);
  }
}

/** The types of what the clipboard holds now. */
async function clipboardTypes(): Promise<string[]> {
  const items = await navigator.clipboard.read();
  return items.flatMap((item) => item.types);
}

let video: ItemDetails;
let mailHistory: PersonalisationEntry[];
let mailTest: (body: string) => Response;
let seen: SeenRequest[];

beforeEach(() => {
  installDialogs();
  stubResizeObserver();
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  video = videoOf();
  mailHistory = [];
  mailTest = () => jsonReply({ isError: false, message: '', result: { to: 'owner@example.com' } });
  seen = serveApi(({ method, url, body }) => {
    if (url.pathname === '/api/newvideo/video/details/5/' && method === 'PUT') {
      const { mailClient } = JSON.parse(body) as { mailClient: number };
      video = { ...video, mailClient: { id: mailClient, name: MAIL_CLIENTS.find((client) => client.id === mailClient)!.name } };
      return jsonReply({ isError: false, message: '', result: video });
    }
    if (url.pathname === '/api/newvideo/video/details/5/') return jsonReply({ isError: false, message: '', result: video });
    if (url.pathname === '/api/campaign/emailclient/')
      return jsonReply({ isError: false, message: '', count: MAIL_CLIENTS.length, results: MAIL_CLIENTS.map(({ id, name, src }) => ({ id, name, src })) });
    if (url.pathname === '/api/newvideo/video/mailtest/5/') return mailTest(body);
    if (url.pathname === '/api/newvideo/video/generate/solomail/5/' && method === 'POST') return jsonReply({ isError: false, message: '', result: mailEntry(2) });
    if (url.pathname === '/api/newvideo/video/generate/solomail/5/') return pageOf(mailHistory, url);
    if (url.pathname === '/api/newvideo/video/generate/batch/5/') return pageOf([], url);
    if (url.pathname === '/api/newimage/image/generate/link/7/') return pageOf(mailHistory, url);
    if (url.pathname === '/api/userlibrary/upload/') return pageOf([], url);
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

function renderDetail() {
  return renderWithTemplateEngine(<Route path="/myvideos/5" element={<ItemDetail kind="video" id={5} />} />, '/myvideos/5');
}

describe('Share via Mail on the detail screen', () => {
  it('is offered only once the video is ready', async () => {
    video = videoOf({ mainVideoGenerate: { status: 2, progress: 40, video: null, message: null } });
    renderDetail();
    expect((await screen.findByRole('button', { name: 'Share via Mail' })).hasAttribute('disabled')).toBe(true);
  });

  it('says the code is being prepared until it arrives, then Copy Code and Send me a test work', async () => {
    const user = userEvent.setup();
    const store = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share via Mail' }));
    const share = screen.getByRole('dialog', { name: 'Share via Mail' });
    within(share).getByRole('heading', { name: 'How it works' });
    expect(within(share).getByRole<HTMLButtonElement>('button', { name: 'Copy Code' }).disabled).toBe(true);
    expect(within(share).getByRole<HTMLButtonElement>('button', { name: 'Send me a test' }).disabled).toBe(true);
    expect(within(share).getAllByText('Preparing the mail code…')).toHaveLength(2);

    // The pictures are made: the server tells the details; the code is fetched with them.
    video = videoOf(codeFields('main'));
    act(() => {
      store.dispatch(liveMessageReceived({ command: 'videoEditor.details.update', data: { id: 5, results: { id: 5, mainVideoGenerate: video.mainVideoGenerate } } }));
    });
    await waitFor(() => expect(within(share).getByRole<HTMLButtonElement>('button', { name: 'Copy Code' }).disabled).toBe(false));
    expect(within(share).queryByText('Preparing the mail code…')).toBeNull();
    within(share).getByTitle('The mail code as Gmail shows it');

    await user.click(within(share).getByRole('button', { name: 'Copy Code' }));
    within(share).getByRole('button', { name: 'Copied !' });
    expect(await clipboardTypes()).toEqual(['text/html', 'text/plain']);
    await user.click(within(share).getByRole('button', { name: 'Send me a test' }));
    await within(share).findByText('Test mail sent to owner@example.com.');
    expect(seen.filter((request) => request.url === '/api/newvideo/video/mailtest/5/').map((request) => request.body)).toEqual(['{}']);
  });

  it('shows the chosen mail client, Gmail by default, and the one saved in Choose your Mail Client', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share via Mail' }));
    const share = screen.getByRole('dialog', { name: 'Share via Mail' });
    const card = within(share).getByText('Email client').closest('.share-card') as HTMLElement;
    expect(within(card).getByText('Gmail').textContent).toBe('GmailDefault');
    await user.click(within(share).getByRole('button', { name: 'Change email client' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose your Mail Client' });
    await user.click(await within(chooser).findByRole('radio', { name: 'Outlook (web)' }));
    await user.click(within(chooser).getByRole('button', { name: 'Save' }));
    await within(card).findByText('Outlook (web)');
    expect(within(card).queryByText('Default')).toBeNull();
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/mail-clients/outlook-web.svg');
  });
});

describe('New Personalised Code', { timeout: TYPING_TEST_MS }, () => {
  const personalised = () => videoOf({ isPersonalized: true, allMergeTag: TAGS, ...codeFields('main') });

  it('makes solo mail codes; a ready one copies its own code and sends its own test', async () => {
    video = personalised();
    const { user, store } = renderWithProviders(<ShareViaMailDialog isOpen kind="video" item={video} onClose={vi.fn()} />);
    screen.getByRole('tab', { name: 'Solo Mail', selected: true });
    screen.getByRole('tab', { name: 'Batch Mail' });
    await screen.findByText('No personalised mail codes yet.');

    await user.type(screen.getByLabelText('email'), 'ada@example.com');
    await user.type(screen.getByLabelText('first_name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const list = screen.getByRole('list', { name: 'Personalised Mail History' });
    const ada = await within(list).findByRole('listitem', { name: 'Personalised mail code for ada@example.com, Ada' });
    expect(within(ada).getByRole<HTMLButtonElement>('button', { name: 'Copy Code' }).disabled).toBe(true);
    expect(seen.find((request) => request.method === 'POST')!.url).toBe('/api/newvideo/video/generate/solomail/5/');

    tellProgress(store, 5, { type: 4, id: 2, progress: 50, status: 2 });
    await within(ada).findByText('Generating… 50%');
    // Ready: the code does not travel on the socket; the history is asked for again.
    mailHistory = [mailEntry(2, { status: 1, progress: 100, ...codeFields('ada', 'Ada') })];
    tellProgress(store, 5, { type: 4, id: 2, progress: 100, status: 1 });
    await waitFor(() => expect(within(ada).getByRole<HTMLButtonElement>('button', { name: 'Copy Code' }).disabled).toBe(false));
    expect(within(ada).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('http://localhost/s/token2');

    await user.click(within(ada).getByRole('button', { name: 'Copy Code' }));
    within(ada).getByRole('button', { name: 'Copied !' });
    expect(await navigator.clipboard.readText()).toBe('Play the video for Ada: http://localhost/s/ada/go/mail');

    // Preview: Ada's code in the Live Preview, until the main code is asked for again.
    expect(screen.getByTitle<HTMLIFrameElement>('The mail code as Gmail shows it').srcdoc).toContain('main.gif');
    await user.click(within(ada).getByRole('button', { name: 'Preview' }));
    expect(within(ada).getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByText(/^The code for ada@example.com, Ada\./);
    expect(screen.getByTitle<HTMLIFrameElement>('The mail code as Gmail shows it').srcdoc).toContain('alt="Play the video for Ada"');
    await user.click(screen.getByRole('button', { name: 'Show the main code' }));
    expect(screen.getByTitle<HTMLIFrameElement>('The mail code as Gmail shows it').srcdoc).toContain('main.gif');

    mailTest = () => jsonReply({ isError: true, message: 'You have sent 10 test mails this hour: try again in 12 minutes.', result: null }, 429);
    await user.click(within(ada).getByRole('button', { name: 'Send me a test' }));
    await within(ada).findByText('You have sent 10 test mails this hour: try again in 12 minutes.');
    expect(seen.filter((request) => request.url === '/api/newvideo/video/mailtest/5/').map((request) => request.body)).toEqual([JSON.stringify({ entryId: 2 })]);
  });

  it("lists the video's mail batches under Batch Mail", async () => {
    video = personalised();
    const { user } = renderWithProviders(<ShareViaMailDialog isOpen kind="video" item={video} onClose={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Batch Mail' }));
    screen.getByRole('heading', { name: 'New Batch Mail Codes' });
    await screen.findByText('No batches yet.');
    expect(seen.map((request) => request.url)).toContain('/api/newvideo/video/generate/batch/5/?type=2&scope=item');
  });
});

describe('Share via Mail of an image', () => {
  it('offers the redirect toggle, and for a personalised image its links, each with its code, without tabs', async () => {
    mailHistory = [historyEntry(3, TAGS!, { email: 'grace@example.com', first_name: 'Grace' }, { type: 3, itemId: 7, status: 1, progress: 100, ...codeFields('grace', 'Grace') })];
    const image = videoOf({ id: 7, name: 'Card', isPersonalized: true, allMergeTag: TAGS, mainVideoGenerate: { status: 1, progress: 100, video: '/files/7.png', message: null } });
    renderWithProviders(<ShareViaMailDialog isOpen kind="image" item={image} onClose={vi.fn()} />);
    screen.getByRole('switch', { name: 'Redirect to a landing page' });
    expect(screen.queryByRole('tab')).toBeNull();
    screen.getByRole('form', { name: 'New Personalised Code' });
    const grace = await screen.findByRole('listitem', { name: 'Personalised mail code for grace@example.com, Grace' });
    expect(within(grace).getByRole<HTMLButtonElement>('button', { name: 'Copy Code' }).disabled).toBe(false);
    screen.getByText('A click on it opens your sharing page, or your landing page, and counts in the report.');
  });
});
