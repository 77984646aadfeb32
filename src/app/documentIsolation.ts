import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isGoogleSignInPage } from '../contract/signInPages';

/** Set while a page is loaded again to get the other kind of document; cleared once a page has the kind it needs. */
const RELOADED_KEY = 'document-isolation-reloaded';

/**
 * Loads the page again from the server when its document is not of the kind the page needs:
 * cross-origin isolated (`isolated`, what the engine's shared clock needs) or not (what Google
 * Identity Services needs on the sign-in pages, `signInPages.ts`). A page reached inside the app
 * keeps the document the tab started with, so moving between the two kinds takes one load. At most
 * one load per tab until a page gets the kind it needs: where the server can never isolate (a
 * plain-http address other than localhost) the page stays as it is. Answers whether it reloads.
 */
export function reloadForIsolation(isolated: boolean): boolean {
  // Where the browser does not say (jsdom), there is nothing to do.
  if (typeof window.crossOriginIsolated !== 'boolean') return false;
  if (window.crossOriginIsolated === isolated) {
    sessionStorage.removeItem(RELOADED_KEY);
    return false;
  }
  if (sessionStorage.getItem(RELOADED_KEY)) return false;
  sessionStorage.setItem(RELOADED_KEY, window.location.pathname);
  window.location.reload();
  return true;
}

/**
 * Keeps every page but the Google sign-in pages cross-origin isolated: one reached from a sign-in
 * page (answered without isolation while Google sign-in is offered) is loaded again. The sign-in
 * button asks for the other kind itself (`GoogleSignInButton`).
 */
export function useIsolatedPages(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isGoogleSignInPage(pathname)) reloadForIsolation(true);
  }, [pathname]);
}
