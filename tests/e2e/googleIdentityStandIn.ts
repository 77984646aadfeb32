import type { BrowserContext } from 'playwright-core';
import { GOOGLE_IDENTITY_SCRIPT_URL } from '../../src/app/features/auth/googleIdentityServices.ts';

const GOOGLE_ORIGIN = 'https://accounts.google.com';

/**
 * Google Identity Services' client, as far as the app uses it: `initialize` keeps the callback;
 * `renderButton` puts Google's button frame in the slot; a credential posted by Google's window
 * reaches the callback. Served as Google serves it, from Google's origin and without the
 * Cross-Origin-Resource-Policy header that a cross-origin isolated page asks for.
 */
const CLIENT_SCRIPT = `(() => {
  let options;
  window.google = { accounts: { id: {
    initialize(given) { options = given; },
    renderButton(parent, look) {
      const frame = document.createElement('iframe');
      frame.src = '${GOOGLE_ORIGIN}/gsi/button?client_id=' + encodeURIComponent(options.client_id) + '&text=' + look.text;
      frame.title = 'Sign in with Google Button';
      frame.style.cssText = 'width: ' + look.width + 'px; height: 44px; border: 0';
      parent.append(frame);
    },
  } } };
  window.addEventListener('message', (event) => {
    if (event.origin === '${GOOGLE_ORIGIN}' && event.data && event.data.credential) options.callback({ credential: event.data.credential });
  });
})();`;

/** The button frame: a click opens Google's account chooser in a popup, as `ux_mode: 'popup'` does. */
const BUTTON_PAGE = `<!doctype html><body style="margin: 0; font: 14px sans-serif">
<button style="width: 100%; height: 40px; border: 1px solid #dadce0; border-radius: 4px; background: #fff">Sign in with Google</button>
<script>document.querySelector('button').onclick = () => window.open('${GOOGLE_ORIGIN}/gsi/select', 'g_select', 'popup,width=400,height=500');</script>`;

/** The account chooser: the account is chosen at once, and its ID token goes to the page through the button frame (its opener). */
const chooserPage = (idToken: string) => `<!doctype html><script>window.opener.parent.postMessage({ credential: ${JSON.stringify(idToken)} }, '*'); window.close();</script>`;

/**
 * Answers the browser context's requests to Google Identity Services (script, button frame,
 * account chooser) offline, the chooser handing over `idToken` (signed by the test's Google peer).
 * Only what Google itself would send comes back: no isolation headers.
 */
export async function serveGoogleIdentityStandIn(context: BrowserContext, idToken: string): Promise<void> {
  await context.route(GOOGLE_IDENTITY_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: CLIENT_SCRIPT }));
  await context.route(`${GOOGLE_ORIGIN}/gsi/button*`, (route) => route.fulfill({ contentType: 'text/html', body: BUTTON_PAGE }));
  await context.route(`${GOOGLE_ORIGIN}/gsi/select`, (route) => route.fulfill({ contentType: 'text/html', body: chooserPage(idToken) }));
}
