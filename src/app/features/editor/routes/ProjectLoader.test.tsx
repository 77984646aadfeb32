import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../store';
import { ProjectLoader } from './ProjectLoader';
import { stubProjectApi } from './projectTestApi';
import { storedPtab } from './ptab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
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
});
