/** Where the login flow sends people. Pure functions of the address. */

const LOGIN_PATH = '/login/';

/**
 * A same-site path (one leading "/", no scheme, no host, no white space or backslash),
 * or null. Stops `?redirect=//evil.example` style open redirects.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** After login: the `redirect` query if same-site, else the template copy page, else home. */
export function postLoginPath(query: URLSearchParams): string {
  const redirect = safeRedirectPath(query.get('redirect'));
  if (redirect) return redirect;
  const template = query.get('template');
  if (template) return `/new-template?template=${encodeURIComponent(template)}`;
  return '/';
}

/**
 * Where an anonymous visitor of a signed-in page goes: home goes to plain login, the
 * template copy page keeps its template (spec 001 §2), anything else comes back after login.
 */
export function loginPathFor(pathname: string, search: string): string {
  if (pathname === '/') return LOGIN_PATH;
  const template = new URLSearchParams(search).get('template');
  if (/^\/new-template\/?$/.test(pathname) && template) {
    return `${LOGIN_PATH}?template=${encodeURIComponent(template)}`;
  }
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/** A server-sent `redirectTo`: an in-app path, an absolute http(s) address, or nothing usable. */
export function serverRedirectTarget(value: string | undefined): { path: string } | { url: string } | null {
  const path = safeRedirectPath(value);
  if (path) return { path };
  if (value && /^https?:\/\/[^\s]+$/i.test(value)) return { url: value };
  return null;
}
