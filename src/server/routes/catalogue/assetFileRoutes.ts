import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/reply.ts';
import { sendSvgFile } from '../../http/svgFile.ts';
import { EMOJI_CODE, emojiFile } from '../../services/catalogue/emojiCatalogue.ts';
import { ICON_NAME, iconFile } from '../../services/catalogue/iconCatalogue.ts';

/** A file name `{name}.svg` whose name matches `pattern`; the name alone goes to the handler. */
const svgName = (pattern: RegExp, message: string) =>
  z.object({
    file: z
      .string()
      .max(120)
      .regex(new RegExp(`^${pattern.source.slice(1, -1)}\\.svg$`), message)
      .transform((file) => file.slice(0, -4)),
  });

const fileDescription =
  'No token needed (the engine and share pages load it as an image). The name is checked against the catalogue, so only its own files are ever read: a malformed name is 400, an unknown one 404. Cached a week, with an ETag (If-None-Match answers 304).';

/** The SVG files of the icon and emoji catalogues, served from the installed packages. */
export function assetFileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/assets/icons/:file',
    {
      schema: {
        summary: 'An icon of the icon catalogue as SVG (Tabler Icons, outline, stroke in currentColor).',
        description: `Path: /api/assets/icons/{name}.svg, the src of an icon. ${fileDescription}`,
        params: svgName(ICON_NAME, 'Not an icon file name.'),
      },
    },
    async (request, reply) => {
      const file = iconFile(request.params.file);
      if (!file) throw new ApiError(404, 'No such icon.');
      return sendSvgFile(request, reply, file);
    },
  );

  routes.get(
    '/api/assets/emoji/:file',
    {
      schema: {
        summary: 'An emoji of the emoji catalogue as SVG (Twemoji, CC-BY 4.0).',
        description: `Path: /api/assets/emoji/{code points}.svg, the src of an emoji. ${fileDescription}`,
        params: svgName(EMOJI_CODE, 'Not an emoji file name.'),
      },
    },
    async (request, reply) => {
      const file = emojiFile(request.params.file);
      if (!file) throw new ApiError(404, 'No such emoji.');
      return sendSvgFile(request, reply, file);
    },
  );
}
