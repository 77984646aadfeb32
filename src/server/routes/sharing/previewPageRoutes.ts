import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { renderNotFoundPage, renderSharePage } from '../../services/sharing/publicPage/renderSharePage.ts';
import { findUserItem } from '../../services/sharing/itemShare.ts';
import { findPublicLink, mainLinkOf } from '../../services/sharing/shareLinks.ts';
import { sendPublicPage } from '../../services/sharing/sharePageHeaders.ts';
import { linkPageView, pagePreviewView } from '../../services/sharing/sharePageView.ts';
import { shareSignerOf } from '../../services/sharing/shareSigning.ts';
import { defaultPageOf, findReadablePage } from '../../services/sharing/sharingPages.ts';
import { DomainError } from '../../services/domainError.ts';

const idParams = z.object({ id: z.string() });
const tokenQuery = z.object({ token: z.string().max(200).optional(), email: z.string().max(200).optional() });

const PREVIEW_RULE =
  "Owner only: token is the short-lived preview token of the matching …/preview/ call (never the session token); a missing, expired or foreign token, or an id that is not the token's, answers a 404 page. Counts no view; outgoing links go straight to their address.";

/** A positive id from a path segment, or null. */
function idOf(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) < 2 ** 31 ? Number(text) : null;
}

/** The owner-only previews of the page editor and the share dialogs (spec 002 §2 Preview dialog). */
export function previewPageRoutes(app: FastifyInstance, { db, storage, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The user a preview request's token was given to for `subject`, or null. */
  async function previewUser(token: string | undefined, subject: string): Promise<number | null> {
    return token ? (await shareSignerOf(storage)).previewUser(token, subject) : null;
  }

  routes.get(
    '/preview/salespage/:id',
    { schema: { summary: "The owner's preview of a sharing page around a sample video.", description: PREVIEW_RULE, params: idParams, querystring: tokenQuery } },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const userId = id === null ? null : await previewUser(request.query.token, `page:${id}`);
      if (id === null || userId === null) return sendPublicPage(reply, 404, renderNotFoundPage());
      try {
        const page = await findReadablePage(db, id, userId);
        const [owner] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
        const view = pagePreviewView(page, owner!, { publicUrl: config.publicUrl });
        return sendPublicPage(reply, 200, renderSharePage(view), view.nonce);
      } catch (error) {
        if (error instanceof DomainError) return sendPublicPage(reply, 404, renderNotFoundPage());
        throw error;
      }
    },
  );

  routes.get(
    '/preview/:id',
    { schema: { summary: "The owner's preview of an item's public page (email=campaign_test).", description: PREVIEW_RULE, params: idParams, querystring: tokenQuery } },
    async (request, reply) => {
      const id = idOf(request.params.id);
      const userId = id === null ? null : await previewUser(request.query.token, `item:${id}`);
      if (id === null || userId === null) return sendPublicPage(reply, 404, renderNotFoundPage());
      const item = await findUserItem(db, id, userId).catch(() => null);
      const found = item && (await findPublicLink(db, (await mainLinkOf(db, { id: item.id, userId })).token));
      if (!found?.item) return sendPublicPage(reply, 404, renderNotFoundPage());
      const view = linkPageView({ ...found, item: found.item, page: found.page ?? (await defaultPageOf(db, userId)) }, { publicUrl: config.publicUrl, viewId: null });
      return sendPublicPage(reply, 200, renderSharePage(view), view.nonce);
    },
  );
}
