import { useEffect } from 'react';
import { AUTOSAVE_INTERVAL_MS } from '../../../../scene/constants';
import { useAppDispatch, useAppStore } from '../../../hooks';
import { autosaveTurn } from './autosave';

/**
 * Runs the autosave queue while the editor is open (every 1000 ms, spec 000 §7) and asks before
 * the page is closed with edits the server does not have yet.
 */
export function useAutosave(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const timer = window.setInterval(() => void dispatch(autosaveTurn()), AUTOSAVE_INTERVAL_MS);
    const warn = (event: BeforeUnloadEvent) => {
      const { document, savedDocument } = store.getState().editor;
      if (document !== savedDocument) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dispatch, store]);
}
