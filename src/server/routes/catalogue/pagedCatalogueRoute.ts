import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type PageQuery, pagedSchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { type ListPage, pagedAnswer } from '../../http/paging.ts';

/** The query of a catalogue list: paging, and for some catalogues the `kind` it keeps. */
type CatalogueQuery<Kind extends string> = PageQuery & { kind?: Kind | undefined };

/** A paged catalogue made from definitions held in memory: where, what the reference says, the query, its items and how a page is cut. */
type PagedCatalogue<Kind extends string, Item extends z.ZodType> = {
  path: string;
  summary: string;
  description: string;
  querystring: z.ZodType<CatalogueQuery<Kind>>;
  item: Item;
  page: (limit: number, offset: number, kind?: Kind) => ListPage<z.output<Item>>;
};

/**
 * The signed-in `GET` of a paged catalogue (the object, text and scene animations): answers
 * {isError, message, count, next, results}, `next` repeating the `kind` asked after the paging.
 */
export function pagedCatalogueRoute<Kind extends string, Item extends z.ZodType>(app: FastifyInstance, { db }: Pick<AppContext, 'db'>, catalogue: PagedCatalogue<Kind, Item>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    catalogue.path,
    {
      onRequest: requireUser(db),
      schema: { summary: catalogue.summary, description: catalogue.description, querystring: catalogue.querystring, response: { 200: pagedSchema(catalogue.item) } },
    },
    async (request) => {
      const { limit, offset, kind } = request.query;
      return pagedAnswer(catalogue.path, {}, { limit, offset }, catalogue.page(limit, offset, kind), kind ? { kind } : {});
    },
  );
}
