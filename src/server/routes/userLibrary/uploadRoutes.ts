import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { LIVE_COMMANDS } from '../../../contract/live.ts';
import { type FieldProblem, replySchema } from '../../../contract/reply.ts';
import { libraryItemSchema } from '../../../contract/userLibrary.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { ApiError, fieldError, ok } from '../../http/reply.ts';
import { uploadProcessingJob } from '../../jobs/uploadProcessing.ts';
import { withWorkFolder } from '../../services/media/workFolder.ts';
import { inspectUpload, tooManyPixelsMessage } from '../../services/userLibrary/inspectUpload.ts';
import { defaultPageSize, notAcceptedMessage, UPLOAD_CATEGORIES, type UploadKind } from '../../services/userLibrary/uploadCategories.ts';
import { createUpload, deleteUpload, listUploads, renameUpload, toMediaItem, UPLOAD_NAME_MAX } from '../../services/userLibrary/uploadStore.ts';
import { readUploadForm, refuseOversizedUpload, tooLargeMessage, UPLOAD_MAX_BYTES, uploadFormLimits } from './readUploadForm.ts';
import { userInFlightLimit } from '../../http/userInFlightLimit.ts';

const UPLOAD_PAGE_MAX = 100;
const CONTENT_TYPES = ['image', 'video', 'audio', 'application'] as const;
const KIND_OF_CONTENT_TYPE: Record<(typeof CONTENT_TYPES)[number], UploadKind> = { image: 'image', video: 'video', audio: 'audio', application: 'csv' };

/** Legacy clients send empty parameters (`category=&type=`): they filter nothing. */
const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T) => z.union([z.enum(choices), z.literal('')]).optional();

/** The library's paging: without a limit, the page size is the category's (`defaultPageSize`). */
const paging = pageQuerySchema(undefined, UPLOAD_PAGE_MAX).shape;

const listQuery = z.object({
  category: optionalChoice(UPLOAD_CATEGORIES),
  type: optionalChoice(CONTENT_TYPES),
  query: z.string().trim().max(UPLOAD_NAME_MAX).optional(),
  limit: paging.limit.unwrap().optional(),
  offset: paging.offset,
});

const uploadName = z.string().trim().max(UPLOAD_NAME_MAX, `The name can be at most ${UPLOAD_NAME_MAX} characters.`);
const uploadFields = z
  .object({
    name: uploadName.optional(),
    category: z.enum(UPLOAD_CATEGORIES, `Choose a category: ${UPLOAD_CATEGORIES.join(', ')}.`),
  })
  .strict();

const itemParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

const itemShape =
  'A media item (spec 000 §3): {id, name, category, ctg: "upload", ctype: image|video|audio|application (a CSV), media_file, media_thumbnail, src, original_file, fileInfo, timestamp}. media_file and src are the address to play or show (the proxy once one is made, else the file as uploaded); original_file the file as uploaded; media_thumbnail a 320 px wide JPEG for images and videos, the file itself for a CSV (spec 002 §3), null for sound. Addresses hold 128 random bits and need no token (<img>, <video>, the engine worker); they serve Range requests and may be cached for ever. fileInfo: {format, size (bytes), duration (s, null for images and CSV), width, height (px, null for sound and CSV), codecs {video, audio} (ffprobe names), processing, status, progress}. status uses the generation codes: 1 ready, 3 queued, 2 processing, 0 failed; processing is true while queued or processing, and meanwhile media_file is the upload itself (browsers may not play it): the UI waits for status 1.';

/** The answer to a request for another user's, a deleted or an unknown item. */
const notFound = () => new ApiError(404, 'Not found.');

/** Uploads of one user under way at once (each may be 100 MB, probed and thumbnailed). */
const uploadLimit = userInFlightLimit('uploads', 3, 10);

/** preValidation: a path whose id is no item id (`/api/userlibrary/upload/abc/`) names no item: 404, before the body is checked. */
async function notFoundUnlessItemId(request: FastifyRequest) {
  if (!itemParams.safeParse(request.params).success) throw notFound();
}

/** Field-keyed 400 for upload form fields that do not pass `uploadFields`. */
function formFieldsError(error: z.ZodError): ApiError {
  const message: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const field = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? 'form');
    message[field] ??= { message: issue.code === 'unrecognized_keys' ? 'Only name, category and media_file are sent.' : issue.message };
  }
  return new ApiError(400, message);
}

/** The name an item gets when the form names none: the file's name without its extension. */
const nameFromFile = (fileName: string) => path.parse(path.basename(fileName)).name.slice(0, UPLOAD_NAME_MAX) || 'Untitled';

/** The user media library: list, upload, rename, delete (spec 000 §5, §7; 001 §3, §7; 002 §5, §7). */
export function uploadRoutes(app: FastifyInstance, { db, storage, jobs, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Authentication before anything is read, so that nobody sends 100 MB without a session.
  const onRequest = requireUser(db);

  routes.get(
    '/api/userlibrary/upload/',
    {
      onRequest,
      schema: {
        summary: "A page of the signed-in user's media library, newest first.",
        description: `Answers {isError, message, count, next, results}: next is the path of the next page (same filters and limit) or null. category: one of ${UPLOAD_CATEGORIES.join(', ')} (absent or empty: all). type: image, video, audio or application (CSV files) (absent or empty: all). query: part of the name, any case (empty: no search). limit 1-${UPLOAD_PAGE_MAX}, by default 20, and 40 for the audio and csv categories (spec 000 §9); offset from 0. Only the user's own items are listed. ${itemShape}`,
        querystring: listQuery,
        response: { 200: pagedSchema(libraryItemSchema) },
      },
    },
    async (request) => {
      const { category, type, query, offset } = request.query;
      const limit = request.query.limit ?? defaultPageSize(category || undefined);
      const { count, rows } = await listUploads(db, request.user.id, {
        category: category || undefined,
        kind: type ? KIND_OF_CONTENT_TYPE[type] : undefined,
        query: query || undefined,
        limit,
        offset,
      });
      const filters = Object.fromEntries(Object.entries({ category, type, query }).filter((entry): entry is [string, string] => Boolean(entry[1])));
      return pagedAnswer('/api/userlibrary/upload/', filters, { limit, offset }, { count, results: rows.map(toMediaItem) });
    },
  );

  // Multipart parsing only in this scope, so no other route accepts form uploads.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: uploadFormLimits });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/userlibrary/upload/',
      {
        ...uploadLimit.hooksAfter(onRequest, refuseOversizedUpload),
        schema: {
          summary: 'Upload a file to the media library.',
          description: `${uploadLimit.rule} multipart/form-data: name (at most ${UPLOAD_NAME_MAX} characters; empty or absent: the file's name), category (as in the list), media_file (one file, at most ${UPLOAD_MAX_BYTES / 2 ** 20} MB = ${UPLOAD_MAX_BYTES} bytes). The file is judged by its content, never its name or declared type: images png, jpeg/jpg, webp; videos mp4, mov, avi, webm, gif; sound mp3, wav (and WebM recordings in speechrecord); CSV (UTF-8 text that parses as CSV). The category must take the type (images for *_image and logo; videos for *_video; sound for music, speechupload, speechrecord, audio; CSV for csvupload and csv; images, videos or CSV for upload) and the name's extension must agree with the content (.jpg or .jpeg for JPEG; .mp4 or .mov for either MP4 or QuickTime). Refusals, with nothing stored, keyed by field: 413 {media_file: "${tooLargeMessage}"} before the body is read when Content-Length is over the limit (plus 64 KiB for the form), else as soon as the stream passes it; 415 for a type the category does not take (e.g. "${notAcceptedMessage('video_image')}") or a name that disagrees ("The file name ends in .mp4, but the file is a PNG file."); 422 for a file of the right type that cannot be used: empty, damaged, no video track, no sound, or a picture over 16384 px a side or 50 megapixels ("${tooManyPixelsMessage}", told from the header before anything decodes it); 400 for missing or unknown fields. Files are probed with ffprobe (duration, size, codecs, picture size) and images and videos get a thumbnail. What the engine cannot play (AVI, GIF, HEVC, MPEG-4 part 2 and other codecs WebCodecs lacks) is converted in a background job to MP4 (H.264, AAC); ?process=1 marks a screen or sound recording from the browser, which is always finalised (rewrapped with a duration and an index so it can be seeked, or converted when needed). Such items answer queued (fileInfo.processing true, status 3) and the owner's live socket gets {command: "${LIVE_COMMANDS.uploadProgress}", data: {id, progress, status, result: item}} as the job goes, the last with status 1 and media_file pointing at the proxy (or status 0 if it failed). result: the new item. ${itemShape}`,
          querystring: z.object({ process: z.enum(['0', '1']).optional() }),
          response: { 200: replySchema(libraryItemSchema) },
        },
      },
      async (request, reply) =>
        withWorkFolder(config.dataDir, async (folder) => {
          const form = await readUploadForm(request, folder).catch((error: unknown) => {
            // Closing the connection stops a client still sending the rest of a file that is too large.
            if (error instanceof ApiError && error.statusCode === 413) reply.header('Connection', 'close');
            throw error;
          });
          const fields = uploadFields.safeParse(form.fields);
          if (!fields.success) throw formFieldsError(fields.error);
          if (!form.file) throw fieldError('media_file', 'Choose a file to upload.');
          const { category } = fields.data;
          const inspected = await inspectUpload(form.file, category, {
            isRecording: request.query.process === '1',
            thumbnailPath: path.join(folder, 'thumbnail.jpg'),
          });
          const userId = request.user.id;
          const name = fields.data.name || nameFromFile(form.file.fileName);
          const row = await createUpload(db, storage, { userId, name, category, path: form.file.path, inspected });
          if (inspected.plan) {
            await jobs.send(uploadProcessingJob, { uploadId: row.id, plan: inspected.plan }).catch(async (error: unknown) => {
              await deleteUpload(db, storage, userId, row.id);
              throw error;
            });
          }
          return ok(toMediaItem(row), 'Uploaded.');
        }),
    );
  });

  routes.put(
    '/api/userlibrary/upload/:id/',
    {
      onRequest,
      preValidation: notFoundUnlessItemId,
      schema: {
        summary: 'Rename a media library item (sent on blur, spec 000 §5).',
        description: `Body {name}: trimmed, 1 to ${UPLOAD_NAME_MAX} characters; blank answers 400 {name: "Enter a name."}. Another user's, a deleted or an unknown item answers 404 "Not found.". result: the renamed item. ${itemShape}`,
        params: itemParams,
        body: z.object({ name: uploadName.min(1, 'Enter a name.') }),
        response: { 200: replySchema(libraryItemSchema) },
      },
    },
    async (request) => {
      const row = await renameUpload(db, request.user.id, request.params.id, request.body.name);
      if (!row) throw notFound();
      return ok(toMediaItem(row), 'Renamed.');
    },
  );

  routes.delete(
    '/api/userlibrary/upload/:id/',
    {
      onRequest,
      preValidation: notFoundUnlessItemId,
      schema: {
        summary: 'Delete a media library item and its files.',
        description:
          'Removes the item and every file it had (the upload, its thumbnail, its proxy): their addresses answer 404 from then on; a processing job still running drops its work. Another user\'s, a deleted or an unknown item answers 404 "Not found.". result: {id}.',
        params: itemParams,
        response: { 200: replySchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      if (!(await deleteUpload(db, storage, request.user.id, request.params.id))) throw notFound();
      return ok({ id: request.params.id }, 'Deleted.');
    },
  );
}
