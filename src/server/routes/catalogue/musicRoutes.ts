import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { musicItemSchema } from '../../../contract/catalogueItems.ts';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer, pageOfList } from '../../http/paging.ts';
import { musicLibrary } from '../../services/catalogue/musicLibrary.ts';

/** Music page size (spec 000 §9). */
export const MUSIC_PAGE_SIZE = 10;

/** The music library (spec 000 §7 `GET /api/aivideo/music/`, paged by 10). */
export function musicRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/aivideo/music/',
    {
      onRequest,
      schema: {
        summary: 'The royalty-free music library, paged by 10.',
        description: `Tracks we synthesise ourselves (scripts/assets/music/), ours to license, levelled to -16 LUFS, MP3 128 kbit/s. Answers {isError, message, count, next, results}: next is the path of the next page (same limit) or null. Each result is a Music item {id, name, time, src, mood}: time is the duration in seconds (2 decimals), src the MP3's address, mood a word or two ("Upbeat corporate", "Calm ambient"). Place it as a music object with _Src = src. limit 1-50 (default ${MUSIC_PAGE_SIZE}), offset from 0.`,
        querystring: pageQuerySchema(MUSIC_PAGE_SIZE, 50),
        response: { 200: pagedSchema(musicItemSchema) },
      },
    },
    async (request) => pagedAnswer('/api/aivideo/music/', {}, request.query, pageOfList(musicLibrary(), request.query)),
  );
}
