import { configureStore, createListenerMiddleware, createReducer } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../contract/live';
import { createLiveGate, liveUpdatesPaused, liveUpdatesResumed } from './liveGate';
import { liveMessageReceived } from './liveMiddleware';

/** A store with the gate before a listener and a reducer that both record the messages they see. */
function gatedStore() {
  const heard: LiveMessage[] = [];
  const listener = createListenerMiddleware();
  listener.startListening({ actionCreator: liveMessageReceived, effect: ({ payload }) => void heard.push(payload) });
  const reducer = createReducer([] as LiveMessage[], (builder) => builder.addCase(liveMessageReceived, (state, { payload }) => [...state, payload]));
  const store = configureStore({ reducer, middleware: (getDefault) => getDefault().concat(createLiveGate(), listener.middleware) });
  return { store, heard, tell: (message: LiveMessage) => store.dispatch(liveMessageReceived(message)) };
}

const progress = (type: number, id: number, percent: number): LiveMessage => ({
  command: 'videoEditor.progress.update',
  data: { id: 5, results: { type, id, progress: percent, status: 2, video: null, step: null } },
});
const listAdd = (id: number): LiveMessage => ({ command: 'videoEditor.list.add', data: { id } });

describe('createLiveGate', () => {
  it('lets messages through while not paused', () => {
    const { store, heard, tell } = gatedStore();
    tell(listAdd(1));
    expect(heard).toEqual([listAdd(1)]);
    expect(store.getState()).toEqual([listAdd(1)]);
  });

  it('holds messages while paused and replays them in order on resume', () => {
    const { store, heard, tell } = gatedStore();
    store.dispatch(liveUpdatesPaused());
    tell(listAdd(1));
    tell(progress(3, 9, 10));
    tell(listAdd(2));
    expect(heard).toEqual([]);
    expect(store.getState()).toEqual([]);

    store.dispatch(liveUpdatesResumed());
    expect(heard).toEqual([listAdd(1), progress(3, 9, 10), listAdd(2)]);
    expect(store.getState()).toEqual(heard);
    tell(listAdd(3));
    expect(heard.at(-1)).toEqual(listAdd(3));
  });

  it("keeps only an item's latest progress, in its first place", () => {
    const { store, heard, tell } = gatedStore();
    store.dispatch(liveUpdatesPaused());
    tell(progress(3, 9, 10));
    tell(progress(2, 9, 40));
    tell(listAdd(1));
    tell(progress(3, 9, 50));
    store.dispatch(liveUpdatesResumed());
    expect(heard).toEqual([progress(3, 9, 50), progress(2, 9, 40), listAdd(1)]);
  });

  it('stays paused until every pause is resumed, and an extra resume does nothing', () => {
    const { store, heard, tell } = gatedStore();
    store.dispatch(liveUpdatesPaused());
    store.dispatch(liveUpdatesPaused());
    tell(listAdd(1));
    store.dispatch(liveUpdatesResumed());
    expect(heard).toEqual([]);
    store.dispatch(liveUpdatesResumed());
    store.dispatch(liveUpdatesResumed());
    expect(heard).toEqual([listAdd(1)]);
    tell(listAdd(2));
    expect(heard).toEqual([listAdd(1), listAdd(2)]);
  });
});
