import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';

/** One outgoing message; `html` must already be escaped. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends mail: over SMTP when configured, otherwise into the database outbox. */
export type Mailer = {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** A mailer for `smtpUrl`, or the outbox mailer when no SMTP server is configured. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Database }): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      async send(message) {
        await options.db.insert(outbox).values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
