import { useEffect } from 'react';
import { isFileDrag } from './stage/fileDrop';

/**
 * Keeps a file dropped anywhere in the editor from opening in the tab, the browser's default (the
 * work would be left behind): a file drag that no element took (the canvas, an upload box, called
 * preventDefault) is refused, its pointer showing that no drop is possible there, and its drop does
 * nothing. Listens on the window, after the page's own handlers.
 */
export function useFileDropGuard(): void {
  useEffect(() => {
    const refuse = (event: DragEvent) => {
      if (event.defaultPrevented || !isFileDrag(event.dataTransfer)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);
}
