import { createAction } from '@reduxjs/toolkit';

/**
 * The session is over: logout, or the server answered 401. Lives apart from the auth
 * slice so that the API slice can dispatch it without importing the slice (import cycle).
 */
export const sessionEnded = createAction('auth/sessionEnded');
