import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubProjectApi } from '../../../../../tests/support/app/projectApi';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';
import { ProjectActions } from './ProjectActions';

beforeEach(installDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Duplicate and Delete of the open project', () => {
  it('Duplicate saves, copies and opens the copy at /video/{newId}/0/avatar in a new tab', async () => {
    const api = stubProjectApi();
    const tab = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { address } = renderTab(<ProjectActions />, '/video/1/0/avatar');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Duplicate video' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('/video/99/0/avatar'));
    expect(api.requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/newvideo/video/1/', 'GET /api/newvideo/video/copy/1/']);
    expect(address()).toBe('/video/1/0/avatar');
  });

  it('Delete asks first; Cancel keeps the project, Delete deletes it and goes to My Videos', async () => {
    const api = stubProjectApi();
    const { address, user } = renderTab(<ProjectActions />, '/video/1/0/avatar');
    await user.click(screen.getByRole('button', { name: 'Delete video' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to delete this video?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete video' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(address()).toBe('/myvideos/'));
    expect(api.requests.map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /api/newvideo/video/1/']);
  });
});
