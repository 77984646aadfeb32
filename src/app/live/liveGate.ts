import { createAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { LIVE_COMMANDS, type LiveMessage } from '../../contract/live';
import { liveMessageReceived } from './liveMiddleware';

/** The live updates stop reaching the app and are held until resumed (spec 002 §7: "The shell pauses it while the batch-detail view is open"). */
export const liveUpdatesPaused = createAction('live/updatesPaused');

/** The held live updates reach the app, in the order they came, and new ones pass again. */
export const liveUpdatesResumed = createAction('live/updatesResumed');

/**
 * The key a held progress update is kept under: its progress type and item (a later one of the
 * same item takes its place: only where the item now is matters); null for any other message.
 */
function progressKey(message: LiveMessage): string | null {
  const results = (message.data as { results?: { type?: unknown; id?: unknown } } | null)?.results;
  const isProgress = message.command === LIVE_COMMANDS.progressUpdate && typeof results?.type === 'number' && typeof results.id === 'number';
  return isProgress ? `progress:${results.type}:${results.id}` : null;
}

/**
 * The gate of the live updates (spec 002 §4 "Batch generation" item 6): between
 * `liveUpdatesPaused` and `liveUpdatesResumed` every `live/messageReceived` is held instead of
 * reaching the reducers and the features' listeners; on resume they are dispatched again in the
 * order they came, so the lists catch up with everything that happened meanwhile. Pauses nest
 * (two views pausing need two resumes). Progress updates of one item are folded into the latest,
 * so a long pause during a large batch holds one message per item, not one per step. Register it
 * before the listeners that react to live messages.
 */
export function createLiveGate(): Middleware {
  let pauses = 0;
  let held = new Map<string, UnknownAction>();
  let sequence = 0;

  return (api) => (next) => (action) => {
    if (liveMessageReceived.match(action) && pauses > 0) {
      held.set(progressKey(action.payload) ?? `message:${(sequence += 1)}`, action);
      return action;
    }
    if (liveUpdatesPaused.match(action)) pauses += 1;
    if (liveUpdatesResumed.match(action)) pauses = Math.max(0, pauses - 1);
    const result = next(action);
    if (liveUpdatesResumed.match(action) && pauses === 0 && held.size > 0) {
      const replayed = [...held.values()];
      held = new Map();
      for (const message of replayed) api.dispatch(message);
    }
    return result;
  };
}
