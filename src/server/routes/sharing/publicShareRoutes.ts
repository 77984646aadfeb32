import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLICK_TARGETS, MAIL_CLICK_TARGET, playBeaconSchema } from '../../../contract/sharing.ts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../http/storedFileReply.ts';
import { clickTargets, mailClickAddress } from '../../services/sharing/clickTargets.ts';
import { renderGonePage, renderNotFoundPage, renderSharePage } from '../../services/sharing/publicPage/renderSharePage.ts';
import { createPublicLinkCache } from '../../services/sharing/publicLinkCache.ts';
import { createShareEventRecorder } from '../../services/sharing/shareEvents.ts';
import { findPublicLink, type PublicLink, type SharedItem, shareLinkAddress } from '../../services/sharing/shareLinks.ts';
import { sendPublicPage } from '../../services/sharing/sharePageHeaders.ts';
import { linkPageView } from '../../services/sharing/sharePageView.ts';
import { shareSignerOf } from '../../services/sharing/shareSigning.ts';
import { sharedPoster, sharedVideo, type SharedFile } from '../../services/sharing/sharedFiles.ts';
import { defaultPageOf, type SharingPageRow, upsertPageTemplates } from '../../services/sharing/sharingPages.ts';
import { countsAsView } from '../../services/sharing/viewerKinds.ts';

/** A link token in an address: what `newShareToken` makes (and room for longer ones). */
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/** A link whose item still exists, with the page to show. */
type LiveLink = PublicLink & { item: SharedItem; page: SharingPageRow };

/** The JSON value of a text, or undefined when it is none (the body check then refuses it). */
function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const PUBLIC_RULE =
  'No login. An unknown token answers 404, a link whose item was deleted 410. A link is looked up at most once a second per process; a change made through the API shows at once.';

/** The public share pages (no login): the page, its files, the play beacon and the tracked redirect (issue 16). */
export function publicShareRoutes(app: FastifyInstance, { db, storage, live, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const recorder = createShareEventRecorder({ db, live, log: app.log });
  app.addHook('onReady', () => upsertPageTemplates(db));
  app.addHook('onClose', () => recorder.close());

  /** A token's link with its item and page; null when the token is unknown, 'gone' when its item was deleted. */
  const links = createPublicLinkCache(async (token): Promise<LiveLink | 'gone' | null> => {
    const found = await findPublicLink(db, token);
    if (!found) return null;
    if (!found.item) return 'gone';
    return { ...found, item: found.item, page: found.page ?? (await defaultPageOf(db, found.item.userId)) };
  });
  // A change made through the API (a page edited, an item renamed or deleted) shows on the next view.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/')) links.clear();
  });

  /** The link of the request's token with its item and page; answers 404/410 itself (HTML) and gives undefined when there is none. */
  async function liveLink(request: FastifyRequest, reply: FastifyReply): Promise<LiveLink | undefined> {
    const parsed = tokenParams.safeParse(request.params);
    const found = parsed.success ? await links.lookUp(parsed.data.token) : null;
    if (!found) {
      await sendPublicPage(reply, 404, renderNotFoundPage());
      return undefined;
    }
    if (found === 'gone') {
      await sendPublicPage(reply, 410, renderGonePage());
      return undefined;
    }
    return found;
  }

  /** Serves one of a link's files (byte ranges for the video); 404 when the item has none. */
  function fileRoute(path: string, summary: string, fileOf: (item: SharedItem) => SharedFile | null) {
    app.get(path, { schema: { summary, description: PUBLIC_RULE } }, async (request, reply) => {
      const link = await liveLink(request, reply);
      if (!link) return reply;
      const file = fileOf(link.item);
      if (!file) return sendPublicPage(reply, 404, renderNotFoundPage());
      // Chat and mail tools show the poster from other origins.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return sendStoredFile(request, reply, storage, file);
    });
  }

  app.get(
    '/s/:token',
    {
      schema: {
        summary: 'The public share page of a link: the sharing page around the item.',
        description: `${PUBLIC_RULE} Server-rendered HTML with its own nonce-based Content-Security-Policy, Cache-Control: no-store. Each load counts a view, except prefetches (Sec-Purpose or Purpose: prefetch) and known bots and link unfurlers by User-Agent; merge tags of the page's text are filled with the link's values, else the item's fallbacks.`,
      },
    },
    async (request, reply) => {
      const link = await liveLink(request, reply);
      if (!link) return reply;
      const viewId = (await shareSignerOf(storage)).newViewId(link.link.id);
      if (countsAsView(request.headers)) recorder.record({ linkId: link.link.id, kind: 'view', viewId, target: null, at: new Date() });
      const view = linkPageView(link, { publicUrl: config.publicUrl, viewId });
      return sendPublicPage(reply, 200, renderSharePage(view), view.nonce);
    },
  );

  fileRoute('/s/:token/video.mp4', "The link's video (MP4), with byte ranges.", sharedVideo);
  fileRoute('/s/:token/poster.jpg', "The link's poster (the video's thumbnail, an image's JPEG).", sharedPoster);
  fileRoute('/s/:token/captions.vtt', "The link's captions (WebVTT); 404 while the item has none.", () => null);

  routes.post(
    '/s/:token/played',
    {
      // navigator.sendBeacon sends its JSON as text/plain.
      preValidation: async (request) => {
        if (typeof request.body === 'string') request.body = jsonOrNothing(request.body) as typeof request.body;
      },
      schema: {
        summary: 'The play beacon: the first play of a page view.',
        description: `${PUBLIC_RULE} Body {view}: the signed view id printed in the page. Only the first play of a view counts; a view id not made for this link is ignored. Answers 204.`,
        body: playBeaconSchema,
      },
    },
    async (request, reply) => {
      const link = await liveLink(request, reply);
      if (!link) return reply;
      const { view } = request.body;
      if ((await shareSignerOf(storage)).isViewOf(view, link.link.id)) recorder.record({ linkId: link.link.id, kind: 'play', viewId: view, target: null, at: new Date() });
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );

  app.get(
    '/s/:token/go/:target',
    {
      schema: {
        summary: 'The tracked redirect of a click on a public page.',
        description: `${PUBLIC_RULE} Counts a click (not for bots or prefetches) and answers 302 to the target's absolute http(s) address: ${CLICK_TARGETS.join(', ')}; or ${MAIL_CLICK_TARGET}, where a mail code's picture and text link lead: the item's redirect when one is set (an image's landing page), else the link's own page. A target the page does not show answers 404.`,
      },
    },
    async (request, reply) => {
      const link = await liveLink(request, reply);
      if (!link) return reply;
      const target = (request.params as { target: string }).target;
      const targets = clickTargets({ content: link.page.content, owner: link.owner, redirectUrl: link.item.redirectUrl });
      const address =
        target === MAIL_CLICK_TARGET
          ? mailClickAddress(link.item.redirectUrl, shareLinkAddress(config.publicUrl, link.link.token))
          : Object.hasOwn(targets, target)
            ? targets[target as keyof typeof targets]
            : undefined;
      if (!address) return sendPublicPage(reply, 404, renderNotFoundPage());
      if (countsAsView(request.headers)) recorder.record({ linkId: link.link.id, kind: 'click', viewId: null, target, at: new Date() });
      return reply.header('Cache-Control', 'no-store').redirect(address, 302);
    },
  );
}
