import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../http/storedFileReply.ts';
import { isMailPictureName, RENDER_FILE_NAME, RENDER_FILE_ROUTE, renderFileContentType, renderFileKey } from '../../services/generation/renderFiles.ts';

/** A download name as a Content-Disposition header: ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentHeader(name: string): string {
  const clean =
    [...name]
      .map((character) => (character < ' ' || character === '\u007f' || '"\\/'.includes(character) ? '_' : character))
      .join('')
      .trim() || 'download';
  const ascii = clean.replace(/[^\u0020-\u007e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** Generated files (videos, images, thumbnails), by their unguessable names. */
export function renderFileRoutes(app: FastifyInstance, { storage }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${RENDER_FILE_ROUTE}:name`,
    {
      schema: {
        summary: "A generated file: the MP4 of a video, the PNG or JPEG of an image, a thumbnail, a mail code's GIF or still.",
        description:
          'By the name in mainVideoGenerate.video, mainVideoGenerate.jpeg or thumbnail. No token needed (files play in <video> and load in <img>): names hold 128 random bits and never change their content, so answers may be cached for ever. One byte range answers 206 with Content-Range (the player seeks), a range past the end 416, none the whole file. ?download={file name} (e.g. "My video.mp4", at most 255 characters) answers it as an attachment of that name (Download). A mail code\'s pictures ({id}-mail.gif, {id}-mail.jpg, an image\'s {id}-image.jpg) carry Cross-Origin-Resource-Policy: cross-origin, since mail readers load them from other sites; every other file same-origin.',
        params: z.object({ name: z.string().regex(RENDER_FILE_NAME, 'Not a generated file name.') }),
        querystring: z.object({ download: z.string().trim().min(1).max(255).optional() }),
      },
    },
    (request, reply) => {
      const { name } = request.params;
      if (request.query.download) reply.header('Content-Disposition', attachmentHeader(request.query.download));
      // A mail code's pictures show in mail readers on other origins.
      if (isMailPictureName(name)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return sendStoredFile(request, reply, storage, { key: renderFileKey(name), contentType: renderFileContentType(name) });
    },
  );
}
