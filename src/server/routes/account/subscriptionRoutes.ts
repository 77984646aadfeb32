import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { pagedSchema, pageQuerySchema } from '../../../contract/paging.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { renewalRequests } from '../../db/schema.ts';
import { pagedAnswer } from '../../http/paging.ts';
import { ok } from '../../http/reply.ts';
import { ensureSubscription, listCreditUses } from '../../services/account/credits.ts';
import { creditHistoryEntrySchema, renewalSchema, subscriptionInfoSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

/** Pages of the Credit Use History: 6 in the preview and 50 in the full list (spec 001 §9); at most 100. */
const HISTORY_MAX_LIMIT = 100;

/** Credit values are shown as whole numbers (spec 001 §9). */
const whole = (value: number) => Math.round(value);

/** My Subscription: plan, credits, credit use history, renewal request (spec 001 §2, §3, §7). */
export function subscriptionRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/subscription/info/',
    {
      onRequest,
      schema: {
        summary: "The signed-in user's current plan period and credits per credit type.",
        description:
          'result: {planName, subscriptionStart, subscriptionEnd (ISO times), subscription: [{creditType 0-5, totalCredit, usedCredit}]}, every type listed (the app hides type 1), values rounded to whole numbers. Every account starts on the free Starter plan (30 days: 5 Avatar Video, 5 Non Avatar Video, 50 of each personalisation type) the first time it is used after activation; operators change plans and grant credits with `npm run admin`.',
        response: { 200: replySchema(subscriptionInfoSchema) },
      },
    },
    async (request) => {
      const subscription = await ensureSubscription(db, request.user.id);
      return ok({
        planName: subscription.planName,
        subscriptionStart: subscription.startsAt.toISOString(),
        subscriptionEnd: subscription.endsAt.toISOString(),
        subscription: subscription.balances.map((balance) => ({
          creditType: balance.creditType,
          totalCredit: whole(balance.totalCredit),
          usedCredit: whole(balance.usedCredit),
        })),
      });
    },
  );

  routes.get(
    '/api/subscription/details/',
    {
      onRequest,
      schema: {
        summary: 'The Credit Use History, newest first, paged.',
        description: `Answers {isError, message, count, next, results}: next is the path of the next page (same limit) or null. Each result: {id, creditType, usedCredit, totalCredit, timestamp, meta}; usedCredit is rounded to a whole number, totalCredit is the credit type's total of that plan period when the credits were used ("{used} Used out of {total}"), meta.name names what used them (meta.pageName for type 3, meta.thumbnailName for type 4). limit 1-${HISTORY_MAX_LIMIT} (default 6), offset from 0.`,
        querystring: pageQuerySchema(6, HISTORY_MAX_LIMIT),
        response: { 200: pagedSchema(creditHistoryEntrySchema) },
      },
    },
    async (request) => {
      const { count, uses } = await listCreditUses(db, request.user.id, request.query);
      return pagedAnswer('/api/subscription/details/', {}, request.query, {
        count,
        results: uses.map((use) => ({
          id: use.id,
          creditType: use.creditType,
          usedCredit: whole(use.amount),
          totalCredit: whole(use.totalAfter),
          timestamp: use.createdAt.toISOString(),
          meta: use.meta,
        })),
      });
    },
  );

  routes.post(
    '/api/subscription/renew/',
    {
      onRequest,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Ask the team to renew the subscription (Renew Subscription).',
        description:
          'The request is stored for the team (listed by `npm run admin -- requests`, closed by `set-plan`) and logged. While a request of the user is open, asking again answers the same request without a new one. result: {id, requestedAt}.',
        response: { 200: replySchema(renewalSchema) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const [open] = await db
        .select()
        .from(renewalRequests)
        .where(and(eq(renewalRequests.userId, userId), isNull(renewalRequests.handledAt)))
        .limit(1);
      let renewal = open;
      if (!renewal) {
        const subscription = await ensureSubscription(db, userId);
        [renewal] = await db.insert(renewalRequests).values({ userId, subscriptionId: subscription.id }).returning();
        request.log.info({ renewalRequestId: renewal!.id, userId }, 'subscription renewal requested');
      }
      return ok({ id: renewal!.id, requestedAt: renewal!.createdAt.toISOString() }, 'Request Sent for Renewal of subscription.');
    },
  );
}
