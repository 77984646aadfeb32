import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import { BATCH_CAMPAIGN_URL_COLUMN, BATCH_STATUS_COLUMN, BATCH_TYPES, CAMPAIGN_URL_HEADER, MAIL_CODE_HEADER } from '../../../contract/batch.ts';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation.ts';
import type { Database } from '../../db/database.ts';
import { batchContacts, batches, personalisedItems, projects, shareLinks } from '../../db/schema.ts';
import { personalisedMailCode } from '../personalisation/personalisationEntries.ts';
import { shareLinkAddress } from '../sharing/shareLinks.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { libraryFileKey, libraryFileUrl, newLibraryFileName } from '../userLibrary/libraryFiles.ts';
import type { BatchRow } from './batchStore.ts';
import { csvRecord } from './contactRules.ts';

/** One valid contact of a batch as the detail view and the generated CSV show it; `code` its mail code (a mail batch's, once ready). */
type ContactOutcome = { contactNumber: number; cells: string[]; status: number; campaignUrl: string | null; code: string | null };

/** The export reads contacts this many at a time. */
const EXPORT_PAGE = 1000;

/**
 * A page of a batch's valid contacts (those it generates), by contact number: each one's CSV cells
 * (as many as the header row has: missing cells empty, cells past the last header left out), its
 * status (3 until the batch starts, then its personalised item's) and its link (null until it has
 * one, and when it failed).
 */
async function contactOutcomes(db: Database, publicUrl: string, batch: BatchRow, page: { limit: number; offset: number }): Promise<ContactOutcome[]> {
  const rows = await db
    .select({ contactNumber: batchContacts.contactNumber, cells: batchContacts.cells, item: personalisedItems, token: shareLinks.token, mailClient: projects.mailClient })
    .from(batchContacts)
    .innerJoin(projects, eq(projects.id, batch.projectId))
    .leftJoin(personalisedItems, and(eq(personalisedItems.batchId, batchContacts.batchId), eq(personalisedItems.contactNumber, batchContacts.contactNumber)))
    .leftJoin(shareLinks, eq(shareLinks.id, personalisedItems.shareLinkId))
    .where(and(eq(batchContacts.batchId, batch.id), sql`${batchContacts.problems} = '[]'::jsonb`))
    .orderBy(asc(batchContacts.contactNumber))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ contactNumber, cells, item, token, mailClient }) => {
    const hasLink = token !== null && item !== null && item.status !== PERSONALISATION_STATUS.error;
    return {
      contactNumber,
      cells: batch.headers.map((_header, index) => cells[index] ?? ''),
      status: item?.status ?? PERSONALISATION_STATUS.pending,
      campaignUrl: hasLink ? shareLinkAddress(publicUrl, token) : null,
      code: item ? personalisedMailCode({ row: item, token, mailClient }, publicUrl).code : null,
    };
  });
}

/**
 * A page of the batch detail view (spec 002 §3 "Batch detail CSV"): `headers` pairs of [key,
 * label], the CSV's headers then `status` and `campaignUrl` (the app hides the one and labels the
 * other 'Campaign URL'); `data` one row per valid contact: its cells, its status (second-last: 1
 * ready), its link; `contactNumbers` each row's contact number (what a retry names).
 */
export async function batchDetailPage(db: Database, publicUrl: string, batch: BatchRow, page: { limit: number; offset: number }) {
  const headers: [string, string][] = [
    ...batch.headers.map((header): [string, string] => [header, header]),
    [BATCH_STATUS_COLUMN, BATCH_STATUS_COLUMN],
    [BATCH_CAMPAIGN_URL_COLUMN, BATCH_CAMPAIGN_URL_COLUMN],
  ];
  const outcomes = await contactOutcomes(db, publicUrl, batch, page);
  return {
    headers,
    data: outcomes.map(({ cells, status, campaignUrl }) => [...cells, status, campaignUrl]),
    contactNumbers: outcomes.map(({ contactNumber }) => contactNumber),
  };
}

/**
 * The generated CSV's records: the header row plus 'Campaign URL' (and 'Mail Code' in a mail
 * batch), then each valid contact's cells plus its link and code (empty when it has none).
 */
async function* generatedRecords(db: Database, publicUrl: string, batch: BatchRow): AsyncGenerator<string> {
  const isMail = batch.type === BATCH_TYPES.mail;
  yield csvRecord([...batch.headers, CAMPAIGN_URL_HEADER, ...(isMail ? [MAIL_CODE_HEADER] : [])]);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const outcomes = await contactOutcomes(db, publicUrl, batch, { limit: EXPORT_PAGE, offset });
    for (const { cells, campaignUrl, code } of outcomes) yield csvRecord([...cells, campaignUrl ?? '', ...(isMail ? [code ?? ''] : [])]);
    if (outcomes.length < EXPORT_PAGE) return;
  }
}

/** The name the generated CSV is saved as: the uploaded file's, with "-campaign-urls". */
export function generatedFileName(batch: Pick<BatchRow, 'fileName'>): string {
  return `${batch.fileName.replace(/\.csv$/i, '')}-campaign-urls.csv`;
}

/**
 * Writes the batch's generated CSV (RFC 4180, CRLF, formula cells prefixed with `'`) as a library
 * file and answers its address; the batch's previous one is removed.
 */
export async function writeGeneratedCsv(db: Database, storage: FileStorage, publicUrl: string, batch: BatchRow): Promise<string> {
  const name = newLibraryFileName('csv');
  await storage.put(libraryFileKey(name), Readable.from(generatedRecords(db, publicUrl, batch)));
  await db.update(batches).set({ generatedFile: name }).where(eq(batches.id, batch.id));
  if (batch.generatedFile) await storage.remove(libraryFileKey(batch.generatedFile));
  return libraryFileUrl(name);
}
