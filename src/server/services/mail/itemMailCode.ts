import type { MailCodeFields, MailPicturesRef } from '../../../contract/mail.ts';
import { DEFAULT_MAIL_CLIENT_ID, mailClientById } from '../../../contract/mailClients.ts';
import { MAIL_CLICK_TARGET, PUBLIC_SHARE_PATHS } from '../../../contract/sharing.ts';
import { CANVAS_SIZES, type CanvasSizeIndex } from '../../../scene/constants.ts';
import type { StoredMailPictures } from '../../db/schema.ts';
import { renderFileUrl } from '../generation/renderFiles.ts';
import { buildMailCode, MAIL_CODE_MAX_WIDTH } from './mailCode.ts';

/** The pictures of a code as answered: the stored GIF (a video's) and still JPEG at their addresses. */
export function mailPicturesOf(stored: StoredMailPictures | null): MailPicturesRef | null {
  if (!stored) return null;
  return { animated: stored.gif ? renderFileUrl(stored.gif) : null, still: renderFileUrl(stored.jpeg), width: stored.width, height: stored.height };
}

/** The picture of an image's code: its JPEG (the render file `jpegName`), shown at most 600 px wide. */
export function imageMailPictures(jpegName: string, size: CanvasSizeIndex): StoredMailPictures {
  const { width, height } = CANVAS_SIZES[size];
  const shown = Math.min(MAIL_CODE_MAX_WIDTH, width);
  return { gif: null, jpeg: jpegName, width: shown, height: Math.max(1, Math.round((height * shown) / width)) };
}

/** What one code is made of. */
export type ItemMailCodeInput = {
  publicUrl: string;
  /** The item's chosen client (`mailClient`), or null: codes are built for the default (Gmail). */
  mailClient: number | null;
  /** The link the code leads to (through its tracked mail redirect); null before the item has one. */
  token: string | null;
  pictures: MailPicturesRef | null;
  subject: 'video' | 'image';
  /** The contact's name (a personalised code), or undefined. */
  name?: string | undefined;
};

/**
 * The mail code fields of an item or entry (issue 19): the HTML and plain text of the code built
 * for its mail client, leading to its link's tracked mail redirect (`/s/{token}/go/mail`: counted,
 * then the page or the image's redirect), with its pictures at absolute addresses. Null code until
 * both the link and the pictures exist.
 */
export function itemMailCode(input: ItemMailCodeInput): MailCodeFields {
  const { publicUrl, token, pictures } = input;
  if (!token || !pictures) return { code: null, codeText: null, mailPictures: pictures };
  const client = mailClientById(input.mailClient ?? DEFAULT_MAIL_CLIENT_ID) ?? mailClientById(DEFAULT_MAIL_CLIENT_ID)!;
  const size = { width: pictures.width, height: pictures.height };
  const code = buildMailCode({
    client,
    pageUrl: `${publicUrl}${PUBLIC_SHARE_PATHS.go(token, MAIL_CLICK_TARGET)}`,
    gif: { url: `${publicUrl}${pictures.animated ?? pictures.still}`, ...size },
    jpeg: { url: `${publicUrl}${pictures.still}`, ...size },
    name: input.name,
    subject: input.subject,
  });
  return { code: code.html, codeText: code.text, mailPictures: pictures };
}
