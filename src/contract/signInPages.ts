/**
 * The pages that show "Sign in with Google" (spec 001 §1): with Google sign-in offered, the server
 * answers them without cross-origin isolation (COOP same-origin-allow-popups, no COEP), since
 * Google Identity Services' script, button frame and popup cannot work in an isolated page. Every
 * other page is isolated (the engine's shared clock needs it); see `documentIsolation.ts`.
 */
export const GOOGLE_SIGN_IN_PAGES = ['/login', '/register'] as const;

/** Whether `pathname` (with or without its trailing slash) is one of {@link GOOGLE_SIGN_IN_PAGES}. */
export function isGoogleSignInPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (GOOGLE_SIGN_IN_PAGES as readonly string[]).includes(path);
}
