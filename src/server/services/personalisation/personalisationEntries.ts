import type { MailCodeFields } from '../../../contract/mail.ts';
import { LIVE_COMMANDS, type LiveMessage, liveMessage, PROGRESS_TYPES } from '../../../contract/live.ts';
import { PERSONALISATION_KINDS, type PersonalisationEntry, type PersonalisationKind, type PersonalisationStatus } from '../../../contract/personalisation.ts';
import { CONTACT_EMAIL_TAG } from '../../../scene/mergeTags.ts';
import { renderFileUrl } from '../generation/renderFiles.ts';
import { itemMailCode, mailPicturesOf } from '../mail/itemMailCode.ts';
import { shareLinkAddress } from '../sharing/shareLinks.ts';
import type { PersonalisationListing, PersonalisedItemRow } from './personalisedItems.ts';

/**
 * The download name of a personalised item (spec 002 §4): `{name}-{first value}.mp4` (`.png` for an
 * image), the first value being the first non-empty one of a tag other than the contact's e-mail
 * (the one a person reads: "Intro-Ada.mp4"), else the e-mail.
 */
export function personalisedFileName(itemName: string, row: Pick<PersonalisedItemRow, 'kind' | 'allMergeTag' | 'mergeValues'>): string {
  const first = firstValue(row) ?? row.mergeValues[CONTACT_EMAIL_TAG]?.trim();
  const extension = row.kind === PERSONALISATION_KINDS.imageLink ? 'png' : 'mp4';
  return `${first ? `${itemName}-${first}` : itemName}.${extension}`;
}

/** The first non-empty value of a tag other than the contact's e-mail: the one a person reads ("Ada"), or undefined. */
function firstValue(row: Pick<PersonalisedItemRow, 'allMergeTag' | 'mergeValues'>): string | undefined {
  const named = row.allMergeTag.map(([name]) => name).filter((name) => name !== CONTACT_EMAIL_TAG);
  return named.map((name) => row.mergeValues[name]?.trim() ?? '').find((value) => value !== '');
}

/** The kinds whose entries carry a mail code: a solo mail code (a video's) and a personalised image (its picture is the code's). */
const KINDS_WITH_CODE: readonly number[] = [PERSONALISATION_KINDS.soloMail, PERSONALISATION_KINDS.imageLink];

/**
 * The mail code of a solo mail code (kind 4, solo or a mail batch's contact) or a personalised
 * image, addressed to the contact by their first value ("Play the video for Ada"); all null for the
 * other kinds, and the code null until the item is ready.
 */
export function personalisedMailCode({ row, token, mailClient }: Omit<PersonalisationListing, 'itemName'>, publicUrl: string): MailCodeFields {
  if (!KINDS_WITH_CODE.includes(row.kind)) return { code: null, codeText: null, mailPictures: null };
  return itemMailCode({
    publicUrl,
    mailClient,
    token,
    pictures: mailPicturesOf(row.mailPictures),
    subject: row.kind === PERSONALISATION_KINDS.imageLink ? 'image' : 'video',
    name: firstValue(row),
  });
}

/**
 * A personalised item as the history lists and the generate calls answer it; a solo mail code's
 * and a personalised image's entry carry their mail code once ready, addressed to the contact by
 * their first value ("Play the video for Ada").
 */
export function personalisationEntry(listing: PersonalisationListing, publicUrl: string): PersonalisationEntry {
  const { row, itemName, token } = listing;
  const mail = personalisedMailCode(listing, publicUrl);
  return {
    id: row.id,
    type: row.kind as PersonalisationKind,
    itemId: row.projectId,
    progress: row.progress,
    status: row.status as PersonalisationStatus,
    timestamp: row.createdAt.toISOString(),
    campaignUrl: token ? shareLinkAddress(publicUrl, token) : null,
    ...mail,
    allMergeTag: row.allMergeTag,
    mergeTagValue: row.mergeValues,
    pronunciation: row.pronunciation,
    video: row.file ? renderFileUrl(row.file) : null,
    fileName: personalisedFileName(itemName, row),
    message: row.error,
  };
}

/** The progress type a kind reports on the live socket: 1 a download, 2 a solo link (a video's or an image's), 4 a solo mail code. */
export const PROGRESS_TYPE_OF: Record<PersonalisationKind, number> = {
  [PERSONALISATION_KINDS.download]: PROGRESS_TYPES.download,
  [PERSONALISATION_KINDS.soloLink]: PROGRESS_TYPES.solo,
  [PERSONALISATION_KINDS.imageLink]: PROGRESS_TYPES.solo,
  [PERSONALISATION_KINDS.soloMail]: PROGRESS_TYPES.solomail,
};

/**
 * `videoEditor.progress.update` of a personalised item: `id` the video or image it personalises
 * (the detail screen that is open), `results.id` the item, `type` 1, 2 or 4, `status` 3 → 2 (with the
 * percentage) → 1 (`video`: the file's address) or 0 (`message`: why).
 */
export function personalisationProgress(row: PersonalisedItemRow): LiveMessage {
  return liveMessage(LIVE_COMMANDS.progressUpdate, {
    id: row.projectId,
    results: {
      type: PROGRESS_TYPE_OF[row.kind as PersonalisationKind],
      progress: row.progress,
      status: row.status as PersonalisationStatus,
      video: row.file ? renderFileUrl(row.file) : null,
      id: row.id,
      step: null,
      message: row.error,
    },
  });
}
