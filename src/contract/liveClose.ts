/** Close code of a live socket whose session ended (logout, password change or reset, removal, expiry): the app signs out and does not reconnect. */
export const SESSION_ENDED_CLOSE = 4001;
