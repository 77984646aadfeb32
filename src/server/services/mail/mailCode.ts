import type { MailClientDefinition } from '../../../contract/mailClients.ts';
import { escapeHtml } from './escapeHtml.ts';

/** The widest a mail code is (px): most clients' reading panes, and the usual mail template width. */
export const MAIL_CODE_MAX_WIDTH = 600;

/** The longest contact name a code shows; a longer one is cut (the alt text stays readable). */
const NAME_MAX_LENGTH = 100;

/** A picture of the code: its absolute address and its size in pixels. */
export type MailPictureRef = { url: string; width: number; height: number };

/** What a mail code is built from; every address absolute http(s). */
export type MailCodeInput = {
  /** The client the code is pasted into (its flags choose the picture). */
  client: Pick<MailClientDefinition, 'animatesGif'>;
  /** Where the picture and the text link lead: the contact's page through the tracked redirect, so clicks count. */
  pageUrl: string;
  /** The animated GIF (first seconds, play button drawn over). */
  gif: MailPictureRef;
  /** The still JPEG of the first frame with the same play button, for clients that do not animate. */
  jpeg: MailPictureRef;
  /** The contact's name, shown in the alt text and the text link; blank for a code without one. */
  name?: string;
  /** What the picture stands for: a video (the default: "Play the video…") or an image ("See the image…"). */
  subject?: 'video' | 'image';
};

/** A code to paste: `html` for `text/html`, `text` for `text/plain` on the clipboard. */
export type MailCode = {
  html: string;
  text: string;
  /** The picture the code shows (the GIF's or the JPEG's address) and its shown size (width at most 600). */
  picture: MailPictureRef;
  /** The alt text, also the text link's words. */
  label: string;
};

/** An address a mail code cannot carry (not absolute http(s), or with a user name); names the field. */
export class MailCodeError extends Error {
  readonly code = 'MAIL_CODE_BAD_ADDRESS';
  constructor(readonly field: string) {
    super(`${field} must be an absolute http(s) address`);
  }
}

/** The address in its normal form (percent-encoded by the URL parser), or a MailCodeError. */
function absoluteAddress(field: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new MailCodeError(field);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) throw new MailCodeError(field);
  return url.href;
}

/** The name as one line of text: control characters and runs of white space become one space, cut to 100 characters. */
function cleanName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const oneLine = (name ?? '').replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  return [...oneLine].slice(0, NAME_MAX_LENGTH).join('');
}

/** "Play the video for {name}" ("See the image for {name}" for an image), or without " for {name}" when there is no name. */
export function mailCodeLabel(name?: string, subject: 'video' | 'image' = 'video'): string {
  const clean = cleanName(name);
  const action = subject === 'image' ? 'See the image' : 'Play the video';
  return clean ? `${action} for ${clean}` : action;
}

/** The picture's shown size: its own, or scaled down to 600 px wide. */
function shownSize(picture: MailPictureRef): { width: number; height: number } {
  if (!(picture.width > 0 && picture.height > 0)) throw new RangeError('a mail picture needs a positive width and height');
  const width = Math.min(MAIL_CODE_MAX_WIDTH, Math.round(picture.width));
  return { width, height: Math.max(1, Math.round((picture.height * width) / picture.width)) };
}

/**
 * Builds the code of one video for one mail client: a one-column table with inline styles and
 * absolute addresses only (what Gmail, Outlook and the sales tools keep when the code is pasted),
 * the picture linked to the contact's page, and a text link under it for clients that block
 * pictures. Outlook on the desktop gets the still JPEG, the others the animated GIF. Every user
 * string is escaped; addresses are checked and normalised first.
 * @throws MailCodeError when an address is not absolute http(s).
 */
export function buildMailCode(input: MailCodeInput): MailCode {
  const pageUrl = absoluteAddress('pageUrl', input.pageUrl);
  const chosen = input.client.animatesGif ? input.gif : input.jpeg;
  const pictureUrl = absoluteAddress(input.client.animatesGif ? 'gif.url' : 'jpeg.url', chosen.url);
  const { width, height } = shownSize(chosen);
  const label = mailCodeLabel(input.name, input.subject);

  const href = escapeHtml(pageUrl);
  const alt = escapeHtml(label);
  const font = 'font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;';
  const html = [
    `<table role="presentation" width="${width}" cellpadding="0" cellspacing="0" border="0" style="width:${width}px;max-width:${MAIL_CODE_MAX_WIDTH}px;border-collapse:collapse;border-spacing:0;">`,
    `<tr><td style="padding:0;">`,
    `<a href="${href}" target="_blank" style="text-decoration:none;border:0;">`,
    `<img src="${escapeHtml(pictureUrl)}" width="${width}" height="${height}" alt="${alt}" style="display:block;width:${width}px;max-width:100%;height:auto;border:0;outline:none;text-decoration:none;">`,
    `</a>`,
    `</td></tr>`,
    `<tr><td style="padding:8px 0 0 0;${font}">`,
    `<a href="${href}" target="_blank" style="color:#1a73e8;text-decoration:underline;${font}">${alt}</a>`,
    `</td></tr>`,
    `</table>`,
  ].join('');
  return { html, text: `${label}: ${pageUrl}`, picture: { url: pictureUrl, width, height }, label };
}
