import { useEffect, useState } from 'react';
import { readApiError } from '../../api/apiError';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { type PageDraft, pageChanges } from './pageEditorRules';
import { useUpdateSharingPageMutation } from './sharingApi';

/** Edits are saved once the typing has paused this long, ms. */
export const AUTOSAVE_DELAY_MS = 700;

/** Where the editor's saving stands. */
export type SaveState = 'saved' | 'saving' | 'failed';

/**
 * The page editor's autosave: once `draft` has stayed the same for a moment, sends the changed
 * fields that pass the contract's rules (`PUT /api/salespage/{id}/`), one save at a time. A failed
 * save is tried again at the next edit. `savedCount` counts the saves, so the preview reloads after each.
 */
export function usePageAutosave(pageId: number, initial: PageDraft, draft: PageDraft) {
  const [saved, setSaved] = useState(initial);
  const [savedCount, setSavedCount] = useState(0);
  const [failure, setFailure] = useState<{ draft: PageDraft; message: string } | null>(null);
  const [update, updating] = useUpdateSharingPageMutation();
  const settled = useDebouncedValue(draft, AUTOSAVE_DELAY_MS);

  useEffect(() => {
    const changes = pageChanges(saved, settled);
    if (!changes || updating.isLoading || failure?.draft === settled) return;
    void update({ id: pageId, update: changes.update }).then((reply) => {
      if ('error' in reply) return setFailure({ draft: settled, message: readApiError(reply.error).message });
      setFailure(null);
      setSaved((before) => ({ ...before, ...changes.sent }));
      setSavedCount((count) => count + 1);
    });
  }, [pageId, saved, settled, update, updating.isLoading, failure]);

  const hasUnsaved = pageChanges(saved, draft) !== null;
  const state: SaveState = failure && failure.draft === draft ? 'failed' : hasUnsaved || updating.isLoading ? 'saving' : 'saved';
  return { state, savedCount, failure: state === 'failed' ? failure!.message : null };
}
