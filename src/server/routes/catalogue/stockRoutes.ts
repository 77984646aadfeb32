import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { processedStockSchema, stockPageSchema, stockTypeSchema } from '../../../contract/catalogueItems.ts';
import { replySchema } from '../../../contract/reply.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { pexelsProvider } from '../../services/stock/pexelsProvider.ts';
import { readStockFile, STOCK_FILE_NAME } from '../../services/stock/stockFiles.ts';
import { STOCK_PAGE_SIZE } from '../../services/stock/stockPaging.ts';
import { createStockService } from '../../services/stock/stockService.ts';
import { FileNotFoundError } from '../../services/storage/fileStorage.ts';

const itemId = z.string().regex(/^[a-z0-9-]{1,60}$/, 'Not a stock item id.');

const itemShape =
  'Each result is a Media item {id, name, ctype: "image" | "video", category: "stock", media_thumbnail (a 480 px JPEG), src (a preview: the picture, or the clip), media_file (the file to place, or null until processed), width, height, fileInfo: {duration (seconds) or null}, credit: {name, url} or null}. Our own items have ids "local-…" and credit null; a provider\'s items carry its numeric id and the credit it asks for (show it near the item).';

/**
 * Stock backgrounds (spec 000 §7 `GET /api/bgclip/search/` and `GET /api/bgclip/process/{type}/{id}/`):
 * the library we ship, then a provider's items when STOCK_API_KEY is set (Pexels' API).
 */
export function stockRoutes(app: FastifyInstance, { db, config, storage }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);
  const provider = config.stockApi ? pexelsProvider({ baseUrl: config.stockApi.url, apiKey: config.stockApi.key }) : null;
  const stock = createStockService({ provider, storage });

  routes.get(
    '/api/bgclip/search/',
    {
      onRequest,
      schema: {
        summary: 'Search stock images or video loops for backgrounds.',
        description: `Answers {isError, message, next, results}, ${STOCK_PAGE_SIZE} a page: our own library (generated backgrounds, the shipped photos, abstract video loops) that fits the query first (name and tags, best first; everything without a query), then, when a stock provider is configured, its results page by page (a blank query lists its featured items). next is the path of the next page (same type and query) or null. ${itemShape} type is required; query optional, up to 100 characters; page from 1.`,
        querystring: z.object({
          type: stockTypeSchema,
          query: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: { 200: stockPageSchema },
      },
    },
    async (request) => {
      const { type, page } = request.query;
      const query = request.query.query?.trim() ?? '';
      const { results, hasNext } = await stock.search(type, query, page);
      const next = hasNext ? `/api/bgclip/search/?${new URLSearchParams({ type, ...(query ? { query } : {}), page: String(page + 1) })}` : null;
      return { isError: false, message: '', next, results };
    },
  );

  routes.get(
    '/api/bgclip/process/:type/:id/',
    {
      onRequest,
      schema: {
        summary: 'Get the file of a stock item, ready to place.',
        description:
          'Answers {isError, message, result: {id, media_file, ctg}}: media_file is the address to place (as a background, image or video). Our own items answer at once; a provider item is copied into our storage the first time (later calls reuse it) and served from /api/bgclip/file/{name}, so it loads from our origin everywhere. ctg (optional, up to 40 characters: where it will be used, e.g. background or frame) is echoed back and changes nothing. An unknown item is 404 {isError: true, message: "No such stock item."} (spec 000 §8: the list resets to its first page); a provider failure is 502.',
        params: z.object({ type: stockTypeSchema, id: itemId }),
        querystring: z.object({
          ctg: z
            .string()
            .max(40)
            .regex(/^[\w-]*$/, 'Not a category.')
            .optional(),
        }),
        response: { 200: replySchema(processedStockSchema) },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const mediaFile = await stock.process(type, id);
      if (!mediaFile) throw new ApiError(404, 'No such stock item.');
      return ok({ id, media_file: mediaFile, ctg: request.query.ctg ?? null });
    },
  );

  routes.get(
    '/api/bgclip/file/:name',
    {
      schema: {
        summary: 'A stock provider file copied into our storage by process.',
        description:
          'No token needed (the engine and share pages load it). Names are {provider}-{type}-{id}.{jpg|mp4}, as process answers them; the content of a name never changes, so answers are cached for ever. Unknown names are 404.',
        params: z.object({ name: z.string().regex(STOCK_FILE_NAME, 'Not a stock file name.') }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      try {
        const stream = await readStockFile(storage, name);
        return reply
          .type(name.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(stream);
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new ApiError(404, 'Not found.');
        throw error;
      }
    },
  );

  routes.get(
    '/api/bgclip/preview/:type/:id/',
    {
      schema: {
        summary: "A stock provider item's small picture, passed on from the provider.",
        description:
          "No token needed (lists show it in <img>). The app loads pictures only from our origin, so a provider item's media_thumbnail and src point here. Only provider ids (digits) are looked up; others are 404, as are items the provider does not have. Cached a day.",
        params: z.object({ type: stockTypeSchema, id: itemId }),
      },
    },
    async (request, reply) => {
      const response = await stock.preview(request.params.type, request.params.id);
      if (!response?.body) throw new ApiError(404, 'Not found.');
      const type = response.headers.get('content-type') ?? '';
      return reply
        .type(type.startsWith('image/') ? type : 'image/jpeg')
        .header('Cache-Control', 'public, max-age=86400')
        .send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
    },
  );
}
