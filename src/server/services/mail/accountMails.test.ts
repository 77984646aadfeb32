import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './accountMails.ts';

describe('account mails', () => {
  it('escape the name and the link in the HTML part', () => {
    for (const makeMail of [verificationMail, passwordResetMail]) {
      const mail = makeMail({ to: 'x@example.com', name: '<img src=x onerror=alert(1)>', link: 'https://studio.example/verify/a"b' });
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('href="https://studio.example/verify/a&quot;b"');
    }
  });
});
