import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long browsers may keep a catalogue SVG before asking again (a week; the ETag makes the check cheap). */
const maxAgeSeconds = 7 * 24 * 3600;

/**
 * Answers an SVG file of ours as `image/svg+xml`, cacheable, with an ETag (304 when the client
 * has it) and a policy that runs nothing inside it when opened on its own.
 */
export async function sendSvgFile(request: FastifyRequest, reply: FastifyReply, file: string) {
  const content = await readFile(file);
  const etag = `"${createHash('sha1').update(content).digest('base64url').slice(0, 16)}"`;
  reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}`).header('ETag', etag).header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(content);
}
