import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { LIVE_COMMANDS, type LiveMessage, PROGRESS_TYPES } from '../../../contract/live';
import { useThrottledCallback } from '../../components/useThrottledCallback';
import { useAppDispatch } from '../../hooks';
import { liveMessageReceived } from '../../live/liveMiddleware';

/** The per-contact list asks for its page again at most this often while a batch moves, ms. */
export const CONTACTS_REFRESH_MS = 1000;

/**
 * Whether a live message moves a contact of batch `batchId` of video `videoId`: the batch's
 * progress (type 3: a contact finished), or a personalised item of the video (type 2: a contact
 * started rendering; the message names the item, which the detail rows do not, so any of the
 * video's counts).
 */
function movesBatch({ command, data }: LiveMessage, videoId: number, batchId: number): boolean {
  if (command !== LIVE_COMMANDS.progressUpdate) return false;
  const { id, results } = (data ?? {}) as { id?: unknown; results?: { type?: unknown; id?: unknown } };
  return (results?.type === PROGRESS_TYPES.batch && results.id === batchId) || (results?.type === PROGRESS_TYPES.solo && id === videoId);
}

/** Calls `onChange` (at most once a second) when the socket says a contact of the batch moved. Held messages (the detail view open) do not count until they are let through. */
export function useBatchLiveChanges(videoId: number, batchId: number, onChange: () => void): void {
  const dispatch = useAppDispatch();
  const throttled = useThrottledCallback(onChange, CONTACTS_REFRESH_MS);
  useEffect(() => {
    const listening = addListener({
      actionCreator: liveMessageReceived,
      effect: ({ payload }) => {
        if (movesBatch(payload, videoId, batchId)) throttled();
      },
    });
    // The listener middleware answers an added listener with the function that removes it (the store's dispatch type does not say so).
    return dispatch(listening) as unknown as UnsubscribeListener;
  }, [dispatch, videoId, batchId, throttled]);
}
