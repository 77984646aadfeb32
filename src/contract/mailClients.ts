import { z } from 'zod';
import { errorMessageSchema } from './reply';

/**
 * The mail clients a Share via Mail code is built for (spec 002 §3 "Mail client": id, name, src;
 * §7 `GET /api/campaign/emailclient/`; issue 19). Defined once: the server lists them and builds
 * each code from its flags, the app shows the Choose your Mail Client dialog from the same list.
 */
export type MailClientDefinition = {
  /** Stable number, stored with an item's choice (`mailClient`); never reused for another client. */
  id: number;
  /** Shown in the Choose your Mail Client dialog. */
  name: string;
  /** The icon's site address: a file shipped under `public/`. */
  src: string;
  /**
   * Whether the client plays an animated GIF. Outlook on the desktop (Word's renderer) shows only
   * its first frame, so its code carries the still JPEG instead, with the same play button.
   */
  animatesGif: boolean;
};

/** Every mail client, in the order the dialog lists them. */
export const MAIL_CLIENTS: readonly MailClientDefinition[] = [
  { id: 1, name: 'Gmail', src: '/mail-clients/gmail.svg', animatesGif: true },
  { id: 2, name: 'Outlook (web)', src: '/mail-clients/outlook-web.svg', animatesGif: true },
  { id: 3, name: 'Outlook (desktop)', src: '/mail-clients/outlook-desktop.svg', animatesGif: false },
  { id: 4, name: 'Apple Mail', src: '/mail-clients/apple-mail.svg', animatesGif: true },
  { id: 5, name: 'Yahoo Mail', src: '/mail-clients/yahoo-mail.svg', animatesGif: true },
  { id: 6, name: 'HubSpot', src: '/mail-clients/hubspot.svg', animatesGif: true },
  { id: 7, name: 'Outreach', src: '/mail-clients/outreach.svg', animatesGif: true },
  { id: 8, name: 'Salesloft', src: '/mail-clients/salesloft.svg', animatesGif: true },
  { id: 9, name: 'Other (plain HTML)', src: '/mail-clients/other.svg', animatesGif: true },
];

/** The client a code is built for until the user chooses one (Gmail). */
export const DEFAULT_MAIL_CLIENT_ID = 1;

/** The mail client with this id, or undefined. */
export function mailClientById(id: number): MailClientDefinition | undefined {
  return MAIL_CLIENTS.find((client) => client.id === id);
}

/** A mail client as `GET /api/campaign/emailclient/` answers it (spec 002 §3). */
export const mailClientSchema = z.object({ id: z.number().int(), name: z.string(), src: z.string() });
export type MailClient = z.infer<typeof mailClientSchema>;

/** `GET /api/campaign/emailclient/`: every client at once, in dialog order (not paged; the spec's client reads `results`). */
export const mailClientsReplySchema = z.object({
  isError: z.boolean(),
  message: errorMessageSchema,
  count: z.number().int().min(0),
  results: z.array(mailClientSchema),
});
export type MailClientsReply = z.infer<typeof mailClientsReplySchema>;
