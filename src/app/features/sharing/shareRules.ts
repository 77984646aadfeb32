import { type Ptab, ptabSchema, SHARING_PAGE_NAME_SHOWN } from '../../../contract/sharing';
import { GENERATE_STATUS } from '../../../contract/generation';
import { PERSONALISATION_KINDS, PERSONALISATION_STATUS, type PersonalisationEntry, type PersonalisationKind } from '../../../contract/personalisation';
import type { ItemKind } from '../myItems/myItemsApi';

/** How long a copy button says 'Copied !' (spec 002 §4, §9). */
export const COPIED_FLASH_MS = 600;

/** The deep link's button is looked for this often (spec 002 §9 "every 35 ms up to 20 s")… */
export const PTAB_POLL_MS = 35;
/** …for up to this long. */
export const PTAB_POLL_LIMIT_MS = 20_000;

/** A sharing page's name as cards and the share dialog show it: at most 40 characters, a longer one cut with an ellipsis as the 40th (spec 002 §5). */
export function sharingPageName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > SHARING_PAGE_NAME_SHOWN ? `${trimmed.slice(0, SHARING_PAGE_NAME_SHOWN - 1)}…` : trimmed;
}

/** Whether a link or code may be copied: the item is ready (status 1) and has its link (spec 002 §4, §5). */
export function canCopyLink(status: number | null, link: string | null | undefined): link is string {
  return status === GENERATE_STATUS.ready && typeof link === 'string' && link !== '';
}

/** A mail code to copy: its HTML and its plain text (`code`, `codeText`). */
export type CopiedCode = { html: string; text: string };

/** The mail code to copy of an item or entry: its HTML and plain text once it is ready (status 1) and its code is made, else null (spec 002 §5). */
export function mailCodeOf({ status, code, codeText }: { status: number | null; code?: string | null | undefined; codeText?: string | null | undefined }): CopiedCode | null {
  return canCopyLink(status, code) ? { html: code, text: codeText ?? code } : null;
}

/** Who an entry is for: the contact's e-mail and their first other value. */
export function contactOf({ allMergeTag, mergeTagValue }: Pick<PersonalisationEntry, 'allMergeTag' | 'mergeTagValue'>): string[] {
  const email = allMergeTag.find(([, type]) => type === 'email');
  const other = allMergeTag.find(([name, type]) => type !== 'email' && mergeTagValue[name]);
  return [email && mergeTagValue[email[0]], other && mergeTagValue[other[0]]].filter((value): value is string => Boolean(value));
}

/** Reads a `ptab` value (base64 JSON, spec 002 §2); null when it is not a valid one. */
export function parsePtab(value: string): Ptab | null {
  try {
    const parsed = ptabSchema.safeParse(JSON.parse(atob(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes a `ptab` value (base64 JSON). */
export function encodePtab(ptab: Ptab): string {
  return btoa(JSON.stringify(ptab));
}

/** Which button of the share dialog a deep link presses: the sharing page's (pageId) or the thumbnail's (imageId). */
export function ptabTarget(ptab: Ptab): 'page' | 'thumbnail' | null {
  if (ptab.pageId !== undefined) return 'page';
  if (ptab.imageId !== undefined) return 'thumbnail';
  return null;
}

/** Whether the Set Sharing Page choice needs saving: only when it differs from the current page (spec 002 §4). */
export function isNewSharingPage(currentId: number | undefined, chosenId: number | null): chosenId is number {
  return chosenId !== null && chosenId !== currentId;
}

/** Whether a sharing page may be deleted: never the item's current page nor the default page (spec 002 §5). */
export function canDeleteSharingPage(page: { id: number; isDefault: boolean }, currentId: number | undefined): boolean {
  return !page.isDefault && page.id !== currentId;
}

/** Whether an item is made per contact: it is marked personalised or has merge tags (its Download and Share via Link take values). */
export function isPersonalisedItem(item: { isPersonalized: boolean; allMergeTag?: readonly unknown[] | undefined }): boolean {
  return item.isPersonalized || (item.allMergeTag?.length ?? 0) > 0;
}

/** What Share via Link makes per contact: a video's solo link, an image's link. */
export function linkKindOf(kind: ItemKind): PersonalisationKind {
  return kind === 'video' ? PERSONALISATION_KINDS.soloLink : PERSONALISATION_KINDS.imageLink;
}

/** Whose test mail an entry's code is: a video's solo mail code's, or an image's link's. */
export function itemKindOf(kind: PersonalisationKind): ItemKind {
  return kind === PERSONALISATION_KINDS.imageLink ? 'image' : 'video';
}

/**
 * What Generate Download Link makes per contact: a video's download; for an image its link (the
 * server has no image download: an image link's ready entry carries the contact's PNG as `video`).
 */
export function downloadKindOf(kind: ItemKind): PersonalisationKind {
  return kind === 'video' ? PERSONALISATION_KINDS.download : PERSONALISATION_KINDS.imageLink;
}

/**
 * What a history entry's status says (spec 002 §4 "Item status values in history lists"): 1 ready,
 * with the server's note if any, 2 generating with its percent, 3 pending, 0 error with its reason.
 * A solo entry's and a batch's alike.
 */
export function historyStatusText({ status, progress, message }: Pick<PersonalisationEntry, 'status' | 'progress' | 'message'>): string {
  if (status === PERSONALISATION_STATUS.ready) return message ? `Ready. ${message}` : 'Ready';
  if (status === PERSONALISATION_STATUS.generating) return `Generating… ${progress}%`;
  if (status === PERSONALISATION_STATUS.pending) return 'Pending';
  return message ? `Error: ${message}` : 'Error';
}
