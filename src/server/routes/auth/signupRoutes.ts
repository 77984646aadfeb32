import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { SIGN_UP_PASSWORD_MIN } from '../../../contract/accountRules.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { organizationInvites, organizations, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/uniqueViolation.ts';
import { ApiError, fieldError, ok } from '../../http/reply.ts';
import { checkCode, issueCode } from '../../services/auth/emailCodes.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { hashSecret } from '../../services/auth/secrets.ts';
import { findUserByEmail } from '../../services/account/users.ts';
import { UserStatus } from '../../services/account/userStatus.ts';
import { verificationMail } from '../../services/mail/accountMails.ts';
import { codeField, emailField, personNameField } from './fields.ts';
import { emailResultSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

const signupFailed = 'Something went wrong. Please contact the support.';
const inviteFailed = 'Verification failed';
const verifyFailed = 'Verification of email failed';

/** The open invite for a code, with its organisation's name. */
async function findOpenInvite(db: Database, code: string) {
  const [invite] = await db
    .select({ id: organizationInvites.id, email: organizationInvites.email, organizationId: organizations.id, name: organizations.name })
    .from(organizationInvites)
    .innerJoin(organizations, eq(organizations.id, organizationInvites.organizationId))
    .where(and(eq(organizationInvites.codeHash, hashSecret(code)), isNull(organizationInvites.acceptedAt)))
    .limit(1);
  return invite;
}

/** Sign-up, e-mail verification and organisation invite check (spec 001 §7). */
export function signupRoutes(app: FastifyInstance, { db, mailer, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/accounts/signup/',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Create an account; sends the verification mail, or joins an organisation by invite code.',
        description:
          'Without code: the account waits for e-mail verification. Each verification link keeps the password and names of the sign-up it was mailed for. A repeated sign-up of a still unverified address answers exactly as a first one (status, body, and the password hashed in both), changes nothing on the account, and mails a link of its own (the earlier ones keep working; the password typed at the first login after opening one picks the sign-up, see GET …/signup/verify/). With a valid invite code for the same e-mail: the account is active at once, joins the organisation, and the answer carries redirectTo to the login screen. Errors: 400 message.email {status 1} "Email already registered.", 400 message.code {status 0} "Verification failed".',
        body: z.strictObject({
          first_name: personNameField.refine((name) => name !== '', 'First name is required.'),
          last_name: personNameField.default(''),
          email: emailField,
          password: z.string().min(SIGN_UP_PASSWORD_MIN, 'Password must contain 6 or more characters').max(1024),
          code: codeField.optional(),
        }),
        response: { 200: replySchema(emailResultSchema) },
      },
    },
    async (request) => {
      const { first_name: firstName, last_name: lastName, email, password, code } = request.body;
      const invite = code ? await findOpenInvite(db, code) : undefined;
      if (code && (!invite || invite.email.toLowerCase() !== email)) throw fieldError('code', inviteFailed, 0);

      const existing = await findUserByEmail(db, email);
      if (existing && (existing.status !== UserStatus.unverified || invite)) {
        throw fieldError('email', 'Email already registered.', 1);
      }
      const passwordHash = await hashPassword(password);

      if (invite) {
        try {
          await db.transaction(async (tx) => {
            await tx.insert(users).values({
              email,
              passwordHash,
              firstName,
              lastName,
              status: UserStatus.active,
              organizationId: invite.organizationId,
            });
            await tx.update(organizationInvites).set({ acceptedAt: new Date() }).where(eq(organizationInvites.id, invite.id));
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw fieldError('email', 'Email already registered.', 1);
          throw error;
        }
        const redirectTo = `/login/?${new URLSearchParams({ email, emailVerified: '1' })}`;
        return ok({ email }, 'Account created.', { redirectTo });
      }

      // A repeated sign-up of a still unverified address leaves the account as it is: its choices
      // travel with its own link, and its answer and mail are a first sign-up's (both hash first).
      const signUp = { passwordHash, firstName, lastName };
      let userId: number;
      if (existing) {
        userId = existing.id;
      } else {
        try {
          const [created] = await db
            .insert(users)
            .values({ email, ...signUp, status: UserStatus.unverified })
            .returning({ id: users.id });
          userId = created!.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw fieldError('email', 'Email already registered.', 1);
          throw error;
        }
      }
      const verifyCode = await issueCode(db, userId, 'verify', signUp);
      try {
        await mailer.send(verificationMail({ to: email, name: firstName, link: `${config.publicUrl}/signup-verify/${verifyCode}` }));
      } catch (error) {
        request.log.error({ err: error }, 'verification mail not sent');
        throw new ApiError(502, signupFailed);
      }
      return ok({ email }, 'Verification email sent.');
    },
  );

  routes.get(
    '/api/accounts/signup/verify/',
    {
      schema: {
        summary: 'Verify the e-mail of a new account with the code from the verification link.',
        description:
          'Proves that the mailbox owner opened a link mailed to the address, and answers {email, activation}: a one-time ticket (30 minutes) that the browser which opened the link keeps (never in an address) and sends with its next login. The account becomes active at that login, with the password typed there and the names of the sign-up whose password it is (any of the address\'s outstanding sign-ups, newest first): a sign-up someone else made for the address is never activated by the mailbox owner\'s click, since its password is not the one the owner types, and the other person holds no ticket (issue 22). Opening the link again gives a new ticket in place of the last one. 400 "Verification of email failed" for an unknown, used or expired code, or an account already verified.',
        querystring: z.object({ code: codeField }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const check = await checkCode(db, request.query.code, 'verify');
      if (check.status !== 2) throw new ApiError(400, verifyFailed);
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, check.userId), eq(users.status, UserStatus.unverified)))
        .limit(1);
      if (!user) throw new ApiError(400, verifyFailed);
      const activation = await issueCode(db, check.userId, 'activate');
      return ok(null, 'Email verified!', { email: user.email, activation });
    },
  );

  routes.get(
    '/api/accounts/user/organization/codeverify/',
    {
      schema: {
        summary: 'Check an organisation invite code; answers the invited e-mail and the organisation.',
        querystring: z.object({ code: codeField }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      const invite = await findOpenInvite(db, request.query.code);
      if (!invite) throw new ApiError(400, inviteFailed);
      return ok(null, '', { email: invite.email, organization: { name: invite.name } });
    },
  );
}
