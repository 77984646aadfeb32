import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProjectApi } from '../routes/projectTestApi';
import { decodePtab, encodePtab, rememberPtab } from '../routes/ptab';
import { renderTab } from '../tabs/tabTestSupport';
import { GenerateButton } from './GenerateButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Shows the query of the address. */
function Query() {
  return <output aria-label="Query">{useLocation().search}</output>;
}

/** Generates project 1 of the editor at `path` and answers the address it went to, with its query. */
async function generateAt(path: string, name: string) {
  const api = stubProjectApi();
  const { user, address } = renderTab(
    <>
      <GenerateButton />
      <Query />
    </>,
    path,
  );
  await user.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(address()).not.toBe(path));
  expect(api.requests.map(({ method, url }) => `${method} ${url}`).at(-1)).toMatch(/^POST \/api\/new(video\/video|image\/image)\/generate\/1\/$/);
  return `${address()}${screen.getByRole('status', { name: 'Query' }).textContent}`;
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
