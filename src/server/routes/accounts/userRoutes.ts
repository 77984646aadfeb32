import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../http/reply.ts';
import { toPublicUser } from '../../services/accounts/users.ts';

const name = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\p{L}\s-]*$/u, 'Only letters, spaces and hyphens are allowed.');
const phone = z
  .string()
  .trim()
  .regex(/^$|^(\+\d{1,3}[\s-]?)?(\d[\s-]?){9}\d$/, 'Enter a phone number of 10 digits, optionally after +country code.');
const link = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), 'Enter a valid URL (http or https).');

const profileChanges = z
  .object({
    first_name: name.min(1, 'First name is required.'),
    last_name: name,
    phone_number: phone,
    calendar_url: link,
    linkedin_url: link,
    facebook_url: link,
    twitter_url: link,
  })
  .partial()
  .strict();

/** GET and PUT /api/accounts/user/: the signed-in user's profile (spec 001 §3, §5, §7). */
export function userRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/accounts/user/',
    {
      preHandler: requireUser(db),
      schema: {
        summary: 'The signed-in user.',
        querystring: z.object({ isCP: z.enum(['0', '1']).optional() }),
      },
    },
    async (request) => ok(await toPublicUser(db, request.user)),
  );

  routes.put(
    '/api/accounts/user/',
    {
      preHandler: requireUser(db),
      schema: {
        summary: 'Update profile fields; only the fields sent change. E-mail cannot be changed.',
        description: 'Errors are keyed by field name. The profile image upload (multipart) arrives with the account-area screens.',
        body: profileChanges,
      },
    },
    async (request) => {
      const changes = request.body;
      const [updated] = await db
        .update(users)
        .set({
          firstName: changes.first_name,
          lastName: changes.last_name,
          phoneNumber: changes.phone_number,
          calendarUrl: changes.calendar_url,
          linkedinUrl: changes.linkedin_url,
          facebookUrl: changes.facebook_url,
          twitterUrl: changes.twitter_url,
        })
        .where(eq(users.id, request.user.id))
        .returning();
      return ok(await toPublicUser(db, updated!), 'Profile updated.');
    },
  );
}
