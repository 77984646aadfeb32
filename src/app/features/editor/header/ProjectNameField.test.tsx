import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubProjectApi } from '../../../../../tests/support/app/projectApi';
import { renderTab } from '../../../../../tests/support/app/renderTab';
import { ProjectNameField } from './ProjectNameField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the project name', () => {
  it('restores the previous name when left blank, and sends nothing (spec 000 §5)', async () => {
    const api = stubProjectApi();
    const { store, user } = renderTab(<ProjectNameField />, '/video/1/0/avatar');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Project name' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.tab();
    expect(field.value).toBe('Test');
    expect(store.getState().editor.project?.name).toBe('Test');
    expect(api.requests).toEqual([]);
  });

  it('saves a new name on blur and makes it the page title', async () => {
    const api = stubProjectApi();
    const { store, user } = renderTab(<ProjectNameField />, '/video/1/0/avatar');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Project name' });
    await user.clear(field);
    await user.type(field, ' Spring sale ');
    await user.tab();
    expect(store.getState().editor.project?.name).toBe('Spring sale');
    await waitFor(() => expect(api.requests).toEqual([{ method: 'PUT', url: '/api/newvideo/video/1/', body: JSON.stringify({ name: 'Spring sale' }) }]));
    expect(document.title).toBe('Spring sale · Avatar Studio');
  });
});
