import { escapeHtml } from './escapeHtml.ts';
import type { MailMessage } from './mailer.ts';

type ActionMail = { to: string; name: string; link: string };

function actionMail(mail: ActionMail, subject: string, intro: string, action: string, outro: string): MailMessage {
  const name = mail.name.trim() || 'there';
  const text = `Hi ${name},\n\n${intro}\n\n${action}: ${mail.link}\n\n${outro}\n\nAvatar Studio`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<p>Hi ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#e7416a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(outro)}</p>
<p>Avatar Studio</p>
</body></html>`;
  return { to: mail.to, subject, text, html };
}

/** The sign-up verification mail with its `/signup-verify/{code}` link. */
export function verificationMail(mail: ActionMail): MailMessage {
  return actionMail(
    mail,
    'Verify your e-mail for Avatar Studio',
    'Thanks for signing up. Please confirm that this is your e-mail address.',
    'Verify email',
    'If you did not sign up, you can ignore this message.',
  );
}

/** The password reset mail with its `/reset-password/{code}` link (valid for one hour). */
export function passwordResetMail(mail: ActionMail): MailMessage {
  return actionMail(
    mail,
    'Reset your Avatar Studio password',
    'We received a request to reset your password. The link works once and expires in one hour.',
    'Reset password',
    'If you did not ask for this, you can ignore this message; your password stays as it is.',
  );
}
