import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { replySchema } from '../../../contract/reply.ts';
import {
  previewAddressSchema,
  PUBLIC_SHARE_PATHS,
  SHARING_PAGE_NAME_SHOWN,
  sharingPageCardSchema,
  sharingPageCopyQuerySchema,
  sharingPageListQuerySchema,
  sharingPageSchema,
  sharingPageUpdateSchema,
  templatePageCardSchema,
} from '../../../contract/sharing.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { layoutPictures } from '../../services/sharing/templatePagePreviews.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { ok } from '../../http/reply.ts';
import { changeItemShare, findUserItem } from '../../services/sharing/itemShare.ts';
import { shareSignerOf } from '../../services/sharing/shareSigning.ts';
import { copyPage, deleteUserPage, findReadablePage, listTemplatePages, listUserPages, toSharingPage, updateUserPage } from '../../services/sharing/sharingPages.ts';
import { notFoundUnlessProjectId, projectParams } from '../projects/projectSchemas.ts';
import { OWNERSHIP_RULE } from './ownershipRule.ts';

const LIST_PATH = '/api/salespage/';

const listQuery = sharingPageListQuerySchema.extend(pageQuerySchema().shape);

const cardShape = `A card: {id, name (shown cut at ${SHARING_PAGE_NAME_SHOWN} characters), previewImage (a picture of the page's layout, or null while none is made), isPersonalized (its text uses {{merge_tags}}), isDefault, layout, timestamp (last change, ISO 8601)}.`;

/** Sharing pages (spec 002 "sales pages", issue 16): the user's pages, the templates, the editor's load and autosave, copy, delete, preview. */
export function salesPageRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);
  const withId = { onRequest, preValidation: notFoundUnlessProjectId };

  routes.get(
    LIST_PATH,
    {
      onRequest,
      schema: {
        summary: "A page of the signed-in user's sharing pages.",
        description: `isPublish and appType are accepted as the app sends them (1). The default page (made from the first template on the first call) comes first, then the last changed. Paged {isError, message, count, next, results}, limit 1-50 (default 10), offset from 0. ${cardShape}`,
        querystring: listQuery,
        response: { 200: pagedSchema(sharingPageCardSchema) },
      },
    },
    async (request) => {
      const { limit, offset, ...kept } = request.query;
      return pagedAnswer(LIST_PATH, kept, { limit, offset }, await listUserPages(db, request.user.id, { limit, offset }, await layoutPictures(context)));
    },
  );

  routes.get(
    `${LIST_PATH}public/`,
    {
      onRequest,
      schema: {
        summary: 'The template pages every account may copy.',
        description: `results: the templates in the order shipped, each a card plus desktopViewPreview and mobileViewPreview (stored screenshots at desktop and mobile widths; null until they are made). ${cardShape}`,
        querystring: sharingPageListQuerySchema,
        response: { 200: replySchema(z.null()).extend({ results: z.array(templatePageCardSchema) }) },
      },
    },
    async () => ({ ...ok(null), results: await listTemplatePages(db, await layoutPictures(context)) }),
  );

  routes.get(
    `${LIST_PATH}:id/`,
    {
      ...withId,
      schema: {
        summary: 'One sharing page with its content (the page editor loads it); a template page may be read too.',
        description: `result: the card plus content {title, headline, body, ctaLabel, ctaUrl, brandColor, logo, showCalendar, showSocial}. ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: replySchema(sharingPageSchema) },
      },
    },
    async (request) => ok(toSharingPage(await findReadablePage(db, request.params.id, request.user.id), await layoutPictures(context))),
  );

  routes.put(
    `${LIST_PATH}:id/`,
    {
      ...withId,
      schema: {
        summary: "The page editor's autosave: any of name, layout and content fields.",
        description: `Fields not sent stay. ctaUrl must be an absolute http(s) address or empty; brandColor #rrggbb. Template pages cannot be changed (404): copy them first. result: the page as GET answers it. ${OWNERSHIP_RULE}`,
        params: projectParams,
        body: sharingPageUpdateSchema,
        response: { 200: replySchema(sharingPageSchema) },
      },
    },
    async (request) => ok(toSharingPage(await updateUserPage(db, request.params.id, request.user.id, request.body), await layoutPictures(context))),
  );

  routes.get(
    `${LIST_PATH}:id/copy/`,
    {
      ...withId,
      schema: {
        summary: "Copy one of the user's pages or a template page into a new page of the user.",
        description: `A template's copy keeps its name; a page's copy is named "{name} (copy)". With video_id (one of the user's videos or images), the copy also becomes that item's sharing page. result: {id} of the copy. ${OWNERSHIP_RULE}`,
        params: projectParams,
        querystring: sharingPageCopyQuerySchema,
        response: { 200: replySchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      // The item is checked before anything is made: another user's item answers 404 and copies nothing.
      const item = request.query.video_id === undefined ? null : await findUserItem(db, request.query.video_id, userId);
      const copy = await copyPage(db, request.params.id, userId);
      if (item) await changeItemShare(db, { id: item.id, userId, kind: item.kind }, { sharingPageId: copy.id });
      return ok({ id: copy.id });
    },
  );

  routes.delete(
    `${LIST_PATH}:id/`,
    {
      ...withId,
      schema: {
        summary: "Delete one of the user's sharing pages.",
        description: `Refused with 409 for the default page ("The default sharing page cannot be deleted.") and for a page that is any item's current page ("This sharing page is the current page of an item: choose another page for it first."). result: {id}. ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: replySchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await deleteUserPage(db, request.params.id, request.user.id)),
  );

  routes.get(
    `${LIST_PATH}:id/preview/`,
    {
      ...withId,
      schema: {
        summary: "The address of the owner-only preview of a page (the editor's desktop and mobile frames).",
        description: `result: {url: "/preview/salespage/{id}?token={token}", expiresAt}: the token is a short-lived signature (30 minutes) for this page and user, never the session token. ${OWNERSHIP_RULE}`,
        params: projectParams,
        response: { 200: replySchema(previewAddressSchema) },
      },
    },
    async (request) => {
      const page = await findReadablePage(db, request.params.id, request.user.id);
      const { token, expiresAt } = (await shareSignerOf(storage)).previewToken(`page:${page.id}`, request.user.id);
      return ok({ url: `${PUBLIC_SHARE_PATHS.pagePreview(page.id)}?token=${token}`, expiresAt: expiresAt.toISOString() });
    },
  );
}
