import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './mime.ts';

/** A real SMTP server on loopback that keeps every message it receives. */
export type SmtpPeer = {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `address` whose subject contains `subjectPart`, waiting for it to arrive. */
  waitForMail(address: string, subjectPart: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Starts an SMTP peer on 127.0.0.1 at a free port. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(address, subjectPart, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((item) => item.to.includes(address.toLowerCase()) && item.subject.includes(subjectPart));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail "${subjectPart}" to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that contains `pathPart`. */
export function linkIn(mail: ReceivedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in mail "${mail.subject}"`);
  return link;
}
