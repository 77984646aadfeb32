import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, jsonReply } from '../../../../../tests/support/app/apiServer';
import { stubProjectApi } from '../../../../../tests/support/app/projectApi';
import { decodePtab, encodePtab, rememberPtab } from '../routes/ptab';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { GenerateButton } from './GenerateButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Generates project 1 of the editor at `path` and answers the address it went to, with its query. */
async function generateAt(path: string, name: string) {
  const api = stubProjectApi();
  const { user, address } = renderTab(<GenerateButton />, path);
  await user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(address()).not.toBe(path));
  expect(api.requests.map(({ method, url }) => `${method} ${url}`).at(-1)).toMatch(/^POST \/api\/new(video\/video|image\/image)\/generate\/1\/$/);
  return address();
}

describe('after generating (spec 000 §2)', () => {
  it('a video goes to /myvideos/{id}', async () => {
    expect(await generateAt('/video/1/0/avatar', 'Generate Video')).toBe('/myvideos/1');
  });

  it('an image goes to /myimages/{imageId}', async () => {
    expect(await generateAt('/image/1/0/avatar', 'Publish')).toBe('/myimages/1');
  });

  it('an image opened from a video project goes to /myimages/{videoId}/ with the kept ptab, now naming the image', async () => {
    rememberPtab(1, encodePtab({ tab: 'link', videoId: 12 }));
    const [where, query] = (await generateAt('/image/1/0/avatar', 'Publish')).split('?ptab=');
    expect(where).toBe('/myimages/12/');
    expect(decodePtab(decodeURIComponent(query!))).toEqual({ tab: 'link', videoId: 12, imageId: 1 });
  });
});

const NO_CREDITS = 'Not enough Avatar Video credits left to generate this video: it needs 1. Renew your subscription to get more.';

/** The server: saves answer `saveStatus`, generate calls 402 without credits; answers the requests seen. */
function refusingServer(saveStatus = 200) {
  return serveApi(({ url }) => {
    if (url.pathname.includes('/generate/')) return jsonReply({ isError: true, message: NO_CREDITS, result: null }, 402);
    if (saveStatus !== 200) return jsonReply({ isError: true, message: 'Down for maintenance.', result: null }, saveStatus);
    return jsonReply({ isError: false, message: '', result: { id: 1, name: 'Test', revision: 2 } });
  });
}

describe('a refused generate (issue 23, instead of spec 000 §4 "on failure go to the list")', () => {
  it("stays in the editor and says the server's reason, leading to the credits, until dismissed", async () => {
    refusingServer();
    const { user, address } = renderTab(<GenerateButton />, '/video/1/0/avatar');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    const note = await screen.findByRole('alert');
    expect(note.textContent).toContain('The video was not generated');
    expect(note.textContent).toContain(NO_CREDITS);
    expect(within(note).getByRole('link', { name: 'See my credits' }).getAttribute('href')).toBe('/subscription');
    expect(address()).toBe('/video/1/0/avatar');
    expect((screen.getByRole('button', { name: 'Generate Video' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(within(note).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the project could not be saved first, and generates nothing', async () => {
    const requests = refusingServer(503);
    const { user, address } = renderTab(<GenerateButton />, '/image/1/0/avatar');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const note = await screen.findByRole('alert');
    expect(note.textContent).toContain('The image was not published');
    expect(note.textContent).toContain('Your latest changes could not be saved, so nothing was generated.');
    expect(within(note).queryByRole('link')).toBeNull();
    expect(requests.some((request) => request.url.includes('/generate/'))).toBe(false);
    expect(address()).toBe('/image/1/0/avatar');
  });
});
