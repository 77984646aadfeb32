import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchEntry } from '../../../contract/batch';
import { jsonReply, pageOf, serveApi, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { tellProgress, TYPING_TEST_MS } from '../../../../tests/support/app/personalisation';
import { installDialogs } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import type { AppStore } from '../../store';
import { BatchFollowUp } from './BatchFollowUp';

const VIDEO = 5;

/** A batch history entry as the server answers it. */
function batch(id: number, fields: Partial<BatchEntry> = {}): BatchEntry {
  return {
    id,
    type: 1,
    itemId: VIDEO,
    fileName: `contacts-${id}.csv`,
    previewUrl: null,
    code: null,
    timestamp: '2026-11-27T10:00:00.000Z',
    progress: 0,
    status: 2,
    totalCount: 3,
    generatedCount: 0,
    failedCount: 0,
    skippedCount: 0,
    message: null,
    ...fields,
  };
}

/** A contact row of the detail view: e-mail, name, status, link. */
const contact = (n: number, status: number) => [`c${n}@example.com`, `Contact ${n}`, status, status === 1 ? `http://localhost/s/t${n}` : null];

let history: BatchEntry[];
let contacts: (string | number | null)[][];
let seen: SeenRequest[];

beforeEach(() => {
  installDialogs();
  history = [];
  contacts = [contact(1, 1), contact(2, 2), contact(3, 0)];
  seen = serveApi(({ method, url }) => {
    const path = url.pathname;
    if (path === `/api/newvideo/video/generate/batch/${VIDEO}/` && url.searchParams.get('type') === '1' && url.searchParams.get('scope') === 'item')
      return pageOf(history, url, 10);
    const detail = /^\/api\/newvideo\/video\/details\/batch\/(\d+)\/$/.exec(path);
    if (detail && method === 'GET') return detailPage(url);
    if (/^\/api\/newvideo\/video\/details\/batch\/\d+\/generated\/$/.test(path))
      return jsonReply({ isError: false, message: '', result: { generatedFile: '/api/userlibrary/file/abc.csv', fileName: 'contacts-7-campaign-urls.csv' } });
    const cancel = /^\/api\/newvideo\/video\/batch\/cancel\/(\d+)\/$/.exec(path);
    if (cancel && method === 'POST') return jsonReply({ isError: false, message: '', result: batch(Number(cancel[1]), { status: 0, message: 'Cancelled: stopped.' }) });
    const retry = /^\/api\/newvideo\/video\/batch\/retry\/(\d+)\/$/.exec(path);
    if (retry && method === 'POST') {
      contacts = contacts.map((row, index) => (index === 2 ? contact(3, 3) : row));
      return jsonReply({ isError: false, message: '', result: batch(Number(retry[1]), { generatedCount: 1 }) });
    }
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

/** A page of the detail view of `contacts`, as the server answers it: 14 by default, `next` by offset. */
function detailPage(url: URL): Response {
  const limit = Number(url.searchParams.get('limit') ?? 14);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const next = offset + limit < contacts.length ? `${url.pathname}?limit=${limit}&offset=${offset + limit}` : null;
  return jsonReply({
    isError: false,
    message: '',
    count: contacts.length,
    next,
    results: {
      headers: [
        ['Email', 'Email'],
        ['Name', 'Name'],
        ['status', 'status'],
        ['campaignUrl', 'campaignUrl'],
      ],
      data: contacts.slice(offset, offset + limit),
      contactNumbers: contacts.slice(offset, offset + limit).map((_row, index) => offset + index + 1),
    },
  });
}

/** Tells the store, as the socket does, where batch `id` is. */
function tellBatch(store: AppStore, id: number, generatedCount: number, totalCount: number, status = 2) {
  const progress = Math.floor((100 * generatedCount) / totalCount);
  tellProgress(store, VIDEO, { type: 3, id, progress, status, generatedCount, totalCount });
}

/** The requests of a kind so far: method and path. */
const requested = (pattern: RegExp) => seen.filter((request) => pattern.test(`${request.method} ${request.url}`));

describe('Batch History', { timeout: TYPING_TEST_MS }, () => {
  it('says "No batches yet." when the video has none', async () => {
    renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={null} />);
    await screen.findByText('No batches yet.');
    screen.getByRole('heading', { name: 'Batch History' });
  });

  it("lists a video's batches and moves an entry live from a type 3 message", async () => {
    history = [batch(7, { generatedCount: 1, progress: 33 }), batch(6, { status: 1, generatedCount: 2, totalCount: 2, progress: 100 })];
    const { store } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={null} />);
    const entry = await screen.findByRole('listitem', { name: 'Batch contacts-7.csv' });
    within(entry).getByText('Generating… 33%');
    within(entry).getByText('1 / 3');
    within(entry).getByText('27 Nov 2026, 10:00');
    within(screen.getByRole('listitem', { name: 'Batch contacts-6.csv' })).getByText('Ready');

    tellBatch(store, 7, 2, 3);
    await within(entry).findByText('2 / 3');
    within(entry).getByText('Generating… 66%');

    history = [batch(7, { status: 0, generatedCount: 2, failedCount: 1, progress: 100, message: '1 contact(s) failed: retry them.' }), history[1]!];
    tellBatch(store, 7, 2, 3, 0);
    // The end of a batch brings its reason: the histories are asked for again.
    await within(entry).findByText('Error: 1 contact(s) failed: retry them.');
  });

  it('Download CSV asks for the generated CSV and downloads it under its name', async () => {
    history = [batch(7, { status: 1, generatedCount: 3, progress: 100 })];
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const { user } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={null} />);
    const entry = await screen.findByRole('listitem', { name: 'Batch contacts-7.csv' });
    await user.click(within(entry).getByRole('button', { name: 'Download CSV of contacts-7.csv' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requested(/^GET \/api\/newvideo\/video\/details\/batch\/7\/generated\/$/)).toHaveLength(1);
    expect(clicked[0]).toEqual({ href: '/api/userlibrary/file/abc.csv?download=contacts-7-campaign-urls.csv', download: 'contacts-7-campaign-urls.csv' });
  });
});

describe('the generating-progress dialog', { timeout: TYPING_TEST_MS }, () => {
  it('opens for a started batch, counts live, minimises to a chip that reopens it, and closes itself at equal counts', async () => {
    const started = batch(9);
    history = [started];
    const { store, user } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={started} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generating personalised links' });
    within(dialog).getByText('0 / 3');

    tellBatch(store, 9, 1, 3);
    await within(dialog).findByText('1 / 3');
    expect(within(dialog).getAllByRole('progressbar')[0]!.getAttribute('aria-valuenow')).toBe('33');

    await user.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog', { name: 'Generating personalised links' })).toBeNull();
    const chip = screen.getByRole('button', { name: 'Show progress of contacts-9.csv: 1 of 3 ready' });
    tellBatch(store, 9, 2, 3);
    await screen.findByRole('button', { name: 'Show progress of contacts-9.csv: 2 of 3 ready' });
    chip.focus();
    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Generating personalised links' });
    within(reopened).getByText('2 / 3');
    expect(screen.queryByRole('button', { name: /^Show progress/ })).toBeNull();

    history = [batch(9, { status: 1, generatedCount: 3, progress: 100 })];
    tellBatch(store, 9, 3, 3, 1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Generating personalised links' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Show progress/ })).toBeNull();
    within(screen.getByRole('listitem', { name: 'Batch contacts-9.csv' })).getByText('3 / 3');
  });

  it("lists each contact's state, retries a failed one and refreshes on a type 3 message", async () => {
    const started = batch(9, { generatedCount: 1, failedCount: 1 });
    history = [started];
    const { store, user } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={started} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generating personalised links' });
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['c1@example.comReady', 'c2@example.comRendering', 'c3@example.comFailedRetry']);

    await user.click(within(list).getByRole('button', { name: 'Retry c3@example.com' }));
    await within(list).findByText('Queued');
    expect(JSON.parse(requested(/^POST \/api\/newvideo\/video\/batch\/retry\/9\/$/).map((request) => request.body)[0]!)).toEqual({ contactNumber: 3 });

    const before = requested(/^GET \/api\/newvideo\/video\/details\/batch\/9\//).length;
    contacts = [contact(1, 1), contact(2, 1), contact(3, 3)];
    tellBatch(store, 9, 2, 3);
    await within(list).findByText('Queued');
    await waitFor(() => expect(within(list).getAllByText('Ready')).toHaveLength(2));
    expect(requested(/^GET \/api\/newvideo\/video\/details\/batch\/9\//).length).toBeGreaterThan(before);
  });

  it('cancels the batch only after the confirmation', async () => {
    const started = batch(9);
    history = [started];
    const { user } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={started} />);
    const dialog = await screen.findByRole('dialog', { name: 'Generating personalised links' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this batch?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep generating' }));
    expect(requested(/^POST .*cancel/)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this batch?' })).getByRole('button', { name: 'Cancel batch' }));
    await waitFor(() => expect(requested(/^POST \/api\/newvideo\/video\/batch\/cancel\/9\/$/)).toHaveLength(1));
    // Stopped: the dialog offers Close (beside its close icon) instead of Minimise, and the history shows why.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Minimise' })).toBeNull());
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    within(screen.getByRole('listitem', { name: 'Batch contacts-9.csv' })).getByText('Error: Cancelled: stopped.');
  });
});

describe('the batch CSV view', { timeout: TYPING_TEST_MS }, () => {
  it("hides 'status', shows 'Campaign URL' links, marks ready e-mails and pages by 14", async () => {
    contacts = Array.from({ length: 16 }, (_row, index) => contact(index + 1, index === 0 || index === 15 ? 1 : 2));
    history = [batch(7, { totalCount: 16 })];
    const { user } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={null} />);
    await user.click(await screen.findByRole('button', { name: 'View contacts-7.csv' }));
    const view = await screen.findByRole('dialog', { name: 'contacts-7.csv' });
    const table = await within(view).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Name', 'Campaign URL']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    within(rows[0]!).getByRole('img', { name: 'Ready' });
    expect(within(rows[0]!).getByRole('img', { name: 'Ready' }).closest('td')!.textContent).toBe('c1@example.com');
    expect(within(rows[1]!).queryByRole('img', { name: 'Ready' })).toBeNull();
    const link = within(rows[0]!).getByRole('link', { name: 'http://localhost/s/t1' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(table).queryByText('2')).toBeNull();
    within(view).getByText('Page 1 of 2');
    expect(requested(/^GET \/api\/newvideo\/video\/details\/batch\/7\/\?limit=14$/)).toHaveLength(1);

    await user.click(within(view).getByRole('button', { name: 'Next' }));
    await within(view).findByText('c15@example.com');
    within(view).getByText('Page 2 of 2');
    expect(within(within(view).getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(requested(/^GET \/api\/newvideo\/video\/details\/batch\/7\/\?limit=14&offset=14$/)).toHaveLength(1);
    await user.click(within(view).getByRole('button', { name: 'Previous' }));
    await within(view).findByText('c1@example.com');
    within(view).getByRole('button', { name: /^Download CSV/ });
  });

  it('holds the live updates while it is open and lets them through when it closes', async () => {
    history = [batch(7, { generatedCount: 1 })];
    const { store, user } = renderWithProviders(<BatchFollowUp videoId={VIDEO} type={1} startedBatch={null} />);
    const entry = await screen.findByRole('listitem', { name: 'Batch contacts-7.csv' });
    await user.click(within(entry).getByRole('button', { name: 'View contacts-7.csv' }));
    const view = await screen.findByRole('dialog', { name: 'contacts-7.csv' });
    await within(view).findByRole('table');

    tellBatch(store, 7, 2, 3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    within(entry).getByText('1 / 3');

    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await within(entry).findByText('2 / 3');
  });
});
