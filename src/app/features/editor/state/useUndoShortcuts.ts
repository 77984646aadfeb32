import { useEffect } from 'react';
import { useAppDispatch } from '../../../hooks';
import { isTypingTarget } from '../keyboard';
import { redo, undo } from './editDocument';

/** Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes, unless a text field has focus (it keeps its own undo). */
export function useUndoShortcuts(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch(undo());
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch(redo());
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
