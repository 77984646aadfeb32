import type { AppStore } from '../../store';

const TOKEN_KEY = 'token';

/** The editor's entries, the only addresses the spec hands a token over to (spec 000 §3: the editor opened from another site). */
const TOKEN_HAND_OFF_PATHS = /^\/(video|image)(\/|$)/;

/**
 * Reads the stored token at start-up. A `?token=` in the address (sign-in handed over from another
 * site to the editor, spec 000 §3) is always removed from the address so that it is not bookmarked
 * or shared, and is taken only on the editor's entries and only when no session is stored: a link
 * can never replace the signed-in session, nor sign anyone in on another screen (issue 22: a
 * crafted link would sign the victim into someone else's account).
 */
export function takeStartupToken(): string | null {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('token');
  if (fromAddress !== null) {
    const isHandOff = TOKEN_HAND_OFF_PATHS.test(url.pathname);
    if (fromAddress && isHandOff && !localStorage.getItem(TOKEN_KEY)) localStorage.setItem(TOKEN_KEY, fromAddress);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return localStorage.getItem(TOKEN_KEY);
}

/** Keeps localStorage in step with the token in the store (login, logout, 401, failed start-up). */
export function persistToken(store: AppStore): () => void {
  let saved = store.getState().auth.token;
  return store.subscribe(() => {
    const { token } = store.getState().auth;
    if (token === saved) return;
    saved = token;
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  });
}
