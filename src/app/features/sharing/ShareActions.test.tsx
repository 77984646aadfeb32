import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharingPageCard } from '../../../contract/sharing';
import { jsonReply, pageOf, serveApi, type SeenRequest } from '../../../../tests/support/app/apiServer';
import { liveMessageReceived } from '../../live/liveMiddleware';
import { ItemDetail } from '../myItems/ItemDetailPage';
import type { ItemDetails } from '../myItems/myItemsApi';
import { encodePtab } from './shareRules';
import { installDialogs, stubResizeObserver } from '../../../../tests/support/app/renderTab';
import { renderWithTemplateEngine } from '../../../../tests/support/app/renderWithTemplateEngine';

// jsdom has no canvas: the chart is drawn in the e2e journey, not here.
vi.mock('react-chartjs-2', () => ({ Bar: () => null }));

/** A sharing page card as lists answer it. */
function pageCard(id: number, name: string, isDefault = false): SharingPageCard {
  return { id, name, previewImage: null, isPersonalized: false, isDefault, layout: 'videoFirst', timestamp: '2026-11-20T10:00:00.000Z' };
}

const pages = [pageCard(1, 'My default page', true), pageCard(2, 'Spring offer with a very long name that is cut somewhere'), pageCard(3, 'Webinar')];

/** A ready video with its share fields, as the detail call answers it. */
function readyVideo(status: 0 | 1 | 2 = 1): ItemDetails {
  return {
    id: 5,
    name: 'Share proof',
    thumbnail: '/files/5.jpg',
    revision: 1,
    isGenerated: true,
    isPersonalized: false,
    mainVideoGenerate: { status, progress: status === 1 ? 100 : 40, video: status === 1 ? '/files/5.mp4' : null, message: null },
    timestamp: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
    generatedAt: '2026-11-20T10:00:00.000Z',
    report: { views: 0, videoPlayed: 0, linkClicked: 0 },
    dailyReport: [{ day: '2026-11-20', views: 0, videoPlayed: 0, linkClicked: 0 }],
    thumbnailInst: { name: 'Share proof', thumbnail: '/files/5.jpg', isPersonalized: false },
    sharingPage: pages[0]!,
    sharingPageGenCount: 0,
    downloadGenCount: 0,
    imageSoloGenCount: 0,
    mailClient: null,
    link: status === 1 ? 'http://localhost/s/abcdefghijklmnopqrstuv' : null,
    code: null,
    codeText: null,
    mailPictures: null,
    redirectUrl: '',
    allMergeTag: [],
  };
}

let video: ItemDetails;
let requests: SeenRequest[];

beforeEach(() => {
  installDialogs();
  stubResizeObserver();
  video = readyVideo();
  requests = serveApi(({ method, url, body }) => {
    if (url.pathname === '/api/newvideo/video/details/5/preview/')
      return jsonReply({ isError: false, message: '', result: { url: '/preview/5?token=t', expiresAt: '2026-11-20T11:00:00.000Z' } });
    if (url.pathname === '/api/newvideo/video/details/5/' && method === 'PUT') {
      video = { ...video, sharingPage: pages.find((page) => page.id === (JSON.parse(body) as { sharingPageId: number }).sharingPageId)! };
      return jsonReply({ isError: false, message: '', result: video });
    }
    if (url.pathname === '/api/newvideo/video/details/5/') return jsonReply({ isError: false, message: '', result: video });
    if (url.pathname === '/api/salespage/') return pageOf(pages, url, 10);
    return jsonReply({ isError: true, message: 'Not found.', result: null }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The address the app shows now, query included. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

function renderDetail(path = '/myvideos/5') {
  return renderWithTemplateEngine(
    <Route
      path="/myvideos/5"
      element={
        <>
          <ItemDetail kind="video" id={5} />
          <Address />
        </>
      }
    />,
    path,
  );
}

describe('the detail screen’s sharing', () => {
  it('offers Share via Link and Share via Mail only once the video is ready', async () => {
    video = readyVideo(2);
    renderDetail();
    expect((await screen.findByRole('button', { name: 'Share via Link' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Share via Mail' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the report, and the counts the socket sends', async () => {
    const store = renderDetail();
    expect((await screen.findByTestId('report-views')).textContent).toBe('0');
    store.dispatch(liveMessageReceived({ command: 'videoEditor.details.update', data: { id: 5, results: { report: { views: 3, videoPlayed: 2, linkClicked: 1 } } } }));
    await waitFor(() => expect(screen.getByTestId('report-views').textContent).toBe('3'));
    expect(screen.getByTestId('report-plays').textContent).toBe('2');
    expect(screen.getByTestId('report-clicks').textContent).toBe('1');
  });

  it('Set Sharing Page saves only a different page; Cancel keeps the current one', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share via Link' }));
    const share = screen.getByRole('dialog', { name: 'Share via Link' });
    within(share).getByText('My default page');
    await user.click(within(share).getByRole('button', { name: 'Change' }));
    const chooser = screen.getByRole('dialog', { name: 'Choose Sharing Page' });
    await within(chooser).findByRole('button', { name: 'Choose Webinar' });
    // The long name is cut at 40 characters; the current and default page cannot be deleted.
    within(chooser).getByText(`${pages[1]!.name.slice(0, 39)}…`);
    const current = within(chooser).getAllByRole('listitem')[0]!;
    expect(within(current).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(chooser).getByRole('button', { name: 'Set Sharing Page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Sharing Page' })).toBeNull());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.click(within(share).getByRole('button', { name: 'Change' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Webinar' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    within(share).getByText('My default page');

    await user.click(within(share).getByRole('button', { name: 'Change' }));
    expect((await screen.findByRole('button', { name: 'Choose My default page' })).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Choose Webinar' }));
    await user.click(screen.getByRole('button', { name: 'Set Sharing Page' }));
    await within(share).findByText('Webinar');
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([JSON.stringify({ sharingPageId: 3 })]);
  });

  it('Copy Link is off until the link exists, and copies it', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Share via Link' }));
    const share = screen.getByRole('dialog', { name: 'Share via Link' });
    expect((within(share).getByLabelText('Public link') as HTMLInputElement).value).toBe(video.link);
    await user.click(within(share).getByRole('button', { name: 'Copy Link' }));
    within(share).getByRole('button', { name: 'Copied !' });
    expect(await navigator.clipboard.readText()).toBe(video.link);
  });

  it('the ptab deep link opens the share dialog, then Choose Sharing Page on its page, then leaves the address', async () => {
    renderDetail(`/myvideos/5?ptab=${encodeURIComponent(encodePtab({ tab: 'link', pageId: 2, videoId: 5 }))}`);
    const chooser = await screen.findByRole('dialog', { name: 'Choose Sharing Page' });
    screen.getByRole('dialog', { name: 'Share via Link' });
    await waitFor(() =>
      expect(
        within(chooser)
          .getByRole('button', { name: `Choose ${pages[1]!.name}` })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/myvideos/5'));
  });

  it('a ptab of the mail tab opens Share via Mail, then Choose Sharing Page on its page', async () => {
    renderDetail(`/myvideos/5?ptab=${encodeURIComponent(encodePtab({ tab: 'mail', pageId: 3, videoId: 5 }))}`);
    const chooser = await screen.findByRole('dialog', { name: 'Choose Sharing Page' });
    screen.getByRole('dialog', { name: 'Share via Mail' });
    expect(screen.queryByRole('dialog', { name: 'Share via Link' })).toBeNull();
    await waitFor(() => expect(within(chooser).getByRole('button', { name: 'Choose Webinar' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/myvideos/5'));
  });

  it('drops a bad ptab from the address and opens nothing', async () => {
    renderDetail('/myvideos/5?ptab=not-base64-json&x=1');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/myvideos/5?x=1'));
    expect(screen.queryByRole('dialog', { name: 'Share via Link' })).toBeNull();
  });
});
