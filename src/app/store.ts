import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { apiSlice } from './api/apiSlice';
import { authSlice } from './features/auth/authSlice';
import { createLiveMiddleware } from './live/liveMiddleware';

const rootReducer = combineSlices(apiSlice, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass a `preloadedState`. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiSlice.middleware, createLiveMiddleware()),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
