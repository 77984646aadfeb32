import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { addObject } from '../../../../scene/ops/objects';
import { createTextObject } from '../../../../scene/ops/newObjects';
import { makeStore } from '../../../store';
import { autosaveTurn } from '../state/autosave';
import { localCopyKey, syncLocalCopy } from '../state/localCopy';
import { ProjectLoader } from './ProjectLoader';
import { stubProjectApi } from '../../../../../tests/support/app/projectApi';
import { storedPtab } from './ptab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

/** Shows the address with its query. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** Opens video project `projectId` at `address` through the loader; My Videos is a plain page. */
function renderLoader(projectId: number, address: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/myvideos/" element={<h1>My Videos</h1>} />
          <Route
            path="*"
            element={
              <ProjectLoader editorType="video" projectId={projectId}>
                <h1>Editor</h1>
              </ProjectLoader>
            }
          />
        </Routes>
        <Address />
      </MemoryRouter>
    </Provider>,
  );
  return { store, address: () => screen.getByRole('status', { name: 'Address' }).textContent };
}

describe('ProjectLoader', () => {
  it('goes back to My Videos when the project does not exist (404)', async () => {
    const api = stubProjectApi();
    const { address } = renderLoader(42, '/video/42/0/avatar');
    expect(await screen.findByRole('heading', { name: 'My Videos' })).toBeTruthy();
    expect(address()).toBe('/myvideos/');
    expect(api.requests).toEqual([{ method: 'GET', url: '/api/newvideo/video/42/', body: '' }]);
  });

  it('keeps ?ptab= for the session and removes it from the address', async () => {
    stubProjectApi();
    const { address, store } = renderLoader(1, '/video/1/0/avatar?ptab=eyJ2aWRlb0lkIjoxMn0%3D&size=1');
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
    expect(address()).toBe('/video/1/0/avatar?size=1');
    expect(storedPtab(1)).toBe('eyJ2aWRlb0lkIjoxMn0=');
    expect(store.getState().editor.project).toMatchObject({ id: 1, name: 'Test' });
  });

  it('opens with the edits this browser kept that the server does not have, for the autosave to send', async () => {
    const api = stubProjectApi();
    const server = createBlankProject();
    const project = { id: 1, editorType: 'video' as const, name: 'Test' };
    const edited = addObject(server, 1, createTextObject('heading', 0, 'title'));
    syncLocalCopy({ project, document: edited, savedDocument: server, savedRevision: 1 });
    const { store } = renderLoader(1, '/video/1/0/avatar');
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
    const { document, savedDocument, savedRevision } = store.getState().editor;
    // The kept edit (a heading added) replayed on the server's copy, which the autosave diffs against.
    expect(document!.scenes['1']!.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'title']);
    expect(savedDocument!.scenes['1']!.jsonData.objects.map((object) => object.id)).toEqual(['background-1']);
    expect(savedRevision).toBe(1);
    expect(localStorage.getItem(localCopyKey(project))).not.toBeNull();

    // The autosave sends the kept edit; once the server has it the browser forgets it.
    await act(() => store.dispatch(autosaveTurn()));
    expect(api.requests.at(-1)).toMatchObject({ method: 'PUT', url: '/api/newvideo/video/1/' });
    expect(store.getState().editor.savedRevision).toBe(2);
    expect(localStorage.getItem(localCopyKey(project))).toBeNull();
  });
});
