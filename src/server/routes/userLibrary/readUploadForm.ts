import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../http/reply.ts';
import { refuseControlCharacters } from '../../http/textInput.ts';

/** Largest upload (spec 000 §5, §9; 002 §5): 100 MB of 2^20 bytes. */
export const UPLOAD_MAX_BYTES = 100 * 2 ** 20;

/** The multipart limits of the upload call: one file of at most UPLOAD_MAX_BYTES and a few short text fields. */
export const uploadFormLimits = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 9, fieldSize: 4096 };

export const tooLargeMessage = 'The file must be 100 MB or smaller.';

/** Room for the form around the file: part headers, boundaries and the short text fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * An onRequest hook: a request whose Content-Length says it is larger than the largest file and
 * its form answers 413 at once, before a byte of its body is read, and its connection is closed.
 * A body without a length (chunked) is cut off while streaming instead.
 */
export async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply) {
  if (Number(request.headers['content-length'] ?? 0) <= UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) return;
  reply.header('Connection', 'close');
  throw new ApiError(413, { media_file: { message: tooLargeMessage } });
}

/** An upload form as received: its text fields, and its file written to a local path. */
export type UploadForm = { fields: Record<string, string>; file: { path: string; fileName: string } | undefined };

/**
 * Reads the multipart form of an upload, writing the file part `media_file` to `folder` as it
 * arrives (never holding it in memory). A file over the limit is cut off while streaming: the
 * request is answered 413 at once and the partial file is the caller's to remove with `folder`.
 */
export async function readUploadForm(request: FastifyRequest, folder: string): Promise<UploadForm> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the upload as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: UploadForm['file'];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'media_file') throw fieldError(part.fieldname, 'Only one file, media_file, is accepted.');
      const target = path.join(folder, 'upload');
      const cutOff = new AbortController();
      part.file.once('limit', () => cutOff.abort());
      try {
        await pipeline(part.file, createWriteStream(target), { signal: cutOff.signal });
      } catch (error) {
        if (cutOff.signal.aborted) throw new ApiError(413, { media_file: { message: tooLargeMessage } });
        throw error;
      }
      file = { path: target, fileName: part.filename };
    }
    refuseControlCharacters({ ...fields, ...(file && { media_file: file.fileName }) }, { allowLineBreaks: false, fallback: 'form' });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, { media_file: { message: tooLargeMessage } });
    if (code === 'FST_FILES_LIMIT') throw fieldError('media_file', 'Only one file, media_file, is accepted.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, 'Too many form fields.');
    throw error;
  }
  return { fields, file };
}
