import { useEffect } from 'react';
import { useAppDispatch } from '../../../hooks';
import type { AppThunk } from '../../../store';
import { untilPreviewDrawn } from '../preview/engineSync';
import { loadingEnded, loadingStarted, type LoadingOperation } from './loadingSlice';

/**
 * Runs a command of the editor with its loading text (spec 000 §8) on the canvas: from the start
 * until `work` is done and, when the player is stopped, the preview has drawn its change (media
 * loaded). The text goes when the command ends, failed or not; the overlay never takes the pointer.
 * Answers what `work` answers.
 */
export function whileLoading<T>(operation: LoadingOperation, work: () => T | Promise<T>): AppThunk<Promise<T>> {
  return async (dispatch, getState) => {
    dispatch(loadingStarted(operation));
    try {
      const result = await work();
      // Playing or paused, the engine draws the timeline: a draw of the scene at rest would flash in it.
      if (getState().editor.playerStatus === 0) await untilPreviewDrawn();
      return result;
    } finally {
      dispatch(loadingEnded(operation));
    }
  };
}

/** Shows `operation`'s loading text while `isWaiting` (a list a panel needs is on its way). */
export function useLoadingWhile(operation: LoadingOperation, isWaiting: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isWaiting) return;
    dispatch(loadingStarted(operation));
    return () => void dispatch(loadingEnded(operation));
  }, [dispatch, operation, isWaiting]);
}
