import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../src/server/db/schema.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer({ SUPPORT_EMAIL: 'help@studio.test' });
let token: string;

beforeAll(async () => {
  token = await signUpAndLogIn(call, server.smtp, 'asker@example.com');
});

describe('GET /api/accounts/faqs/', () => {
  it("answers each category's seeded FAQs in order", async () => {
    for (const category of [0, 1, 2, 3, 4]) {
      const answer = await call('GET', `/api/accounts/faqs/?faqCategory=${category}`);
      expect(answer.status).toBe(200);
      expect(answer.body.result.length).toBeGreaterThanOrEqual(3);
      for (const faq of answer.body.result) {
        expect(Object.keys(faq).sort()).toEqual(['description', 'id', 'video', 'videoThumbnail']);
        expect(faq.description).not.toBe('');
      }
    }
    const general = await call('GET', '/api/accounts/faqs/?faqCategory=4', { token });
    expect(general.body.result[0].description).toBe('How do credits work and when are they used?');
  });

  it('refuses a missing or unknown category', async () => {
    for (const query of ['', '?faqCategory=5', '?faqCategory=-1', '?faqCategory=video']) {
      const answer = await call('GET', `/api/accounts/faqs/${query}`);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.message)).toEqual(['faqCategory']);
    }
  });
});

describe('/api/accounts/contactus/', () => {
  it('tells where support is', async () => {
    const answer = await call('GET', '/api/accounts/contactus/', { token });
    expect(answer.body.result).toEqual({
      email: 'help@studio.test',
      socials: [
        { name: 'Facebook', url: expect.stringMatching(/^https:\/\/www\.facebook\.com\//) },
        { name: 'LinkedIn', url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\//) },
        { name: 'Twitter', url: expect.stringMatching(/^https:\/\/twitter\.com\//) },
      ],
    });
  });

  it('stores the request and mails it to the support address, escaped', async () => {
    const message = 'My <script>video</script> & thumbnail\nwill not render.';
    const answer = await call('POST', '/api/accounts/contactus/', { token, body: { problemCategory: 8, message } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isError: false, message: 'Your message has been sent!', result: { id: expect.any(Number) } });

    const mail = await server.smtp.waitForMail('help@studio.test', 'Thumbnail Personalization');
    expect(mail.text).toContain('asker@example.com');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(message);
    expect(mail.html).toContain('&lt;script&gt;video&lt;/script&gt; &amp; thumbnail');
    expect(mail.html).not.toContain('<script>');

    const [stored] = await server.context.db.select().from(contactRequests).where(eq(contactRequests.id, answer.body.result.id));
    expect(stored).toMatchObject({ email: 'asker@example.com', problemCategory: 8, message: message.trim(), mailedAt: expect.any(Date) });
  });

  it('refuses unknown categories and empty messages by field', async () => {
    for (const problemCategory of [2, 3, 10, -1, 'other']) {
      const answer = await call('POST', '/api/accounts/contactus/', { token, body: { problemCategory, message: 'Help' } });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.message)).toEqual(['problemCategory']);
    }
    const empty = await call('POST', '/api/accounts/contactus/', { token, body: { problemCategory: 0, message: '   ' } });
    expect(empty.body.message).toEqual({ message: { message: 'Describe your issue.' } });
    const long = await call('POST', '/api/accounts/contactus/', { token, body: { problemCategory: 0, message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call('POST', '/api/accounts/contactus/', { body: { problemCategory: 0, message: 'Hi' } })).status).toBe(401);
    expect((await call('GET', '/api/accounts/contactus/')).status).toBe(401);
  });

  it('keeps the request when the mail cannot be sent', async () => {
    const mailer = server.context.mailer;
    const send = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const answer = await call('POST', '/api/accounts/contactus/', { token, body: { problemCategory: 5, message: 'Stored anyway' } });
      expect(answer.status).toBe(200);
      const [stored] = await server.context.db.select().from(contactRequests).where(eq(contactRequests.id, answer.body.result.id));
      expect(stored).toMatchObject({ message: 'Stored anyway', mailedAt: null });
    } finally {
      mailer.send = send;
    }
  });
});
