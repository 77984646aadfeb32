import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../http/storedFileReply.ts';
import { LIBRARY_FILE_NAME, LIBRARY_FILE_ROUTE, libraryFileContentType, libraryFileKey } from '../../services/userLibrary/libraryFiles.ts';

/** The files of the media library (uploads, thumbnails, proxies), by their unguessable names. */
export function libraryFileRoutes(app: FastifyInstance, { storage }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${LIBRARY_FILE_ROUTE}:name`,
    {
      schema: {
        summary: 'A media library file, by the name in media_file, media_thumbnail or original_file.',
        description:
          "No token needed (files load in <img>, <video> and the engine worker): names hold 128 random bits and a name never changes its content, so answers may be cached for ever. One byte range (Range: bytes=a-b, a-, -n) answers 206 with Content-Range; a range past the end 416; several ranges, or none, the whole file (200). Content-Type from the format. Deleted items' files answer 404.",
        params: z.object({ name: z.string().regex(LIBRARY_FILE_NAME, 'Not a library file name.') }),
      },
    },
    (request, reply) => {
      const { name } = request.params;
      return sendStoredFile(request, reply, storage, { key: libraryFileKey(name), contentType: libraryFileContentType(name) });
    },
  );
}
