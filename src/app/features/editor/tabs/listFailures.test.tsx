import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonReply, pageOf, serveApi } from '../../../../../tests/support/app/apiServer';
import { installDialogs, renderTab } from '../../../../../tests/support/app/renderTab';
import { stockItem } from '../../../../../tests/support/catalogueItems';
import { parseEditorPath } from '../routes/editorPath';
import { ImageTab } from './ImageTab';
import { TemplateScenesList } from './TemplateScenesList';
import { TemplatesTab } from './TemplatesTab';

// Lists of the editor's tabs whose calls fail (spec 000 §8): no message, the default list where there is one.

afterEach(() => vi.restoreAllMocks());

describe('failed lists', () => {
  it('drops a failed stock search and shows the default list again, without a message', async () => {
    installDialogs();
    const requests = serveApi(({ url }) => {
      if (url.searchParams.get('query')) return jsonReply({ isError: true, message: 'The stock service is down.' }, 502);
      return pageOf([stockItem('local-sunset', 'Sunset hills', 'image')], url);
    });
    const { user } = renderTab(<ImageTab />, '/video/1/0/image');
    await screen.findByRole('button', { name: 'Add image Sunset hills' });
    await user.type(screen.getByRole('searchbox', { name: 'Search stock images' }), 'lake');
    // The search is sent once typing pauses; its failure leaves the default list in place.
    await waitFor(() => expect(requests.some((request) => request.url.includes('query=lake'))).toBe(true), { timeout: 5000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add image Sunset hills' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be loaded|No images match/)).toBeNull();
  });

  it('only logs a failed template list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi(() => jsonReply({ isError: true, message: 'Server error.' }, 500));
    renderTab(<TemplatesTab where={parseEditorPath('/video/1/0/templates')!} />, '/video/1/0/templates');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The template list could not be loaded'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be loaded|No templates/)).toBeNull();
  });

  it('only logs scenes of a template that could not be added, and keeps the list for another try', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveApi(() => jsonReply({ isError: true, message: 'Server error.' }, 500));
    const state = { name: 'Sales intro', id: 'sales-intro', list: [{ sceneIndex: 0, name: 'Intro', thumbnail: '' }] };
    const { user, store } = renderTab(<TemplateScenesList where={parseEditorPath('/video/1/0/templates/list')!} />, '/video/1/0/templates/list', { state });
    await user.click(screen.getByRole('button', { name: 'Add 1 scene' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The scenes of template sales-intro could not be added', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(Object.keys(store.getState().editor.document!.scenes)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 1 scene' }).hasAttribute('disabled')).toBe(false));
  });
});
