// Test support only: what the personalisation dialogs' component tests share.
import { act } from '@testing-library/react';
import type { PersonalisationEntry } from '../../../src/contract/personalisation';
import type { MergeTagPair } from '../../../src/scene/mergeTags';
import { liveMessageReceived } from '../../../src/app/live/liveMiddleware';
import type { AppStore } from '../../../src/app/store';

/** Typing into jsdom is slow on busy shared cores: the form tests get this long, ms. */
export const TYPING_TEST_MS = 20_000;

/** A history entry as the server answers it: pending for `values` unless `fields` say otherwise. */
export function historyEntry(id: number, allMergeTag: MergeTagPair[], values: Record<string, string>, fields: Partial<PersonalisationEntry> = {}): PersonalisationEntry {
  return {
    id,
    type: 2,
    itemId: 5,
    progress: fields.status === 1 ? 100 : 0,
    status: 3,
    timestamp: '2026-11-27T10:00:00.000Z',
    campaignUrl: `http://localhost/s/token${id}`,
    code: null,
    codeText: null,
    mailPictures: null,
    allMergeTag,
    mergeTagValue: values,
    pronunciation: {},
    video: null,
    fileName: 'Hello.mp4',
    message: null,
    ...fields,
  };
}

/** The text of what describes an input (its hint or error). */
export function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** Tells the store, as the socket does, how personalised item `id` of item `itemId` goes (progress `type` 1 a download, 2 a link; 3 a batch, with its counts). */
export function tellProgress(
  store: AppStore,
  itemId: number,
  results: { type: number; id: number; progress: number; status: number; video?: string | null; message?: string | null; generatedCount?: number; totalCount?: number },
) {
  act(() => {
    store.dispatch(liveMessageReceived({ command: 'videoEditor.progress.update', data: { id: itemId, results: { video: null, step: null, ...results } } }));
  });
}
