import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../hooks';
import { downloadName } from '../../myItems/itemRules';
import { KINDS } from '../../myItems/myItemsApi';
import { shownDocument } from '../../../../scene/mergeFallbacks';
import { generateSpeechFrom } from '../speech/generateSpeech';
import { saveNow } from '../state/autosave';
import { canExportInBrowser, downloadBlob, exportInBrowser } from './exportInBrowser';

/** Where an Export now stands: `progress` is the percentage of frames encoded while exporting. */
export type ExportNowState = { phase: 'idle' } | { phase: 'exporting'; progress: number } | { phase: 'failed'; message: string };

/**
 * Drives Export now for the open project: whether this browser can encode it (`isSupported`, null
 * while the probe runs), `start` (saves first, like Generate Video, then exports the saved document
 * and downloads `{name}.mp4`) and `cancel`. Nothing is sent to the server but the save: no credits,
 * and the project stays a draft.
 */
export function useExportNow() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const size = useAppSelector((state) => state.editor.document?.size ?? null);
  const [isSupported, setIsSupported] = useState<boolean | null>(null);
  const [state, setState] = useState<ExportNowState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    if (size === null) return;
    let isCurrent = true;
    void canExportInBrowser(size).then((can) => isCurrent && setIsSupported(can));
    return () => {
      isCurrent = false;
    };
  }, [size]);
  // Leaving the editor ends an export under way (and its worker).
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'exporting', progress: 0 });
    try {
      // The file speaks every scene, as a generated one does: speech not made yet is made first.
      if (!(await dispatch(generateSpeechFrom(0)))) throw new Error('The speech could not be made.');
      const isSaved = await dispatch(saveNow());
      const { project, savedDocument } = store.getState().editor;
      if (!isSaved || !project || !savedDocument) throw new Error('The project could not be saved.');
      let shown = 0;
      const file = await exportInBrowser(
        shownDocument(savedDocument),
        (fraction) => {
          const progress = Math.floor(fraction * 100);
          if (progress !== shown) setState({ phase: 'exporting', progress: (shown = progress) });
        },
        controller.signal,
      );
      downloadBlob(file, downloadName(project, KINDS.video));
      setState({ phase: 'idle' });
    } catch (error) {
      setState(controller.signal.aborted ? { phase: 'idle' } : { phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = null;
    }
  }, [dispatch, store]);

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ phase: 'idle' }), []);

  return { isSupported, state, start, cancel, dismiss };
}
