import type { ClickTarget, PageLayout, SharingPageContent } from '../../../../contract/sharing.ts';
import { escapeHtml } from '../../mail/escapeHtml.ts';

/** What the public share page shows: the page's layout and (merge-filled) content around one item, with its addresses on our origin. */
export type SharePageView = {
  layout: PageLayout;
  /** Merge tags already filled. */
  content: SharingPageContent;
  item: { name: string; kind: 'video' | 'image'; width: number; height: number };
  owner: { name: string; calendarUrl: string; linkedinUrl: string; facebookUrl: string; twitterUrl: string };
  addresses: {
    /** Absolute. */
    page: string;
    video: string | null;
    poster: string | null;
    captions: string | null;
    played: string;
    /** Only targets that are set. */
    go: Partial<Record<ClickTarget, string>>;
  };
  /** Null: an owner's preview, no beacon. */
  viewId: string | null;
  nonce: string;
};

/** The public share page's HTML (placeholder until the page renderer lands: text, poster and player only). */
export function renderSharePage(view: SharePageView): string {
  const { content, addresses } = view;
  const media = addresses.video
    ? `<video controls playsinline preload="metadata"${addresses.poster ? ` poster="${escapeHtml(addresses.poster)}"` : ''} src="${escapeHtml(addresses.video)}"></video>`
    : addresses.poster
      ? `<img alt="${escapeHtml(view.item.name)}" src="${escapeHtml(addresses.poster)}">`
      : '';
  const cta = addresses.go.cta ? `<a href="${escapeHtml(addresses.go.cta)}">${escapeHtml(content.ctaLabel)}</a>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head><body><h1>${escapeHtml(content.headline)}</h1>${media}<p>${escapeHtml(content.body)}</p>${cta}</body></html>`;
}

/** The page a link to a deleted item answers (410). */
export function renderGonePage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>This video is no longer available</title></head><body><h1>This video is no longer available</h1><p>Its owner has removed it.</p></body></html>';
}
