import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { authApi } from './authApi';
import { sessionEnded } from './authEvents';
import type { User } from '../../../contract/account';

export interface AuthState {
  isAuthenticated: boolean;
  /** True from start-up until the current-user fetch answers. */
  isLoading: boolean;
  token: string | null;
  user: User | null;
}

/** The state at start-up: with a stored token the user is loading until GET user answers. */
export function startingAuthState(token: string | null): AuthState {
  return { isAuthenticated: false, isLoading: token !== null, token, user: null };
}

const signedOut = startingAuthState(null);

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOut,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => signedOut)
      .addMatcher(isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.googleSignIn.matchFulfilled), (_state, { payload }) => ({
        isAuthenticated: true,
        isLoading: false,
        token: payload.token,
        user: payload.user,
      }))
      .addMatcher(authApi.endpoints.getCurrentUser.matchFulfilled, (state, { payload }) => {
        // An answer that lands after logout must not sign the user back in.
        if (state.token === null) return;
        state.user = payload;
        state.isAuthenticated = true;
        state.isLoading = false;
      })
      .addMatcher(authApi.endpoints.getCurrentUser.matchRejected, (state, action) =>
        // A "condition" rejection only means the same request was already in flight.
        action.meta.condition ? state : signedOut,
      );
  },
  selectors: {
    selectIsAuthenticated: (auth) => auth.isAuthenticated,
    selectIsLoading: (auth) => auth.isLoading,
    selectToken: (auth) => auth.token,
    selectUser: (auth) => auth.user,
  },
});

export const { selectIsAuthenticated, selectIsLoading, selectToken, selectUser } = authSlice.selectors;
