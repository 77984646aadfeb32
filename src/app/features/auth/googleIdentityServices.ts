/** The Google Identity Services client library; loaded only when the server offers Google sign-in. */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** What Google Identity Services hands the page after a sign-in: the ID token the server checks. */
export interface GoogleCredentialResponse {
  credential: string;
}

/** The part of `google.accounts.id` the sign-in button uses. */
export interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' | 'redirect' }): void;
  renderButton(
    parent: HTMLElement,
    options: { type?: 'standard' | 'icon'; theme?: 'outline' | 'filled_blue'; size?: 'large' | 'medium'; text?: 'signin_with' | 'signup_with' | 'continue_with'; width?: number },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/**
 * `google.accounts.id`, adding the library's script to the page once (a second caller waits for
 * the same script). Rejects when the script cannot be loaded (blocked, offline).
 */
export function loadGoogleIdentityServices(): Promise<GoogleAccountsId> {
  const ready = () => window.google?.accounts?.id;
  const loaded = ready();
  if (loaded) return Promise.resolve(loaded);
  let script = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT_URL}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    document.head.append(script);
  }
  const element = script;
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => {
      const library = ready();
      if (library) resolve(library);
      else reject(new Error('Google Identity Services did not start'));
    });
    element.addEventListener('error', () => reject(new Error('Google Identity Services could not be loaded')));
  });
}
