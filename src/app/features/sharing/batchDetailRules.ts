import { BATCH_CAMPAIGN_URL_COLUMN, BATCH_DETAIL_PAGE_SIZE, BATCH_STATUS_COLUMN, type BatchDetail, CAMPAIGN_URL_HEADER } from '../../../contract/batch';
import { PERSONALISATION_STATUS } from '../../../contract/personalisation';

/** A row of the batch detail view: the contact's cells, then its status, then its link. */
export type BatchDetailRow = BatchDetail['results']['data'][number];

/** A column the detail view shows: where its cells are in a row, its key and the label it is shown with. */
export type ShownColumn = { index: number; key: string; label: string };

/**
 * The columns the detail view shows (spec 002 §3 "Batch detail CSV" display rules): every header
 * but 'status', which is hidden; campaignUrl is labelled 'Campaign URL'.
 */
export function shownColumns(headers: BatchDetail['results']['headers']): ShownColumn[] {
  return headers
    .map(([key, label], index) => ({ index, key, label: key === BATCH_CAMPAIGN_URL_COLUMN ? CAMPAIGN_URL_HEADER : label }))
    .filter(({ key }) => key !== BATCH_STATUS_COLUMN);
}

/** A contact's status: the second-last cell of its row (3 queued, 2 rendering, 1 ready, 0 failed or cancelled). */
export function contactStatusOf(row: BatchDetailRow): number | null {
  const status = row.at(-2);
  return typeof status === 'number' ? status : null;
}

/** Whether a row is marked beside its e-mail (spec 002 §3: "When the second-last cell of a row equals 1"). */
export function isReadyRow(row: BatchDetailRow): boolean {
  return contactStatusOf(row) === PERSONALISATION_STATUS.ready;
}

/** What each contact status is called in the per-contact list. */
export const CONTACT_STATUS_TEXT: Record<number, string> = {
  [PERSONALISATION_STATUS.pending]: 'Queued',
  [PERSONALISATION_STATUS.generating]: 'Rendering',
  [PERSONALISATION_STATUS.ready]: 'Ready',
  [PERSONALISATION_STATUS.error]: 'Failed',
};

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The column of the contacts' e-mail: the CSV's header that names one ("Email", "E-mail
 * address"), else the first column whose cell in the first row is an address; -1 when none is.
 * (The detail answer does not say which column the batch mapped to {{email}}.)
 */
export function emailColumnOf({ headers, data }: BatchDetail['results']): number {
  const csvColumns = headers.slice(0, -2);
  const named = csvColumns.findIndex(([, label]) => /e-?mail/i.test(label));
  if (named >= 0) return named;
  const [first] = data;
  return first ? csvColumns.findIndex((_header, index) => LOOKS_LIKE_EMAIL.test(String(first[index] ?? '').trim())) : -1;
}

/** The pages of a batch's detail view at 14 contacts a page, at least one. */
export function detailPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / BATCH_DETAIL_PAGE_SIZE));
}
