import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { apiSlice } from './api/apiSlice';
import { authSlice } from './features/auth/authSlice';
import { engineSyncMiddleware } from './features/editor/preview/engineSync';
import { loadingSlice } from './features/editor/loading/loadingSlice';
import { editorSlice } from './features/editor/state/editorSlice';
import { createLiveGate } from './live/liveGate';
import { createLiveMiddleware } from './live/liveMiddleware';
import { liveUploadUpdates } from './features/media/liveUploadUpdates';
import { liveItemUpdates } from './features/myItems/liveItemUpdates';
import { liveBatchUpdates } from './features/sharing/liveBatchUpdates';
import { liveMailUpdates } from './features/sharing/liveMailUpdates';
import { liveSoloUpdates } from './features/sharing/liveSoloUpdates';

const rootReducer = combineSlices(apiSlice, authSlice, editorSlice, loadingSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass a `preloadedState`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Project documents are plain JSON checked by their zod schemas; walking them on every action would slow editing.
        serializableCheck: { ignoredPaths: ['editor'], ignoredActionPaths: ['payload.document', 'payload.savedDocument', 'payload.change', 'meta.arg', 'meta.baseQueryMeta'] },
        immutableCheck: { ignoredPaths: ['editor'] },
      }).concat(
        // First, before every listener of live messages (and those added with addListener): while the batch detail view is open they are held (spec 002 §7).
        createLiveGate(),
        apiSlice.middleware,
        createLiveMiddleware(),
        engineSyncMiddleware.middleware,
        liveUploadUpdates.middleware,
        liveItemUpdates.middleware,
        liveSoloUpdates.middleware,
        liveBatchUpdates.middleware,
        liveMailUpdates.middleware,
      ),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
