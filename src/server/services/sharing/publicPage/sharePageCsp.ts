/**
 * The Content-Security-Policy of the public share pages (and their 410/404 pages): nothing but our
 * own origin; scripts only from files (no inline script at all), styles from our stylesheet and the
 * one `<style>` carrying `nonce` (the brand colour); no forms, no base, framed only by our app
 * (the page editor's preview frames).
 * @param nonce - fresh per answer, base64 or hex (printed in the page's `<style nonce>`)
 */
export function sharePageCsp(nonce: string): string {
  if (!/^[A-Za-z0-9+/=_-]{8,}$/.test(nonce)) throw new RangeError('a CSP nonce is base64 or hex, at least 8 characters');
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}
