import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assetItemSchema, assetOverviewSchema } from '../../../contract/catalogueItems.ts';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { replySchema } from '../../../contract/reply.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer, pageOfList } from '../../http/paging.ts';
import { ok } from '../../http/reply.ts';
import { ASSET_CATALOGUES, ASSET_PAGE_MAX, type AssetCatalogue, findAssets } from '../../services/catalogue/assetCatalogues.ts';

const itemShape =
  'Each result: {id, name, src, media_file, media_thumbnail, category, ctype: "svg", group, tags, isColorable, width, height}: src (= media_file = media_thumbnail) is the SVG; width and height its viewBox size, for placing it at its aspect; isColorable says whether a fill colour recolours it (false for emoji and multi-colour art). Place it as an `elements` object (a `shape` for shapes) with _Src = src and _Data.type = category.';

const sources = {
  icons: "Every outline icon of Tabler Icons (MIT), in name order; tags and group are Tabler's own.",
  emoji: 'Every emoji Twemoji draws (graphics CC-BY 4.0), without skin-tone variants, in Unicode order; names and tags from Emojibase (MIT).',
  shapes: "Our own one-colour shapes (viewBox 100 x 100, stretched to the object's box).",
  elements: 'Our own illustrations (badges, banners, arrows, brush strokes, bubbles, lower thirds, marks, mockups, blobs…).',
};

/** The vector catalogues (spec 000 §7 `GET /api/assets/{icons,emoji,shapes,elements}/` with `?q=`, and `GET /api/assets/common/`). */
export function assetRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  for (const catalogue of Object.values(ASSET_CATALOGUES)) {
    routes.get(
      catalogue.path,
      {
        onRequest,
        schema: {
          summary: `The ${catalogue.category} catalogue, paged, searchable.`,
          description: `${sources[catalogue.category]} Answers {isError, message, count, next, results}: next is the path of the next page (same q and limit) or null. ${itemShape} q (optional, up to 100 characters): the items whose name or tags fit every word of it, best first (a name word before a name prefix before a tag, shorter names first on ties); a q without letters or digits lists everything. limit 1-${ASSET_PAGE_MAX} (default ${catalogue.pageSize}, spec 000 §9), offset from 0.`,
          querystring: z.object({
            q: z.string().max(100).optional(),
            ...pageQuerySchema(catalogue.pageSize, ASSET_PAGE_MAX).shape,
          }),
          response: { 200: pagedSchema(assetItemSchema) },
        },
      },
      async (request) => {
        const q = request.query.q?.trim() || undefined;
        return pagedAnswer(catalogue.path, q ? { q } : {}, request.query, pageOfList(findAssets(catalogue, q), request.query));
      },
    );
  }

  routes.get(
    '/api/assets/common/',
    {
      onRequest,
      schema: {
        summary: 'The first items of every vector catalogue, for the Elements tab overview.',
        description: `result: {icons, emoji, shapes, elements}, each {count, next, results} with the overview sizes of spec 000 §9 (${Object.values(ASSET_CATALOGUES)
          .map((catalogue) => `${catalogue.category} ${catalogue.overviewSize}`)
          .join(', ')}); next is that catalogue's path for the rest at its own page size (for example /api/assets/icons/?limit=80&offset=50) or null. Items as in each catalogue.`,
        response: { 200: replySchema(assetOverviewSchema) },
      },
    },
    async () => {
      const { icons, emoji, shapes, elements } = ASSET_CATALOGUES;
      return ok({ icons: overviewOf(icons), emoji: overviewOf(emoji), shapes: overviewOf(shapes), elements: overviewOf(elements) });
    },
  );
}

/** A catalogue's first items for the overview, its count and the path of the rest at its own page size (null when none is left). */
function overviewOf(catalogue: AssetCatalogue) {
  const items = catalogue.items();
  const results = items.slice(0, catalogue.overviewSize);
  const next = items.length > results.length ? `${catalogue.path}?limit=${catalogue.pageSize}&offset=${results.length}` : null;
  return { count: items.length, next, results };
}
