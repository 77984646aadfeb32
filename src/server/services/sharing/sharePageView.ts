import { PHOTOS } from '../templates/templateAssets.ts';
import { randomBytes } from 'node:crypto';
import { type ClickTarget, PUBLIC_SHARE_PATHS, type SharingPageContent } from '../../../contract/sharing.ts';
import { CANVAS_SIZES, type CanvasSizeIndex } from '../../../scene/constants.ts';
import { mergeFallbackOf } from '../../../scene/mergeFallbacks.ts';
import { fillMergeTags, mergeTagNames } from '../../../scene/mergeTags.ts';
import { clickTargets } from './clickTargets.ts';
import type { SharePageView } from './publicPage/renderSharePage.ts';
import { sharedPoster, sharedVideo } from './sharedFiles.ts';
import type { PublicLink, SharedItem } from './shareLinks.ts';
import type { SharingPageRow } from './sharingPages.ts';

/** The texts of a page that may hold merge tags. */
const MERGED_FIELDS = ['title', 'headline', 'body', 'ctaLabel'] as const;

/**
 * The page's content with its merge tags filled: the contact's value where the link has a
 * non-blank one, else the item's fallback for the tag (`mergeFallbackOf`), else empty.
 */
export function filledContent(content: SharingPageContent, fallbacks: SharedItem['mergeTagFallbacks'], contact: Record<string, string> | null): SharingPageContent {
  const names = new Set(MERGED_FIELDS.flatMap((field) => mergeTagNames(content[field])));
  const values = Object.fromEntries(
    [...names].map((name) => {
      const given = contact && Object.hasOwn(contact, name) ? contact[name]! : '';
      return [name, given.trim() === '' ? mergeFallbackOf({ mergeTagFallbacks: fallbacks }, name) : given];
    }),
  );
  const filled = { ...content };
  for (const field of MERGED_FIELDS) filled[field] = fillMergeTags(content[field], values);
  return filled;
}

/** A nonce for the page's Content-Security-Policy (128 random bits). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The owner as a page shows them. */
function ownerOf(owner: PublicLink['owner']): SharePageView['owner'] {
  return {
    name: `${owner.firstName} ${owner.lastName}`.trim(),
    calendarUrl: owner.calendarUrl,
    linkedinUrl: owner.linkedinUrl,
    facebookUrl: owner.facebookUrl,
    twitterUrl: owner.twitterUrl,
  };
}

/** The item as a page shows it. */
function itemOf(item: Pick<SharedItem, 'name' | 'kind' | 'size'>): SharePageView['item'] {
  const { width, height } = CANVAS_SIZES[item.size as CanvasSizeIndex] ?? CANVAS_SIZES[0];
  return { name: item.name, kind: item.kind, width, height };
}

/**
 * The view of a link's public page. `viewId` null is an owner's preview: no beacon, and outgoing
 * links go straight to their address instead of through the tracked redirect.
 */
export function linkPageView(
  { link, item, owner, page }: PublicLink & { item: SharedItem; page: SharingPageRow },
  { publicUrl, viewId }: { publicUrl: string; viewId: string | null },
): SharePageView {
  const content = filledContent(page.content, item.mergeTagFallbacks, link.mergeValues);
  const targets = clickTargets({ content, owner, redirectUrl: item.redirectUrl });
  const tracked = viewId !== null;
  const go = Object.fromEntries(Object.entries(targets).map(([target, address]) => [target, tracked ? PUBLIC_SHARE_PATHS.go(link.token, target) : address])) as Partial<
    Record<ClickTarget, string>
  >;
  return {
    layout: page.layout,
    content,
    item: itemOf(item),
    owner: ownerOf(owner),
    addresses: {
      page: `${publicUrl}${PUBLIC_SHARE_PATHS.page(link.token)}`,
      video: sharedVideo(item) ? PUBLIC_SHARE_PATHS.video(link.token) : null,
      poster: sharedPoster(item) ? PUBLIC_SHARE_PATHS.poster(link.token) : null,
      captions: null,
      played: PUBLIC_SHARE_PATHS.played(link.token),
      go,
    },
    viewId,
    nonce: newNonce(),
  };
}

/** The sample item a page preview shows (no item is shared yet), with a shipped photo as its poster. */
const SAMPLE_ITEM = { name: 'Sample video', kind: 'video', size: 0 } as const;

/** The owner's preview of a sharing page alone (the page editor's frames): a sample item, the tags' fallbacks, direct links. */
export function pagePreviewView(page: SharingPageRow, owner: PublicLink['owner'], { publicUrl }: { publicUrl: string }): SharePageView {
  const content = filledContent(page.content, undefined, null);
  return {
    layout: page.layout,
    content,
    item: itemOf(SAMPLE_ITEM),
    owner: ownerOf(owner),
    addresses: {
      page: `${publicUrl}${PUBLIC_SHARE_PATHS.pagePreview(page.id)}`,
      video: null,
      poster: PHOTOS.deskWorkspace.src,
      captions: null,
      played: '',
      go: clickTargets({ content, owner, redirectUrl: '' }),
    },
    viewId: null,
    nonce: newNonce(),
  };
}
