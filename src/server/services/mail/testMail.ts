import { escapeHtml } from './escapeHtml.ts';
import type { MailMessage } from './mailer.ts';

/** What a test mail shows: the item's name and its code (HTML as built, and its plain text). */
export type TestMailInput = { to: string; itemName: string; code: string; codeText: string };

/**
 * The "Send me a test" mail (issue 19): the code as a contact will receive it, pasted into a plain
 * mail body under one line that says what this is. The code is our own HTML (every user string in
 * it escaped when it was built); the item's name is escaped here.
 */
export function testMail({ to, itemName, code, codeText }: TestMailInput): MailMessage {
  const name = itemName.trim() || 'your video';
  const intro = `This is how "${name}" looks in a mail. Paste the code into your own mails the same way.`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#222">
<p style="margin:0 0 16px 0;color:#666;font-size:13px">${escapeHtml(intro)}</p>
${code}
<p style="margin:16px 0 0 0">Avatar Studio</p>
</body></html>`;
  return { to, subject: `Test: ${name}`, text: `${intro}\n\n${codeText}\n\nAvatar Studio`, html };
}
