import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { replySchema } from '../../../contract/reply.ts';
import { imageDetailsUpdateSchema, itemShareFieldsSchema, previewAddressSchema, PUBLIC_SHARE_PATHS, videoDetailsUpdateSchema } from '../../../contract/sharing.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/reply.ts';
import { PROJECT_KINDS } from '../../services/projects/projectKinds.ts';
import { changeItemShare, findOwnItem, ITEM_SHARE_FIELDS_DESCRIPTION, itemDetails } from '../../services/sharing/itemShare.ts';
import { shareSignerOf } from '../../services/sharing/shareSigning.ts';
import { notFoundUnlessProjectId, projectParams } from '../projects/projectSchemas.ts';
import { OWNERSHIP_RULE } from './ownershipRule.ts';

/** What each kind's detail PUT takes (spec 002 §7). */
const UPDATES = {
  video: { body: videoDetailsUpdateSchema, takes: "sharingPageId (one of the user's own sharing pages; a template is copied first with the copy call's video_id) or mailClient" },
  image: { body: imageDetailsUpdateSchema, takes: 'mailClient or redirectUrl (an absolute http(s) address; "" turns the redirect off)' },
} as const;

/** The share settings of the detail screens (PUT …/details/{id}/) and the owner's preview of an item's page. */
export function itemShareRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const withId = { onRequest: requireUser(db), preValidation: notFoundUnlessProjectId };

  for (const { kind, prefix } of PROJECT_KINDS) {
    const update = UPDATES[kind];
    routes.put(
      `${prefix}/details/:id/`,
      {
        ...withId,
        schema: {
          summary: `Change the share settings of one of the user's ${kind}s.`,
          description: `Body: ${update.takes}. result: the ${kind} as GET …/details/{id}/ answers it (card, type and ${ITEM_SHARE_FIELDS_DESCRIPTION}). ${OWNERSHIP_RULE}`,
          params: projectParams,
          body: update.body,
          response: { 200: replySchema(itemShareFieldsSchema.loose()) },
        },
      },
      async (request) => {
        const key = { id: request.params.id, userId: request.user.id, kind };
        await changeItemShare(db, key, request.body as z.infer<typeof videoDetailsUpdateSchema> & z.infer<typeof imageDetailsUpdateSchema>);
        return ok(await itemDetails(context, key));
      },
    );

    routes.get(
      `${prefix}/details/:id/preview/`,
      {
        ...withId,
        schema: {
          summary: `The address of the owner-only preview of the ${kind}'s public page (the Live Preview frames).`,
          description: `result: {url: "/preview/{id}?email=campaign_test&token={token}", expiresAt}: the token is a short-lived signature (30 minutes) for this item and user, never the session token; the preview counts no view. ${OWNERSHIP_RULE}`,
          params: projectParams,
          response: { 200: replySchema(previewAddressSchema) },
        },
      },
      async (request) => {
        const item = await findOwnItem(db, { id: request.params.id, userId: request.user.id, kind });
        const { token, expiresAt } = (await shareSignerOf(storage)).previewToken(`item:${item.id}`, request.user.id);
        return ok({ url: `${PUBLIC_SHARE_PATHS.itemPreview(item.id)}?email=campaign_test&token=${token}`, expiresAt: expiresAt.toISOString() });
      },
    );
  }
}
