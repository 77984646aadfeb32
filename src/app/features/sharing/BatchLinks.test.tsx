import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchEntry, BatchValidation } from '../../../contract/batch';
import type { BatchPreflight } from '../../../contract/batchPreflight';
import { jsonReply, pageOf, serveApi, type ApiRequest, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { installFakeXhr } from '../../../../tests/support/app/fakeXhr';
import { TYPING_TEST_MS } from '../../../../tests/support/app/personalisation';
import { installDialogs, stubResizeObserver } from '../../../../tests/support/app/renderTab';
import { renderWithProviders } from '../../../../tests/support/app/renderWithProviders';
import type { ItemDetails } from '../myItems/myItemsApi';
import { ShareViaLinkDialog } from './ShareViaLinkDialog';

/** A ready personalised video (the fields the dialog reads). */
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

const CSV_ADDRESS = '/api/userlibrary/file/0123abcd.csv';

/** An uploaded CSV as the library lists it. */
const csvUpload = {
  id: 9,
  name: 'contacts',
  category: 'csvupload',
  ctype: 'application',
  media_file: CSV_ADDRESS,
  media_thumbnail: CSV_ADDRESS,
  fileInfo: { status: 1 },
};

/** Its text: a byte-order mark, `;` between cells, headers unlike the tags' spelling, more rows than the preview shows. */
const CSV_TEXT =
  '\uFEFFE-mail;First Name;Site;Notes\r\n' + Array.from({ length: 7 }, (_, index) => `c${index}@example.com;C${index};https://c${index}.example.com;n${index}`).join('\r\n');

const entry: BatchEntry = {
  type: 1,
  id: 31,
  itemId: 5,
  fileName: 'contacts',
  previewUrl: null,
  code: null,
  timestamp: '2026-11-28T01:00:00.000Z',
  progress: 0,
  status: 3,
  totalCount: 6,
  generatedCount: 0,
  failedCount: 0,
  skippedCount: 1,
  message: null,
};

const validation: BatchValidation = {
  isError: false,
  message: 'Warning: 2 Error(s) in 1 Contact(s), these contact(s) will be skipped.',
  id: 31,
  totalContacts: 7,
  totalSkipped: 1,
  totalErrors: 2,
  errors: {
    '3': {
      email: 'c2@example',
      data: [
        { cellIndex: 0, message: 'Enter a valid e-mail address.' },
        { cellIndex: 2, message: 'Enter an address that starts with http:// or https://.' },
      ],
    },
  },
  result: entry,
};

const preflight: BatchPreflight = {
  contacts: [
    { contactNumber: 1, email: 'c0@example.com', thumbnail: '/api/userlibrary/file/frame1.jpg', fallbackTags: [] },
    { contactNumber: 2, email: 'c1@example.com', thumbnail: null, fallbackTags: ['first_name'] },
  ],
  fallbackContacts: 1,
  credits: [
    { creditType: 2, name: 'Video Personalization', needed: 6, left: 40 },
    { creditType: 3, name: 'Salespage Personalization', needed: 6, left: 10 },
  ],
  etaSeconds: 250,
  etaBasis: 'the last 20 renders',
};

let uploads: (typeof csvUpload)[];
let validate: (request: ApiRequest) => Response;
let preflightAnswer: () => Response | Promise<Response>;
let generate: () => Response;
let seen: SeenRequest[];

beforeEach(() => {
  installDialogs();
  stubResizeObserver();
  uploads = [csvUpload];
  validate = () => jsonReply(validation);
  preflightAnswer = () => jsonReply({ isError: false, message: '', result: preflight });
  generate = () => jsonReply({ isError: false, message: '', result: { ...entry, status: 2 } });
  seen = serveApi((request) => {
    const { method, url } = request;
    if (url.pathname === '/api/newvideo/video/details/5/preview/')
      return jsonReply({ isError: false, message: '', result: { url: '/preview/5?token=t', expiresAt: '2026-11-28T11:00:00.000Z' } });
    if (url.pathname === '/api/newvideo/video/generate/solo/5/') return pageOf([], url);
    if (url.pathname === '/api/userlibrary/upload/' && url.searchParams.get('category') === 'csvupload') return pageOf(uploads, url);
    if (url.pathname === '/api/userlibrary/upload/9/' && method === 'DELETE') return jsonReply({ isError: false, message: 'Deleted.', result: null });
    if (url.pathname === CSV_ADDRESS) return new Response(CSV_TEXT, { headers: { 'Content-Type': 'text/csv' } });
    if (url.pathname === '/api/newvideo/video/batch/validate/5/' && method === 'POST') return validate(request);
    if (url.pathname === '/api/newvideo/video/batch/preflight/31/') return preflightAnswer();
    if (url.pathname === '/api/newvideo/video/batch/generate/31/') return generate();
    if (url.pathname === '/api/newvideo/video/generate/batch/5/') return pageOf([], url);
    if (url.pathname === '/api/newvideo/video/details/batch/31/')
      return jsonReply({
        isError: false,
        message: '',
        count: 0,
        next: null,
        results: {
          headers: [
            ['status', 'status'],
            ['campaignUrl', 'campaignUrl'],
          ],
          data: [],
        },
      });
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

function renderDialog() {
  return renderWithProviders(<ShareViaLinkDialog isOpen kind="video" item={video} onClose={vi.fn()} />);
}

/** The column chosen for a tag in Match Column. */
const columnOf = (tag: string) => {
  const select = screen.getByLabelText<HTMLSelectElement>(`{{${tag}}}`);
  return select.selectedOptions[0]?.textContent;
};

/** Opens the Batch tab, then Match Column on the listed CSV. */
async function openMatchColumn(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Batch' }));
  await user.click(await screen.findByRole('button', { name: 'Use contacts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Match Column' });
  await within(dialog).findByRole('table');
  return dialog;
}

describe('Batch personalised links', { timeout: TYPING_TEST_MS }, () => {
  it('goes from a listed CSV through Match Column and the error summary to Generate Code', async () => {
    const { user } = renderDialog();
    const dialog = await openMatchColumn(user);

    expect([columnOf('email'), columnOf('first_name'), columnOf('site')]).toEqual(['E-mail', 'First Name', 'Site']);
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mail', 'First Name', 'Site', 'Notes']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    within(table).getByRole('cell', { name: 'https://c4.example.com' });

    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    const summary = await screen.findByRole('dialog', { name: 'Error Summary' });
    const validateCall = seen.find((request) => request.url === '/api/newvideo/video/batch/validate/5/')!;
    expect(JSON.parse(validateCall.body)).toEqual({ mergeTagMap: { email: 0, first_name: 1, site: 2 }, csvFile: 9, type: 1 });
    expect(screen.queryByRole('dialog', { name: 'Match Column' })).toBeNull();

    within(summary).getByText('Warning: 2 Error(s) in 1 Contact(s), these contact(s) will be skipped.');
    const contact = within(summary).getByRole('listitem', { name: 'Contact 3' });
    within(contact).getByText('c2@example');
    expect(
      within(contact)
        .getAllByRole('listitem')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mail: Enter a valid e-mail address.', 'Site: Enter an address that starts with http:// or https://.']);

    await within(summary).findByRole('img', { name: 'First frame for c0@example.com' });
    within(summary).getByRole('img', { name: 'No picture for c1@example.com' });
    within(summary).getByText('1 contact(s) use a fallback value');
    within(summary).getByText('6 needed, 10 left');
    within(summary).getByText('About 4 min');

    await user.click(within(summary).getByRole('button', { name: 'Generate Code' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'GET' && request.url === '/api/newvideo/video/batch/generate/31/')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error Summary' })).toBeNull());
    const progress = await screen.findByRole('dialog', { name: 'Generating personalised links' });
    within(progress).getByText('0 / 6');
    within(screen.getByRole('list', { name: 'Batch History' })).getByRole('listitem', { name: 'Batch contacts' });
  });

  it('turns Validate on only when every tag has a column', async () => {
    const { user } = renderDialog();
    const dialog = await openMatchColumn(user);
    const validateButton = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Validate' });
    await user.selectOptions(screen.getByLabelText('{{site}}'), 'Choose a column');
    expect(validateButton.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('{{site}}'), 'Notes');
    expect(validateButton.disabled).toBe(false);
  });

  it('shows a refused validation in Match Column', async () => {
    validate = () => jsonReply({ isError: true, message: 'This CSV has more than 10,000 contacts, split it.', result: null }, 400);
    const { user } = renderDialog();
    const dialog = await openMatchColumn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This CSV has more than 10,000 contacts, split it.');
  });

  it("says 'No Errors found', shows the preflight loading, and turns Generate Code off on a short balance", async () => {
    validate = () => jsonReply({ ...validation, message: 'No Errors found', totalSkipped: 0, totalErrors: 0, errors: {} });
    let answerPreflight = () => undefined as void;
    preflightAnswer = () =>
      new Promise((resolve) => {
        answerPreflight = () =>
          resolve(
            jsonReply({ isError: false, message: '', result: { ...preflight, etaSeconds: null, credits: [{ creditType: 2, name: 'Video Personalization', needed: 7, left: 3 }] } }),
          );
      });
    const { user } = renderDialog();
    await user.click(within(await openMatchColumn(user)).getByRole('button', { name: 'Validate' }));
    const summary = await screen.findByRole('dialog', { name: 'Error Summary' });
    within(summary).getByText('No Errors found');
    expect(within(summary).queryByRole('listitem', { name: /^Contact / })).toBeNull();
    await within(summary).findByText(/Drawing the first contacts/);
    answerPreflight();

    await within(summary).findByText('7 needed, 3 left (4 missing)');
    expect(within(summary).getByRole<HTMLButtonElement>('button', { name: 'Generate Code' }).disabled).toBe(true);
    expect(within(summary).queryByText('Estimated time')).toBeNull();
  });

  it('turns Generate Code off when every contact is skipped, and asks for no preflight', async () => {
    validate = () => jsonReply({ ...validation, totalSkipped: 7 });
    const { user } = renderDialog();
    await user.click(within(await openMatchColumn(user)).getByRole('button', { name: 'Validate' }));
    const summary = await screen.findByRole('dialog', { name: 'Error Summary' });
    expect(within(summary).getByRole<HTMLButtonElement>('button', { name: 'Generate Code' }).disabled).toBe(true);
    expect(seen.some((request) => request.url.includes('/preflight/'))).toBe(false);
  });

  it('shows the message of a start refused for credits', async () => {
    generate = () => jsonReply({ isError: true, message: 'Not enough Video Personalization credits for this batch: it needs 6, 2 left (4 missing).', result: null }, 402);
    const { user } = renderDialog();
    await user.click(within(await openMatchColumn(user)).getByRole('button', { name: 'Validate' }));
    const summary = await screen.findByRole('dialog', { name: 'Error Summary' });
    await user.click(within(summary).getByRole('button', { name: 'Generate Code' }));
    expect((await within(summary).findByRole('alert')).textContent).toBe('Not enough Video Personalization credits for this batch: it needs 6, 2 left (4 missing).');
  });
});

describe('the CSV step', { timeout: TYPING_TEST_MS }, () => {
  it('is reached from the keyboard: the arrow keys move between Solo and Batch', async () => {
    const { user } = renderDialog();
    const solo = screen.getByRole('tab', { name: 'Solo' });
    expect(solo.getAttribute('aria-selected')).toBe('true');
    screen.getByText('Enter variable values');
    solo.focus();
    await user.keyboard('{ArrowRight}');
    const batch = screen.getByRole('tab', { name: 'Batch' });
    expect(document.activeElement).toBe(batch);
    expect(batch.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Enter variable values')).toBeNull();
    await screen.findByRole('button', { name: 'Use contacts' });
    await user.keyboard('{Home}');
    expect(solo.getAttribute('aria-selected')).toBe('true');
  });

  it('says how to start when there is no CSV yet, and uploads only a .csv file', async () => {
    uploads = [];
    const sent = installFakeXhr();
    const { user } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Batch' }));
    await screen.findByText('No CSV files yet. Upload one with a column per variable, e-mail included.');

    const dropZone = screen.getByRole('button', { name: 'Upload CSV' }).parentElement!;
    fireEvent.drop(dropZone, { dataTransfer: { files: [new File(['x'], 'contacts.xlsx')] } });
    expect(sent).toHaveLength(0);
    fireEvent.drop(dropZone, { dataTransfer: { files: [new File(['Email\na@example.com'], 'contacts.csv', { type: 'text/csv' })] } });
    expect(sent).toHaveLength(1);
    expect([sent[0]!.body!.get('name'), sent[0]!.body!.get('category')]).toEqual(['contacts', 'csvupload']);
  });

  it('deletes a CSV after the confirmation', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Batch' }));
    await user.click(await screen.findByRole('button', { name: 'Delete contacts' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE' && request.url === '/api/userlibrary/upload/9/')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use contacts' })).toBeNull());
  });
});
