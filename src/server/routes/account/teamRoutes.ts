import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../../contract/accountRules.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { accountMailFailed, teamInviteMail, teamRejoinedMail } from '../../services/account/accountAreaMails.ts';
import { changeAdmin, inviteMember, listTeam, organizationName, removeMember } from '../../services/account/team.ts';
import { teamMemberSchema } from '../../../contract/account.ts';
import { replySchema } from '../../../contract/reply.ts';

/** The invite field of spec 001 §5: the standard pattern, else "Email Invalid". */
const memberEmail = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'Email Invalid')
  .transform((email) => email.toLowerCase());

const notAdmin = 'Only organisation admins can manage the team.';

/** An onRequest hook (after requireUser) that answers 403 unless the user is an admin of an organisation. */
async function requireOrgAdmin(request: FastifyRequest) {
  if (request.user.organizationId === null || !request.user.isOrgAdmin) throw new ApiError(403, notAdmin);
}

/** The organisation of the signed-in admin (requireOrgAdmin has checked there is one). */
const organizationOf = (request: FastifyRequest) => request.user.organizationId!;

const authorisation =
  'Only admins of an organisation may call this (403 "Only organisation admins can manage the team." otherwise), and it acts on their own organisation only: an e-mail of another organisation answers 404 message.email "This email is not a member of your team.".';

/** Manage Team: list, invite, make or dismiss admin, remove (spec 001 §2 Profile, §4, §7). */
export function teamRoutes(app: FastifyInstance, { db, mailer, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [requireUser(db), requireOrgAdmin];

  routes.get(
    '/api/accounts/user/organization/',
    {
      onRequest,
      schema: {
        summary: "The admin's organisation: its members, then its open invites.",
        description: `result: [{email, first_name, last_name, last_login, totalProspect, engagementRate, org_is_admin, isPending}], admins first. last_login is an ISO time, null before the first login, or "Invitation Pending!" for an invite (no name). totalProspect and engagementRate are 0 until sharing exists. ${authorisation}`,
        response: { 200: replySchema(z.array(teamMemberSchema)) },
      },
    },
    async (request) => ok(await listTeam(db, organizationOf(request))),
  );

  routes.post(
    '/api/accounts/user/organization/add/',
    {
      onRequest,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary: 'Invite an e-mail into the organisation; mails a sign-up link /register?code={code}.',
        description: `Answers the new row (a pending invite, "Invitation Pending!"). Inviting an address with an open invite replaces its code and mails again (the old link stops working). A former member whose account was removed rejoins at once and is told by mail. Errors: 400 message.email "Email Invalid"; "This email is already a member of your team."; {status 1} "Email already registered." for an account elsewhere; 502 when the mail could not be sent (the invite stays; invite again to resend). ${authorisation}`,
        body: z.strictObject({ email: memberEmail }),
        response: { 200: replySchema(teamMemberSchema) },
      },
    },
    async (request) => {
      const organizationId = organizationOf(request);
      const invited = await inviteMember(db, { organizationId, actorId: request.user.id, email: request.body.email });
      const organisation = await organizationName(db, organizationId);
      const mail =
        invited.kind === 'invited'
          ? teamInviteMail({
              to: invited.member.email,
              organisationName: organisation,
              inviterName: `${request.user.firstName} ${request.user.lastName}`,
              link: `${config.publicUrl}/register?code=${encodeURIComponent(invited.code)}`,
            })
          : teamRejoinedMail({ to: invited.member.email, name: invited.member.first_name, organisationName: organisation, link: `${config.publicUrl}/login` });
      try {
        await mailer.send(mail);
      } catch (error) {
        request.log.error({ err: error }, 'team invitation mail not sent');
        throw new ApiError(502, accountMailFailed);
      }
      return ok(invited.member, invited.kind === 'invited' ? 'Invitation sent.' : 'Member added back to the team.');
    },
  );

  routes.post(
    '/api/accounts/user/organization/adminchange/',
    {
      onRequest,
      schema: {
        summary: 'Make a member an admin (is_admin true) or dismiss them as admin (false).',
        description: `Answers the member's row. Errors: 400 message.email "Your team needs at least one admin." when dismissing the last admin (an admin may dismiss themselves while another admin remains); "This member has not joined yet." for an open invite. ${authorisation}`,
        body: z.strictObject({ email: memberEmail, is_admin: z.boolean() }),
        response: { 200: replySchema(teamMemberSchema) },
      },
    },
    async (request) => {
      const member = await changeAdmin(db, {
        organizationId: organizationOf(request),
        actorId: request.user.id,
        email: request.body.email,
        isAdmin: request.body.is_admin,
      });
      return ok(member, request.body.is_admin ? 'Member is now an admin.' : 'Member is no longer an admin.');
    },
  );

  routes.post(
    '/api/accounts/user/organization/remove/',
    {
      onRequest,
      schema: {
        summary: 'Remove a member (or withdraw an open invite) from the organisation.',
        description: `The removed account leaves the organisation, every session of it ends, and logging in answers "Email is not linked with any organisation." until an admin invites it again (it then rejoins at once). Errors: 400 message.email "Your team needs at least one admin." for the last admin. ${authorisation}`,
        body: z.strictObject({ email: memberEmail }),
        response: { 200: replySchema(z.null()) },
      },
    },
    async (request) => {
      await removeMember(db, { organizationId: organizationOf(request), actorId: request.user.id, email: request.body.email });
      return ok(null, 'Member removed.');
    },
  );
}
