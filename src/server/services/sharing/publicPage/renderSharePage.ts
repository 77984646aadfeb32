import type { ClickTarget, PageLayout, SharingPageContent } from '../../../../contract/sharing.ts';
import { escapeHtml as esc } from '../../mail/escapeHtml.ts';
import { ARROW_ICON, CALENDAR_ICON, GONE_ICON, SOCIAL_LINKS, UNKNOWN_ICON } from './shareIcons.ts';
import { SHARE_ASSETS } from './shareAssets.ts';
import { absoluteUrl, safeUrl } from './safeUrl.ts';

/**
 * What the public share page shows (built by the share routes): the sharing page's layout and
 * content around one item, the owner's name and links, and every address the page prints.
 */
export type SharePageView = {
  layout: PageLayout;
  /** The page's texts with merge tags already filled. */
  content: SharingPageContent;
  item: { name: string; kind: 'video' | 'image'; width: number; height: number };
  owner: { name: string; calendarUrl: string; linkedinUrl: string; facebookUrl: string; twitterUrl: string };
  addresses: {
    /** The page's own address, absolute. */
    page: string;
    video: string | null;
    poster: string | null;
    captions: string | null;
    /** The play beacon. */
    played: string;
    /** The tracked redirects, only for targets that are set. */
    go: Partial<Record<ClickTarget, string>>;
  };
  /** The view this page load counts as; null for previews (no beacon). */
  viewId: string | null;
  /** The CSP nonce of the brand `<style>` (see `sharePageCsp`). */
  nonce: string;
};

/** Used when a page's brand colour is not #rrggbb. */
const FALLBACK_BRAND = '#2f6fed';

/** The longest Open Graph description, characters. */
const DESCRIPTION_LENGTH = 200;

/** The brand colour and a readable text colour on it (WCAG relative luminance). */
function brandColors(color: string): { brand: string; onBrand: string } {
  const brand = /^#[0-9a-fA-F]{6}$/.test(color) ? color.toLowerCase() : FALLBACK_BRAND;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(brand.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return { brand, onBrand: luminance > 0.4 ? '#111318' : '#ffffff' };
}

/** The item's size in whole pixels (16:9 when unknown). */
function itemSize(item: SharePageView['item']): { width: number; height: number } {
  return item.width > 0 && item.height > 0 ? { width: Math.round(item.width), height: Math.round(item.height) } : { width: 1920, height: 1080 };
}

/** Text in paragraphs: a blank line starts a new one, a single line break stays. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${esc(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** `text` cut to `length` characters on a word, with an ellipsis when cut. */
function shortened(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

/** A link through the tracked redirect, or '' when its address is missing or refused. */
function link(href: string | undefined, className: string, inner: string, label?: string): string {
  const safe = safeUrl(href);
  if (!safe) return '';
  return `<a${className ? ` class="${className}"` : ''} href="${esc(safe)}" rel="nofollow"${label ? ` aria-label="${esc(label)}" title="${esc(label)}"` : ''}>${inner}</a>`;
}

/** The page's parts, each '' when it has nothing to show. */
function parts(view: SharePageView) {
  const { content, item, owner, addresses } = view;
  const ownerName = owner.name.trim();
  const logo = safeUrl(content.logo);
  const initial = Array.from(ownerName || item.name.trim() || '?')[0]!.toUpperCase();
  const brand = logo
    ? `<div class="brand"><img class="brand__logo" src="${esc(logo)}" alt="${esc(ownerName)}"></div>`
    : ownerName
      ? `<div class="brand"><span class="brand__initial" aria-hidden="true">${esc(initial)}</span><span class="brand__name">${esc(ownerName)}</span></div>`
      : '';

  const { width, height } = itemSize(item);
  const shape = width > height * 1.05 ? 'landscape' : height > width * 1.05 ? 'portrait' : 'square';
  const poster = safeUrl(addresses.poster);
  const video = safeUrl(addresses.video);
  const captions = safeUrl(addresses.captions);
  const played = safeUrl(addresses.played);
  let media = '';
  if (item.kind === 'video' && video) {
    const beacon = view.viewId !== null && played ? ` data-view="${esc(view.viewId)}" data-played="${esc(played)}"` : '';
    media =
      `<video controls playsinline preload="metadata" width="${width}" height="${height}"${poster ? ` poster="${esc(poster)}"` : ''}${beacon} aria-label="${esc(item.name)}">` +
      `<source src="${esc(video)}" type="video/mp4">` +
      (captions ? `<track kind="captions" src="${esc(captions)}" srclang="en" label="Captions" default>` : '') +
      `</video>`;
  } else if (poster ?? video) {
    media = `<img src="${esc((poster ?? video)!)}" width="${width}" height="${height}" alt="${esc(item.name)}">`;
  }
  const player = media ? `<div class="player player--${shape}">${media}</div>` : '';

  const ctaLabel = content.ctaLabel.trim();
  const ctaButton = (kind: string) => (ctaLabel ? link(addresses.go.cta, `button button--${kind}`, `<span>${esc(ctaLabel)}</span>${ARROW_ICON}`) : '');
  const calendarButton = (kind: string) => link(addresses.go.calendar, `button button--${kind}`, `${CALENDAR_ICON}<span>Book a time</span>`);
  const cta = ctaButton('primary');
  const calendar = calendarButton(cta ? 'secondary' : 'primary');
  const actions = cta || calendar ? `<div class="actions">${cta}${calendar}</div>` : '';
  // The calendar layout leads with the booking: the calendar is its main button.
  const calendarFirst = calendar ? `<div class="actions">${calendarButton('primary')}${ctaButton('secondary')}</div>` : actions;
  const socialLinks = content.showSocial
    ? SOCIAL_LINKS.map(({ target, name, icon }) => link(addresses.go[target], '', icon, ownerName ? `${ownerName} on ${name}` : name)).join('')
    : '';
  const social = socialLinks ? `<nav class="social" aria-label="Social links">${socialLinks}</nav>` : '';

  const headline = content.headline.trim() ? `<h1>${esc(content.headline.trim())}</h1>` : '';
  const body = paragraphs(content.body);
  const topbar = brand ? `<header class="topbar"><div class="topbar__inner">${brand}</div></header>` : '';
  return { ownerName, brand, topbar, player, cta, calendar, actions, calendarFirst, social, headline, body, hasCalendar: calendar !== '' };
}

type Parts = ReturnType<typeof parts>;

/** The `<body>` content of each layout, from the same parts. */
const LAYOUTS: Record<PageLayout, (part: Parts) => string> = {
  videoFirst: (part) =>
    `${part.topbar}<main>${part.player}${part.headline || part.body || part.actions || part.social ? `<div class="copy">${part.headline}${part.body}${part.actions}${part.social}</div>` : ''}</main>`,
  calendar: (part) => {
    const card = part.hasCalendar
      ? `<h2>Book a time${part.ownerName ? ` with ${esc(part.ownerName)}` : ''}</h2><p>Pick a slot that suits you in the calendar; it only takes a moment.</p>`
      : part.cta
        ? `<h2>Your next step</h2>`
        : '';
    const aside =
      card || part.social
        ? `<aside class="card">${part.hasCalendar ? `<div class="card__icon">${CALENDAR_ICON}</div>` : ''}${card}${part.calendarFirst}${part.social}</aside>`
        : '';
    return `${part.topbar}<main>${part.headline || part.body ? `<div class="intro">${part.headline}${part.body}</div>` : ''}${aside ? `<div class="with-aside">${part.player}${aside}</div>` : part.player}</main>`;
  },
  ctaBand: (part) =>
    `${part.topbar}<main>${part.headline ? `<div class="intro">${part.headline}</div>` : ''}${part.player}</main>` +
    (part.body || part.actions || part.social
      ? `<section class="band"><div class="band__inner">${part.body ? `<div class="band__text">${part.body}</div>` : ''}${part.actions || part.social ? `<div>${part.actions}${part.social}</div>` : ''}</div></section>`
      : ''),
  split: (part) => `${part.topbar}<main><div class="split"><div class="copy">${part.headline}${part.body}${part.actions}${part.social}</div>${part.player}</div></main>`,
  minimal: (part) =>
    `<main>${part.player}${part.headline || part.body || part.actions || part.social ? `<div class="copy">${part.headline}${part.body}${part.actions}${part.social}</div>` : ''}</main>`,
  brandHeader: (part) =>
    `<header class="hero">${part.brand}${part.headline}</header><main>${part.player}${part.body || part.actions || part.social ? `<div class="copy">${part.body}${part.actions}${part.social}</div>` : ''}</main>`,
};

/** The document around a body: head, Open Graph tags, stylesheet, brand colours, script. */
function documentHtml(options: { title: string; head: string; bodyClass: string; body: string; style?: { nonce: string; css: string }; script: boolean }): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${esc(options.title)}</title>${options.head}` +
    `<link rel="stylesheet" href="${SHARE_ASSETS.css.path}">` +
    (options.style ? `<style nonce="${esc(options.style.nonce)}">${options.style.css}</style>` : '') +
    (options.script ? `<script src="${SHARE_ASSETS.js.path}" defer></script>` : '') +
    `</head><body class="${options.bodyClass}">${options.body}<footer class="foot">Made with Avatar Studio</footer></body></html>`
  );
}

/**
 * The page's own CSS (in the nonce'd `<style>`): the brand colours, and the item's aspect ratio on
 * the player, so the poster and the video keep the item's shape whatever their files' sizes.
 * Only a checked colour and whole numbers go in.
 */
function pageCss(brandColor: string, size: { width: number; height: number }): string {
  const { brand, onBrand } = brandColors(brandColor);
  return `:root{--brand:${brand};--on-brand:${onBrand}}.player video,.player img{aspect-ratio:${size.width}/${size.height}}`;
}

/** A `<meta>` tag, or '' without a value. */
const meta = (attribute: 'name' | 'property', key: string, value: string | null) => (value ? `<meta ${attribute}="${key}" content="${esc(value)}">` : '');

/**
 * The public share page (`GET /s/{token}` and the owner's previews): plain HTML that shows the
 * poster and every text without JavaScript, with Open Graph and Twitter card tags. Every user
 * string is escaped; every address comes from `view.addresses` (or the page's logo) and is
 * printed only if it is absolute http(s) or a path on our origin. Send it with `sharePageCsp(view.nonce)`.
 */
export function renderSharePage(view: SharePageView): string {
  const { content, item, addresses } = view;
  const layout = Object.hasOwn(LAYOUTS, view.layout) ? view.layout : 'videoFirst';
  const title = content.title.trim() || content.headline.trim() || item.name.trim() || 'A video for you';
  const description = shortened(content.body.trim() || content.headline.trim() || item.name, DESCRIPTION_LENGTH);
  const page = absoluteUrl(addresses.page, addresses.page);
  const image = absoluteUrl(addresses.poster, addresses.page);
  const video = item.kind === 'video' ? absoluteUrl(addresses.video, addresses.page) : null;
  const size = (key: string) =>
    item.width > 0 && item.height > 0 ? meta('property', `${key}:width`, String(Math.round(item.width))) + meta('property', `${key}:height`, String(Math.round(item.height))) : '';
  const head =
    meta('name', 'description', description) +
    `<meta name="robots" content="noindex, nofollow">` +
    meta('property', 'og:type', video ? 'video.other' : 'website') +
    meta('property', 'og:title', title) +
    meta('property', 'og:description', description) +
    meta('property', 'og:url', page) +
    meta('property', 'og:image', image) +
    (image ? size('og:image') : '') +
    (video ? meta('property', 'og:video', video) + meta('property', 'og:video:type', 'video/mp4') + size('og:video') : '') +
    meta('name', 'twitter:card', 'summary_large_image') +
    meta('name', 'twitter:title', title) +
    meta('name', 'twitter:description', description) +
    meta('name', 'twitter:image', image);
  const hasBeacon = view.viewId !== null && item.kind === 'video' && safeUrl(addresses.video) !== null;
  return documentHtml({
    title,
    head,
    bodyClass: `page page--${layout}`,
    body: LAYOUTS[layout](parts(view)),
    style: { nonce: view.nonce, css: pageCss(content.brandColor, itemSize(item)) },
    script: hasBeacon,
  });
}

/** A short page with one message (the 410 and 404 pages): no user data, no script. */
function noticePage(title: string, text: string, icon: string): string {
  return documentHtml({
    title,
    head: `<meta name="robots" content="noindex, nofollow">`,
    bodyClass: 'page page--notice',
    body: `<main class="notice"><div class="card"><div class="card__icon">${icon}</div><h1>${esc(title)}</h1><p>${esc(text)}</p></div></main>`,
    script: false,
  });
}

/** The 410 page of a link whose item was deleted. */
export function renderGonePage(): string {
  return noticePage('This video is no longer available', 'The person who shared it has removed it. If you expected to see something here, ask them for a new link.', GONE_ICON);
}

/** The 404 page of an address that is no share link. */
export function renderNotFoundPage(): string {
  return noticePage('This link does not exist', 'Check that the address is complete, or ask the person who shared it for a new link.', UNKNOWN_ICON);
}
