import type { FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of a public page: scripts only from our origin or carrying this
 * answer's nonce (never inline without it), styles from our origin or inline (the brand colour),
 * pictures, media and beacons only from our origin, no plugins, no forms, no base changes.
 */
export function sharePageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Sends a public HTML page: its own CSP, never stored by browsers or proxies (counts and edits show at once), not indexed. */
export function sendPublicPage(reply: FastifyReply, status: number, html: string, nonce = ''): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', nonce ? sharePageCsp(nonce) : "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'")
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .send(html);
}

/** The page of an address that names no link (404). */
export const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>Page not found</h1><p>This link is not valid. Check that it was copied whole.</p></body></html>';
