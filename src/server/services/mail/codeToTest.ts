import type { AppContext } from '../../context.ts';
import { DomainError } from '../domainError.ts';
import { personalisedMailCode } from '../personalisation/personalisationEntries.ts';
import { findPersonalisationListing } from '../personalisation/personalisedItems.ts';
import type { ProjectKey } from '../projects/projectStore.ts';
import { findOwnItem, itemDetails } from '../sharing/itemShare.ts';
import type { TestMailInput } from './testMail.ts';

/**
 * The code a test mail carries: the user's item's own code, or (with `entryId`) that of one of its
 * personalised entries (a solo mail code, a mail batch's contact, a personalised image).
 * @throws DomainError not_found (not the user's item or entry); conflict (no code yet: not ready,
 * its pictures not made yet, or an entry of a kind without a code)
 */
export async function codeToTest(context: AppContext, key: ProjectKey, entryId: number | undefined): Promise<Omit<TestMailInput, 'to'>> {
  const { code, codeText, itemName } = entryId === undefined ? await itemCode(context, key) : await entryCode(context, key, entryId);
  if (code === null || codeText === null) throw new DomainError('conflict', 'This mail code is not ready yet: try again once its video or image is ready.');
  return { itemName, code, codeText };
}

/** The item's own code. */
async function itemCode(context: AppContext, key: ProjectKey) {
  const details = await itemDetails(context, key);
  return { code: details.code, codeText: details.codeText, itemName: details.name };
}

/** The code of one of the item's personalised entries. */
async function entryCode(context: AppContext, key: ProjectKey, entryId: number) {
  await findOwnItem(context.db, key);
  const listing = await findPersonalisationListing(context.db, { id: entryId, userId: key.userId, projectId: key.id });
  return { ...personalisedMailCode(listing, context.config.publicUrl), itemName: listing.itemName };
}
