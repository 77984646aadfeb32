import { type RefObject, useEffect, useState } from 'react';
import { type EngineClient, startEngine } from '../../../engineClient/engineClient';
import { useAppStore } from '../../../hooks';
import { withDrawnScene } from './drawnScenes';
import { attachEngine } from './engineSync';

/** The editor's engine once it runs (null before), its start-up failure, and the scenes it has drawn at least once. */
export type EditorEngine = { engine: EngineClient | null; error: string | null; drawnSceneIds: ReadonlySet<number> };

const noScenes: ReadonlySet<number> = new Set();

/**
 * Starts the editor's engine on a canvas made inside `holder` and attaches it to the store, so it
 * gets the open document and every change. Answers the client once it runs (null before), the
 * start-up failure, if any, and the scenes whose first frame is drawn (from the engine's frame events).
 */
export function useEditorEngine(holder: RefObject<HTMLElement | null>): EditorEngine {
  const store = useAppStore();
  const [engine, setEngine] = useState<EngineClient | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawnSceneIds, setDrawnSceneIds] = useState(noScenes);

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
    startEngine(canvas, { preserveDrawingBuffer: true, onEvent: (event) => !isCancelled && setDrawnSceneIds((drawn) => withDrawnScene(drawn, event)) })
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
      setDrawnSceneIds(noScenes);
    };
  }, [holder, store]);

  return { engine, error, drawnSceneIds };
}
