// Test support only: an editor tab rendered at an editor address with an open project.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { ProjectDocument } from '../../../src/scene/document';
import { testProject, type TestScene } from '../testDocument';
import { makeStore } from '../../../src/app/store';
import { projectOpened, selectionChanged } from '../../../src/app/features/editor/state/editorSlice';
import { renderWithProviders } from './renderWithProviders';

/** jsdom has no modal dialogs: open and close set the attribute as browsers do. */
export function installDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** A ResizeObserver that never reports (jsdom has none; components that measure themselves only need it to exist). */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

/**
 * Renders `tab` at `path` (`/video/1/0/image`) with project 1 open, its first scene built from
 * `scene`, the `selected` objects selected and the route `state` (a replace in progress).
 */
export function renderTab(tab: ReactElement, path: string, options: { scene?: TestScene; selected?: string[]; state?: unknown; document?: ProjectDocument } = {}) {
  const store = makeStore();
  const document = options.document ?? testProject([options.scene ?? {}]);
  store.dispatch(projectOpened({ project: { id: 1, editorType: path.startsWith('/image') ? 'image' : 'video', name: 'Test' }, document, revision: 1 }));
  if (options.selected) store.dispatch(selectionChanged(options.selected));
  const { user } = renderWithProviders(tab, { store, path, state: options.state, showAddress: true });
  return {
    store,
    user,
    /** The objects of the first scene, without the background. */
    objects: () => store.getState().editor.document!.scenes['1']!.jsonData.objects.slice(1),
    scene: () => store.getState().editor.document!.scenes['1']!,
    address: () => screen.getByRole('status', { name: 'Address' }).textContent,
  };
}
