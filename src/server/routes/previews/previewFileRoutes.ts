import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../http/storedFileReply.ts';
import { PREVIEW_FILE_NAME, PREVIEW_FILE_ROUTE, previewContentType, previewFileKey } from '../../services/previews/previewFiles.ts';

/** Preview files (template pictures and preview videos), by their names. */
export function previewFileRoutes(app: FastifyInstance, { storage }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${PREVIEW_FILE_ROUTE}:name`,
    {
      schema: {
        summary: 'A preview file: a JPEG picture or an MP4 preview video of a template.',
        description:
          "By the name in a template list item (thumbnail, video, scenes[].thumbnail and the variants'). No token needed (they load in <img> and play in <video>). A name is a hash of what the file shows and of the engine that drew it, so it never changes its content: answers are cached for ever (Cache-Control: public, max-age=31536000, immutable). One byte range answers 206 with Content-Range, a range past the end 416, none the whole file. A name not made (yet) answers 404.",
        params: z.object({ name: z.string().regex(PREVIEW_FILE_NAME, 'Not a preview file name.') }),
      },
    },
    (request, reply) => sendStoredFile(request, reply, storage, { key: previewFileKey(request.params.name), contentType: previewContentType(request.params.name) }),
  );
}
