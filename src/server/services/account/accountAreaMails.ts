import { escapeHtml } from '../mail/escapeHtml.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** The HTML of an account mail: paragraphs, a button, a small note; every string is escaped here. */
function layout(paragraphs: string[], action: { label: string; link: string }, note?: string) {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#e7416a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`;
  const small = note ? `\n<p style="color:#666;font-size:13px">${escapeHtml(note)}</p>` : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">\n${body}\n${button}${small}\n<p>Avatar Studio</p>\n</body></html>`;
}

/** The invitation into an organisation, with its `/register?code=` sign-up link. */
export function teamInviteMail(mail: { to: string; organisationName: string; inviterName: string; link: string }): MailMessage {
  const who = mail.inviterName.trim() || 'Your team admin';
  const intro = `${who} invited you to join ${mail.organisationName} on Avatar Studio, where your team makes talking-avatar videos.`;
  const outro = 'Sign up with this e-mail address to accept. If you did not expect this invitation, you can ignore this message.';
  return {
    to: mail.to,
    subject: `You're invited to join ${mail.organisationName} on Avatar Studio`,
    text: `Hi,\n\n${intro}\n\nAccept the invitation: ${mail.link}\n\n${outro}\n\nAvatar Studio`,
    html: layout(['Hi,', intro], { label: 'Accept invitation', link: mail.link }, outro),
  };
}

/** Tells a former member that an admin added them back; they log in with their old password. */
export function teamRejoinedMail(mail: { to: string; name: string; organisationName: string; link: string }): MailMessage {
  const name = mail.name.trim() || 'there';
  const intro = `You have been added back to ${mail.organisationName} on Avatar Studio. Log in with your e-mail address and your password.`;
  return {
    to: mail.to,
    subject: `You're back in ${mail.organisationName} on Avatar Studio`,
    text: `Hi ${name},\n\n${intro}\n\nLog in: ${mail.link}\n\nAvatar Studio`,
    html: layout([`Hi ${name},`, intro], { label: 'Log in', link: mail.link }),
  };
}

/** A Contact Us message for the support team, naming the customer's address to answer. */
export function contactRequestMail(mail: { to: string; from: string; name: string; category: string; message: string; id: number }): MailMessage {
  const who = `${mail.name.trim() || 'A customer'} <${mail.from}>`;
  return {
    to: mail.to,
    subject: `Contact request #${mail.id}: ${mail.category}`,
    text: `From: ${who}\nCategory: ${mail.category}\n\n${mail.message}\n\nAnswer within 24 hours by replying to ${mail.from}.`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<p><strong>From:</strong> ${escapeHtml(who)}<br><strong>Category:</strong> ${escapeHtml(mail.category)}</p>
<p style="white-space:pre-wrap">${escapeHtml(mail.message)}</p>
<p style="color:#666;font-size:13px">Answer within 24 hours by replying to <a href="mailto:${escapeHtml(mail.from)}">${escapeHtml(mail.from)}</a>.</p>
</body></html>`,
  };
}

/** The answer when an account-area mail could not be handed to the mail server. */
export const accountMailFailed = 'The e-mail could not be sent. Please try again later.';
