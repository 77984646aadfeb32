import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CONTACT_CATEGORIES, FAQ_CATEGORIES } from '../../../contract/accountRules.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { contactRequests, faqs } from '../../db/schema.ts';
import { ok } from '../../http/reply.ts';
import { contactRequestMail } from '../../services/account/accountAreaMails.ts';
import { contactInfoSchema, faqSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

/** The product's pages on three social networks, linked from Contact Us. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/avatarstudio' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/avatarstudio' },
  { name: 'Twitter', url: 'https://twitter.com/avatarstudio' },
] as const;

/** Longest Contact Us message kept. */
const CONTACT_MESSAGE_MAX = 5000;

const faqCategories = FAQ_CATEGORIES.map(({ category }) => category) as number[];
const contactCodes = CONTACT_CATEGORIES.map(({ code }) => code) as number[];

/** FAQs and Contact Us (spec 001 §2, §3, §7). */
export function helpRoutes(app: FastifyInstance, { db, mailer, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(db);

  routes.get(
    '/api/accounts/faqs/',
    {
      schema: {
        summary: "One category's FAQs, in order.",
        description:
          'faqCategory: 0 Video Creation, 1 Sales Page Creation, 2 Sharing Campaign, 3 Dashboard & Analytics, 4 General. result: [{id, description, video, videoThumbnail}]; video and videoThumbnail are addresses, empty until a help video exists. Public: help content needs no sign-in.',
        querystring: z.object({
          faqCategory: z.coerce
            .number()
            .int()
            .refine((category) => faqCategories.includes(category), 'faqCategory must be 0 to 4.'),
        }),
        response: { 200: replySchema(z.array(faqSchema)) },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: faqs.id, description: faqs.description, video: faqs.video, videoThumbnail: faqs.videoThumbnail })
        .from(faqs)
        .where(eq(faqs.category, request.query.faqCategory))
        .orderBy(asc(faqs.position), asc(faqs.id));
      return ok(rows);
    },
  );

  routes.get(
    '/api/accounts/contactus/',
    {
      onRequest,
      schema: {
        summary: 'Where Contact Us points: the support e-mail address and three social networks.',
        description: 'result: {email, socials: [{name, url}]}; the address is SUPPORT_EMAIL.',
        response: { 200: replySchema(contactInfoSchema) },
      },
    },
    async () => ok({ email: config.supportEmail, socials: [...SOCIAL_LINKS] }),
  );

  routes.post(
    '/api/accounts/contactus/',
    {
      onRequest,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Send a Contact Us message to the support team.',
        description: `The request is stored with the sender's address and mailed to SUPPORT_EMAIL; when the mail cannot be sent it stays stored (and is logged), and the answer is still a success, since the team reads stored requests too (\`npm run admin -- requests\`). problemCategory: ${CONTACT_CATEGORIES.map(({ code, name }) => `${code} ${name}`).join(', ')}. message: 1-${CONTACT_MESSAGE_MAX} characters. Errors are keyed by field. result: {id}.`,
        body: z.strictObject({
          problemCategory: z.coerce
            .number()
            .int()
            .refine((code) => contactCodes.includes(code), 'Select a Category'),
          message: z.string().trim().min(1, 'Describe your issue.').max(CONTACT_MESSAGE_MAX),
        }),
        response: { 200: replySchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const { problemCategory, message } = request.body;
      const user = request.user;
      const [stored] = await db.insert(contactRequests).values({ userId: user.id, email: user.email, problemCategory, message }).returning({ id: contactRequests.id });
      const category = CONTACT_CATEGORIES.find(({ code }) => code === problemCategory)!.name;
      try {
        await mailer.send(contactRequestMail({ to: config.supportEmail, from: user.email, name: `${user.firstName} ${user.lastName}`, category, message, id: stored!.id }));
        await db.update(contactRequests).set({ mailedAt: new Date() }).where(eq(contactRequests.id, stored!.id));
      } catch (error) {
        request.log.error({ err: error, contactRequestId: stored!.id }, 'contact request stored but not mailed');
      }
      return ok({ id: stored!.id }, 'Your message has been sent!');
    },
  );
}
