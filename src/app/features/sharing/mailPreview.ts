import type { MailPicturesRef } from '../../../contract/mail';

/** The client-like frames a mail code is previewed in. */
export const MAIL_PREVIEW_FRAMES = [
  { frame: 'gmail', label: 'Gmail' },
  { frame: 'outlook', label: 'Outlook' },
  { frame: 'dark', label: 'Dark mode' },
] as const;
export type MailPreviewFrame = (typeof MAIL_PREVIEW_FRAMES)[number]['frame'];

/** An attribute value as the code writes it (`&amp;`, `&quot;`), as text. */
const unescapeAttribute = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** Text as an attribute value. */
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The code with its animated GIF swapped for the still JPEG, as Outlook on the desktop shows it
 * (its Word renderer draws only a GIF's first frame). The code's pictures are absolute addresses of
 * the site that made them; `pictures` names them site-relative. A code without a GIF (an image's)
 * is answered as it is.
 */
export function withStillPicture(code: string, pictures: MailPicturesRef | null): string {
  const animated = pictures?.animated;
  if (!pictures || !animated) return code;
  return code.replace(/(<img\b[^>]*?\bsrc=")([^"]*)(")/gi, (whole, before: string, src: string, after: string) => {
    const address = unescapeAttribute(src);
    if (!URL.canParse(address)) return whole;
    const url = new URL(address);
    if (new URL(animated, url).href !== url.href) return whole;
    return `${before}${escapeAttribute(new URL(pictures.still, url).href)}${after}`;
  });
}

/**
 * How a dark-mode client shows a mail: a dark page, and the code's light-mode text colours turned
 * light (what Gmail's and Apple Mail's dark modes do to inline colours; pictures are left alone).
 */
const DARK_STYLE = `body{background:#1f1f1f;color:#e3e3e3}td,p,span,div{color:#e3e3e3!important;background-color:transparent!important}a,a *{color:#8ab4f8!important}`;

/** The page body's look in each frame. */
const FRAME_STYLE: Record<MailPreviewFrame, string> = {
  gmail: 'body{background:#fff;color:#202124;font-family:Arial,Helvetica,sans-serif}',
  outlook: "body{background:#fff;color:#242424;font-family:'Segoe UI',Calibri,Arial,sans-serif}",
  dark: `body{font-family:Arial,Helvetica,sans-serif}${DARK_STYLE}`,
};

/**
 * The document a preview frame shows (its `srcdoc`, in a frame sandboxed without scripts): the
 * code as `frame`'s client shows it, in a mail body. Links open in a new tab.
 */
export function mailPreviewDocument(code: string, frame: MailPreviewFrame, pictures: MailPicturesRef | null): string {
  const body = frame === 'outlook' ? withStillPicture(code, pictures) : code;
  const scheme = frame === 'dark' ? 'dark' : 'light';
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="${scheme}"><base target="_blank"><style>html,body{margin:0}body{padding:16px 20px;font-size:14px;line-height:20px}${FRAME_STYLE[frame]}</style></head><body><p>Hi,</p><p>I made this for you:</p>${body}</body></html>`;
}
