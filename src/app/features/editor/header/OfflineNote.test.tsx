import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBlankProject } from '../../../../scene/factories';
import { addObject } from '../../../../scene/ops/objects';
import { createTextObject } from '../../../../scene/ops/newObjects';
import { serveApi, jsonReply } from '../../../../../tests/support/app/apiServer';
import { renderWithProviders } from '../../../../../tests/support/app/renderWithProviders';
import { makeStore } from '../../../store';
import { autosaveTurn } from '../state/autosave';
import { editDocument } from '../state/editDocument';
import { projectOpened } from '../state/editorSlice';
import { localCopyKey } from '../state/localCopy';
import { OfflineNote } from './OfflineNote';

afterEach(() => localStorage.clear());

const project = { id: 1, editorType: 'video' as const, name: 'Test' };

describe('OfflineNote', () => {
  it('says the changes are kept after three failed saves, keeps them in the browser, and goes once a save gets through', async () => {
    let isOnline = false;
    const requests = serveApi(() =>
      isOnline ? jsonReply({ isError: false, message: '', result: { id: 1, name: 'Test', revision: 2 } }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const store = makeStore();
    store.dispatch(projectOpened({ project, document: createBlankProject(), revision: 1 }));
    renderWithProviders(<OfflineNote />, { store });
    const note = screen.getByRole('status');
    store.dispatch(editDocument((document) => addObject(document, 1, createTextObject('heading', 0, 'title'))));

    for (const turn of [1, 2]) {
      await act(() => store.dispatch(autosaveTurn()));
      expect([turn, note.textContent]).toEqual([turn, '']);
    }
    await act(() => store.dispatch(autosaveTurn()));
    expect(note.textContent).toBe('Offline: changes kept');
    expect(requests).toHaveLength(3);
    const kept = JSON.parse(localStorage.getItem(localCopyKey(project))!) as {
      revision: number;
      document: { scenes: Record<string, { jsonData: { objects: { id: string }[] } }> };
    };
    expect(kept.revision).toBe(1);
    expect(kept.document.scenes['1']!.jsonData.objects.map((object) => object.id)).toEqual(['background-1', 'title']);

    isOnline = true;
    await act(() => store.dispatch(autosaveTurn()));
    expect(note.textContent).toBe('');
    expect(localStorage.getItem(localCopyKey(project))).toBeNull();
    expect(store.getState().editor.savedRevision).toBe(2);
  });
});
