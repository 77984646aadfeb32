import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { colorsCombineSchema, savedColorsSchema } from '../../../contract/colors.ts';
import { replySchema } from '../../../contract/reply.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/reply.ts';
import { BUILT_IN_GRADIENTS, EDITOR_FONTS, MERGE_TAGS } from '../../services/projects/editorCatalogue.ts';
import { findUserColors, MAX_USER_COLORS, readColorList, saveUserColors } from '../../services/projects/userColors.ts';

/** The editor's colour picker data: My Colors, gradients, fonts and merge tags (spec 000 §7). */
export function colorRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/colors/combine/',
    {
      onRequest,
      schema: {
        summary: "The editor's picker data: the user's colours, built-in gradients, fonts and merge tags.",
        description: `result: {colors: the user's saved colours, newest first ([] before the first save); gradients: ${BUILT_IN_GRADIENTS.length} built-in linear gradients of 2 or 3 stops, each {kind: "linear", angle (degrees), stops: [{offset 0..1, color}]} as a background's or shape's gradient; fonts: the family names the editor offers, the picker fonts of spec 000 §9 first (${EDITOR_FONTS.join(', ')}), each shipped with the product and drawn by the engine under that name (proprietary ones with a metric-compatible or look-alike free substitute, listed in THIRD_PARTY_NOTICES.md); mergeTags: suggested contact fields for {{name}} tags (${MERGE_TAGS.join(', ')})}.`,
        response: { 200: replySchema(colorsCombineSchema) },
      },
    },
    async (request) => ok({ colors: await findUserColors(db, request.user.id), gradients: [...BUILT_IN_GRADIENTS], fonts: [...EDITOR_FONTS], mergeTags: [...MERGE_TAGS] }),
  );

  routes.post(
    '/api/colors/',
    {
      onRequest,
      schema: {
        summary: "Replace the user's saved colours (My Colors).",
        description: `Body {colors}: the whole list, newest first, comma-joined as the spec sends it ("#e7416a,rgb(1, 2, 3)": commas inside parentheses belong to the colour) or as a list of strings. Entries are trimmed and empty ones skipped ("" clears the list); each must be a hex (3, 4, 6 or 8 digits), rgb(a), hsl(a) or keyword colour, else 400 message.colors '"{entry}" is not a colour.' and nothing changes. Repeats are dropped (ignoring case and spaces, first kept) and the first ${MAX_USER_COLORS} kept. result: {colors} as stored.`,
        body: z.object({ colors: z.union([z.string().max(20_000), z.array(z.string().max(200)).max(1000)]) }),
        response: { 200: replySchema(savedColorsSchema) },
      },
    },
    async (request) => {
      const colors = readColorList(request.body.colors);
      return ok({ colors: await saveUserColors(db, request.user.id, colors) });
    },
  );
}
