import { type RefObject, useEffect, useState } from 'react';
import { type EngineClient, startEngine } from '../../../compositor/engineClient';
import { useAppStore } from '../../../hooks';
import { attachEngine } from './engineSync';

/**
 * Starts the editor's engine on a canvas made inside `holder` and attaches it to the store, so it
 * gets the open document and every change. Answers the client once it runs (null before), and
 * the start-up failure, if any.
 */
export function useEditorEngine(holder: RefObject<HTMLElement | null>): { engine: EngineClient | null; error: string | null } {
  const store = useAppStore();
  const [engine, setEngine] = useState<EngineClient | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The canvas is made here, not in JSX: its control moves to the worker once, and a remount needs a fresh one.
    const canvas = document.createElement('canvas');
    canvas.className = 'editor-canvas';
    canvas.setAttribute('aria-label', 'Scene canvas');
    canvas.setAttribute('role', 'img');
    holder.current?.prepend(canvas);
    let client: EngineClient | null = null;
    let detach = () => {};
    let isCancelled = false;
    startEngine(canvas, { preserveDrawingBuffer: true })
      .then((started) => {
        client = started;
        if (isCancelled) return started.dispose();
        detach = attachEngine(started, store.getState().editor.document);
        setEngine(started);
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
    return () => {
      isCancelled = true;
      detach();
      client?.dispose();
      canvas.remove();
      setEngine(null);
    };
  }, [holder, store]);

  return { engine, error };
}
