import { useEffect } from 'react';
import { AUTOSAVE_INTERVAL_MS } from '../../../../scene/constants';
import { useAppDispatch, useAppStore } from '../../../hooks';
import { autosaveTurn } from './autosave';
import { syncLocalCopy } from './localCopy';

/**
 * Runs the autosave queue while the editor is open (every 1000 ms, spec 000 §7); when the page is
 * closed or reloaded with edits the server does not have yet, keeps them in this browser (the
 * next opening restores them) and asks before leaving.
 */
export function useAutosave(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const timer = window.setInterval(() => void dispatch(autosaveTurn()), AUTOSAVE_INTERVAL_MS);
    const warn = (event: BeforeUnloadEvent) => {
      const { editor } = store.getState();
      if (editor.document === editor.savedDocument) return;
      syncLocalCopy(editor);
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dispatch, store]);
}
