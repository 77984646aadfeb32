import { z } from 'zod';
import { replySchema } from './reply';

/**
 * Share via Mail (spec 002 §2, §3, §7; issue 19): the mail code of a video or image (the main one
 * or one contact's), its pictures, and the test mail. The code's HTML is built on the server
 * (`src/server/services/mail/mailCode.ts`) for the item's mail client; the app shows it, previews
 * it in client-like frames and copies it.
 */

/**
 * The pictures a mail code shows (our addition beside `code`): `animated` the GIF of the video's
 * first 3 s with a play button (null for an image), `still` the JPEG of its first frame with the
 * same button (an image's own JPEG), both site-relative unguessable addresses, cached for ever;
 * `width` x `height` the size the code shows them at (at most 600 wide).
 */
export const mailPicturesSchema = z.object({
  animated: z.string().nullable(),
  still: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MailPicturesRef = z.infer<typeof mailPicturesSchema>;

/**
 * The share fields a mail code adds to a detail answer and a history entry: `code` (spec 002 §3,
 * the HTML to paste; null until the item or entry is ready and its pictures are made), `codeText`
 * (our addition: the plain-text version put on the clipboard beside the HTML) and `mailPictures`.
 */
export const mailCodeFieldsSchema = z.object({
  code: z.string().nullable(),
  codeText: z.string().nullable(),
  mailPictures: mailPicturesSchema.nullable(),
});
export type MailCodeFields = z.infer<typeof mailCodeFieldsSchema>;

/** Where the test mail calls live, by item kind: `POST {path}{id}/` (our addition, issue 19 "Send me a test"). */
export const MAIL_TEST_PATHS = { video: '/api/newvideo/video/mailtest/', image: '/api/newimage/image/mailtest/' } as const;

/**
 * `POST …/mailtest/{id}/`: mails the code to the signed-in user's own address. Without `entryId`
 * the item's own code; with it, the code of one of its personalised entries (a solo mail code of
 * the video, a personalised link of the image).
 */
export const mailTestRequestSchema = z.object({ entryId: z.number().int().positive().max(2_147_483_647).optional() });
export type MailTestRequest = z.infer<typeof mailTestRequestSchema>;

/** The answer: to whom the test went. */
export const mailTestReplySchema = replySchema(z.object({ to: z.string() }));

/** Test mails one user may send per hour (a mail transport is not a free resource). */
export const MAIL_TESTS_PER_HOUR = 10;

/** What the app shows once the test is sent. */
export const mailTestSentMessage = (to: string) => `Test mail sent to ${to}.`;
