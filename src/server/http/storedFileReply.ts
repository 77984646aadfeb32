import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileNotFoundError, type FileStorage } from '../services/storage/fileStorage.ts';
import { byteRange } from './byteRange.ts';
import { ApiError } from './reply.ts';

/** The Content-Security-Policy of a stored file opened on its own: nothing loads, no script runs. */
export const STORED_FILE_POLICY = "default-src 'none'; sandbox";

/**
 * Answers a request for a stored file whose name never changes its content (cached for ever),
 * honouring a single byte range so that media elements and the engine can seek: 206 with
 * Content-Range for a satisfiable range, 416 for one past the end, else 200 with the whole file.
 * A missing file answers 404 "Not found.". A stored file is only ever data: the browser may not
 * guess another type than the one sent (nosniff), and one opened on its own runs nothing (a CSP
 * sandbox without scripts), so that even a file that is also valid HTML (a polyglot) stays inert.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: { key: string; contentType: string }) {
  let size: number;
  try {
    ({ size } = await storage.stat(file.key));
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new ApiError(404, 'Not found.');
    throw error;
  }
  const range = byteRange(request.headers.range, size);
  reply.header('Accept-Ranges', 'bytes').header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', STORED_FILE_POLICY);
  if (range.status === 416) {
    return reply.code(416).header('Content-Range', `bytes */${size}`).send(new ApiError(416, 'The requested range is outside the file.').toJSON());
  }
  reply.header('Content-Type', file.contentType).header('Cache-Control', 'public, max-age=31536000, immutable');
  const { start, end } = range.status === 206 ? range : { start: 0, end: size - 1 };
  if (range.status === 206) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', end - start + 1);
  // HEAD (fastify drains the body and keeps our Content-Length) and empty files need no reading.
  if (request.method === 'HEAD' || size === 0) return reply.send(Readable.from([]));
  return reply.send(await storage.read(file.key, { start, end }));
}
