import { createAction, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { authApi } from '../features/auth/authApi';
import { sessionEnded } from '../features/auth/authEvents';
import type { LiveMessage } from '../../contract/live';
import { liveSocketUrl, openLiveConnection } from './liveConnection';

/** A message from the live socket; features react to the commands they own. */
export const liveMessageReceived = createAction<LiveMessage>('live/messageReceived');

/**
 * Keeps one live socket open while a user is signed in: opened when the session starts or is
 * restored, closed when it ends (also when the server says the session ended elsewhere: a logout
 * in another tab, a password change or reset, removal from the organisation). Messages are dispatched as `live/messageReceived`.
 */
export function createLiveMiddleware() {
  const listener = createListenerMiddleware();
  let connection: { close(): void } | null = null;

  listener.startListening({
    matcher: isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.getCurrentUser.matchFulfilled),
    effect: (_action, api) => {
      const { token } = (api.getState() as { auth: { token: string | null } }).auth;
      if (connection || !token) return;
      connection = openLiveConnection({
        url: liveSocketUrl(window.location, token),
        onMessage: (message) => api.dispatch(liveMessageReceived(message)),
        onSessionEnded: () => api.dispatch(sessionEnded()),
      });
    },
  });

  listener.startListening({
    actionCreator: sessionEnded,
    effect: () => {
      connection?.close();
      connection = null;
    },
  });

  return listener.middleware;
}
