import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sharePageCsp } from './publicPage/sharePageCsp.ts';

/**
 * Sends a public HTML page with its strict CSP (`nonce`: the one its brand `<style>` carries; a
 * page without one gets a fresh unused nonce), never stored by browsers or proxies (counts and
 * edits show at once), not indexed.
 */
export function sendPublicPage(reply: FastifyReply, status: number, html: string, nonce = randomBytes(12).toString('base64')): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Content-Security-Policy', sharePageCsp(nonce))
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .send(html);
}
