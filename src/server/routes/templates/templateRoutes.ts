import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_MAX_LIMIT, LIST_PAGE_SIZE, type PageQuery, pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { projectCopySchema } from '../../../contract/projects.ts';
import { replySchema } from '../../../contract/reply.ts';
import { templateListItemSchema, templateScenesReplySchema } from '../../../contract/templates.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { createProject } from '../../services/projects/projectStore.ts';
import { TEMPLATES } from '../../services/templates/templateCatalogue.ts';
import type { TemplateDefinition, TemplateKind } from '../../services/templates/templateDefinition.ts';
import { findTemplate, readTemplateSize, searchTemplates, templateDocument, templateScenes } from '../../services/templates/templateLibrary.ts';
import { templateListItem } from '../../services/templates/templatePreviews.ts';
import { sendTemplatePreviewJobs } from '../../jobs/previewJobs.ts';
import type { CanvasSizeIndex } from '../../../scene/constants.ts';

const sizeParam = z.enum(['0', '1', '2', '16:9', '1:1', '9:16']);
const humanParam = z.enum(['0', '1']);

/** What the template lists answer: a page of templates. */
const templateListSchema = pagedSchema(templateListItemSchema);

/** Query of the template lists: search, size, paging. */
const listQuery = z.object({
  q: z.string().max(100).optional(),
  size: sizeParam.optional(),
  ...pageQuerySchema().shape,
});

const itemDescription =
  'Each result: {id (lowercase words joined by hyphens), name, kind ("video" or "image"), mode (project mode: 0 avatar video, 1 video without avatar, 2 image), human (1 with the talking avatar, else 0), tags, sceneCount, duration (seconds of video, 0 for images), thumbnail, video, previewStatus, scenes [{sceneIndex, name, duration, thumbnail, video: null}], hVideo, sVideo, vVideo (the 16:9, 1:1 and 9:16 variants, each {id, size (canvas size index), ratio, width, height, thumbnail, video, previewStatus, isPersonalized: false}): every template comes in all three sizes}. ' +
  'Previews are files the server renders once in the background after it starts (TEMPLATE_PREVIEWS) and serves at /api/previews/file/{name} without a token, cached for ever: thumbnail is a JPEG of the template (800x450, 640x640 or 450x800 px), video (video templates) a short MP4 preview at 640x360, 480x480 or 360x640 px with its sound (the presenter speaks the script), and each scene\'s thumbnail a JPEG of that scene at rest. Merge tags show their fallbacks ("there" for {{first_name}}). Each is null until it is made; previewStatus (our addition) says "preparing" while the server is still making some of them (ask again later), "ready" when all are made, "none" when no more are coming (this server does not make them, or their render failed): show what is there, else a placeholder. The item\'s thumbnail, video, previewStatus and scene thumbnails are those of the size asked (size, default 16:9); each variant has its own.';

const pagingDescription = `Answers {isError, message, count, next, results}: next is the path of the next page (same query) or null. q (optional, up to 100 characters): templates whose name or tags hold every word of q, any case; blank lists all. size (optional, 0|1|2 or 16:9|1:1|9:16) is checked and kept in next; it does not narrow the list, as every template has every size, but chooses the previews the item names (default 16:9). limit 1-${LIST_MAX_LIMIT} (default ${LIST_PAGE_SIZE}), offset from 0. Needs a valid token (401 otherwise).`;

/** A page of templates, with their previews in `size`, and the path of the next page (the filters that are set kept). */
async function templatePage(
  context: AppContext,
  templates: readonly TemplateDefinition[],
  path: string,
  filters: Record<string, string | undefined>,
  { limit, offset }: PageQuery,
) {
  const size: CanvasSizeIndex = filters.size === undefined ? 0 : (readTemplateSize(filters.size) ?? 0);
  const results = await Promise.all(templates.slice(offset, offset + limit).map((template) => templateListItem(context, template, size)));
  const kept = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return pagedAnswer(path, kept, { limit, offset }, { count: templates.length, results });
}

/** A template id in a path, or 404 when there is no such template of this kind. */
function templateOr404(id: string, kind?: TemplateKind): TemplateDefinition {
  const template = kind ? findTemplate(id, kind) : TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new ApiError(404, 'Not found.');
  return template;
}

/** The scene indexes of `?scene=0_2` (positions in the template, from 0). */
function readSceneIndexes(value: string | undefined): number[] | undefined {
  return value === undefined ? undefined : value.split('_').map(Number);
}

/** The templates (spec 001 §2 Templates, §7; spec 000 §2 templates tab, §7): lists, search, scenes, copies. */
export function templateRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);
  // The previews TEMPLATE_PREVIEWS chooses are queued once the server is ready (not awaited: start-up does not wait).
  app.addHook('onReady', async () => {
    const choice = context.config.templatePreviews;
    if (choice !== 'all' && choice.length === 0) return;
    sendTemplatePreviewJobs(context).then(
      (sent) => sent > 0 && app.log.info({ jobs: sent }, 'template previews queued'),
      (error: unknown) => app.log.warn({ err: error }, 'template previews not queued'),
    );
  });

  routes.get(
    '/api/newvideo/video/template/',
    {
      onRequest,
      schema: {
        summary: 'Video templates: with the avatar (the Avatar Videos tab), or without it with ?human=0 (Non-Avatar Videos), paged.',
        description: `human: 1 (default) lists the templates with the talking avatar (mode 0), 0 those without (mode 1). ${pagingDescription} ${itemDescription}`,
        querystring: listQuery.extend({ human: humanParam.default('1') }),
        response: { 200: templateListSchema },
      },
    },
    async (request) => {
      const { q, size, human, limit, offset } = request.query;
      const found = searchTemplates({ kind: 'video', human: human === '1' ? 1 : 0, q: q?.trim() });
      return templatePage(context, found, '/api/newvideo/video/template/', { human, q: q?.trim(), size }, { limit, offset });
    },
  );

  for (const path of ['/api/newvideo/image/template/', '/api/newimage/image/template/']) {
    routes.get(
      path,
      {
        onRequest,
        schema: {
          summary: 'Image templates (the Image Templates tab), paged.',
          description: `Both /api/newvideo/image/template/ and /api/newimage/image/template/ answer the same list. ${pagingDescription} ${itemDescription}`,
          querystring: listQuery,
          response: { 200: templateListSchema },
        },
      },
      async (request) => {
        const { q, size, limit, offset } = request.query;
        return templatePage(context, searchTemplates({ kind: 'image', q: q?.trim() }), path, { q: q?.trim(), size }, { limit, offset });
      },
    );
  }

  routes.get(
    '/api/newvideo/video_template/',
    {
      onRequest,
      schema: {
        summary: "Video templates of a size, with or without the avatar, searchable: the editor's templates tab.",
        description: `size: 0|1|2 or 16:9|1:1|9:16 (the open project's). human: 1 with the avatar, 0 without; both when left out. ${pagingDescription} ${itemDescription}`,
        querystring: listQuery.extend({ human: humanParam.optional() }),
        response: { 200: templateListSchema },
      },
    },
    async (request) => {
      const { q, size, human, limit, offset } = request.query;
      const found = searchTemplates({ kind: 'video', human: human === undefined ? undefined : human === '1' ? 1 : 0, q: q?.trim() });
      return templatePage(context, found, '/api/newvideo/video_template/', { size, human, q: q?.trim() }, { limit, offset });
    },
  );

  routes.get(
    '/api/newvideo/video/scene/:templateId/',
    {
      onRequest,
      schema: {
        summary: "A template's scenes as scene JSON, to draw them or add them to an open project.",
        description:
          'templateId: a video or image template id (404 "Not found." for another). scene (optional): scene positions in the template joined by underscores, from 0 (`?scene=0_2`: the first and third scene), in the order asked; all scenes when left out; a position the template lacks answers 400 naming it. size: 0|1|2 or 16:9|1:1|9:16 (default 0), the canvas the scenes are laid out for. Answers {isError, message, result: {id, name, kind, mode, size, scenes: [{sceneIndex, name}]}, count, results}: results are the scenes (src/scene Scene JSON, each with its number in the template as id, fresh object ids on every call), in the order asked; result.scenes names them in the same order. Needs a valid token (401 otherwise).',
        params: z.object({ templateId: z.string().max(100) }),
        querystring: z.object({
          scene: z
            .string()
            .regex(/^\d{1,2}(_\d{1,2})*$/, 'Scene positions joined by underscores, e.g. 0_2.')
            .optional(),
          size: sizeParam.default('0'),
        }),
        response: { 200: templateScenesReplySchema },
      },
    },
    async (request) => {
      const template = templateOr404(request.params.templateId);
      const size = readTemplateSize(request.query.size)!;
      const indexes = readSceneIndexes(request.query.scene) ?? template.scenes.map((_, index) => index);
      let scenes;
      try {
        scenes = templateScenes(template, size, indexes);
      } catch (error) {
        if (error instanceof RangeError) throw new ApiError(400, { scene: { message: error.message } });
        throw error;
      }
      const names = indexes.map((sceneIndex) => ({ sceneIndex, name: template.scenes[sceneIndex]!.name }));
      return { ...ok({ id: template.id, name: template.name, kind: template.kind, mode: template.mode, size, scenes: names }), count: scenes.length, results: scenes };
    },
  );

  const copyDescription = (kind: TemplateKind) =>
    `Creates a draft ${kind} project of the signed-in user from the template in the asked size (size: 0|1|2 or 16:9|1:1|9:16, default 0): the template's scenes laid out for that canvas, fresh object ids, named after the template, revision 1, not generated. result: {id, name} as a project copy answers; open it at /${kind}/{id}/0/avatar. A template id of another kind, or none, answers 404 "Not found."; without a valid token 401 (the app then sends the user to /login/?template={id}).`;

  routes.get(
    // A template id starts with a letter, so this route never takes a project copy (`copy/{project id}/`, digits only).
    '/api/newvideo/video/copy/:template([a-z][a-z0-9-]*)/',
    {
      onRequest,
      schema: {
        summary: 'Open a video template as a new draft project (template copy).',
        description: copyDescription('video'),
        params: z.object({ template: z.string() }),
        querystring: z.object({ size: sizeParam.default('0') }),
        response: { 200: replySchema(projectCopySchema) },
      },
    },
    async (request) => {
      const template = templateOr404(request.params.template, 'video');
      const document = templateDocument(template, readTemplateSize(request.query.size)!);
      const created = await createProject(db, { userId: request.user.id, kind: 'video', name: template.name, document });
      return ok({ id: created.id, name: created.name });
    },
  );

  routes.get(
    '/api/newimage/template/copy/:id/',
    {
      onRequest,
      schema: {
        summary: 'Open an image template as a new draft image project (template copy).',
        description: copyDescription('image'),
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ size: sizeParam.default('0') }),
        response: { 200: replySchema(projectCopySchema) },
      },
    },
    async (request) => {
      const template = templateOr404(request.params.id, 'image');
      const document = templateDocument(template, readTemplateSize(request.query.size)!);
      const created = await createProject(db, { userId: request.user.id, kind: 'image', name: template.name, document });
      return ok({ id: created.id, name: created.name });
    },
  );
}
