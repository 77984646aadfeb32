import type { BatchCellProblem } from '../../../contract/batch.ts';
import { cleanMergeValues, mergeValueProblems } from '../../../contract/personalisation.ts';
import { CONTACT_EMAIL_TAG, type MergeTagPair } from '../../../scene/mergeTags.ts';
import { DomainError } from '../domainError.ts';
import { INVALID_TEXT } from './contactCsv.ts';

/**
 * The rules of a batch's contacts (issue 18): which column feeds each merge tag, what is wrong with
 * a contact's cells (the solo rules of `mergeValueProblems`, cell by cell), and how the generated
 * CSV is written back. Pure: the routes and the tests use them alike.
 */

/** Each merge tag's column (0-based) in a CSV. */
export type TagColumns = Record<string, number>;

/**
 * The column of every merge tag of the video from the caller's map (a column's index, or its header
 * text as it stands in the header row): every tag, `email` included, needs one; a tag the video
 * lacks, or a column the CSV lacks, is refused.
 * @throws DomainError invalid, saying which tag is at fault
 */
export function tagColumns(tags: readonly MergeTagPair[], map: Readonly<Record<string, number | string>>, headers: readonly string[]): TagColumns {
  const known = new Set(tags.map(([name]) => name));
  const stray = Object.keys(map).find((name) => !known.has(name));
  if (stray !== undefined) throw new DomainError('invalid', `This video has no merge tag {{${stray}}}.`);
  const columns: TagColumns = {};
  for (const [name] of tags) {
    const column = Object.hasOwn(map, name) ? map[name]! : undefined;
    if (column === undefined) throw new DomainError('invalid', `Choose a column for {{${name}}}: every merge tag needs one.`);
    const index = typeof column === 'number' ? column : headers.indexOf(column);
    if (index < 0 || index >= headers.length) throw new DomainError('invalid', `The CSV has no column ${typeof column === 'number' ? column + 1 : `"${column}"`} for {{${name}}}.`);
    columns[name] = index;
  }
  return columns;
}

/** A contact's values by tag, from its row (a missing cell is empty: the tag's fallback is used). */
export function contactValues(columns: TagColumns, cells: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(columns).map(([name, index]) => [name, cells[index] ?? '']));
}

/**
 * A valid contact's values as its personalised item stores them (`cleanMergeValues`: trimmed, the
 * video's tags only): an empty one means the tag's fallback stands in.
 */
export function contactMergeValues(tags: readonly MergeTagPair[], columns: TagColumns, cells: readonly string[]): Record<string, string> {
  return cleanMergeValues(tags, contactValues(columns, cells));
}

/** The message for a mapped cell whose bytes were not UTF-8. */
export const INVALID_UTF8_MESSAGE = 'This cell is not UTF-8 text: save the CSV as UTF-8 and upload it again.';

/**
 * What is wrong with a contact's mapped cells, one problem per bad cell (in tag order): bytes that
 * are not UTF-8, then the solo rules of the tag's input type (`mergeValueProblems`).
 */
export function contactProblems(tags: readonly MergeTagPair[], columns: TagColumns, cells: readonly string[]): BatchCellProblem[] {
  const values = contactValues(columns, cells);
  const problems = mergeValueProblems(tags, values);
  return tags.flatMap(([name]) => {
    const message = values[name]!.includes(INVALID_TEXT) ? INVALID_UTF8_MESSAGE : problems[name];
    return message ? [{ cellIndex: columns[name]!, message }] : [];
  });
}

/**
 * Finds contacts whose e-mail an earlier contact has (compared trimmed, case-insensitively): each
 * contact gets one link, so the later ones are skipped.
 */
export function duplicateEmails() {
  const firstContact = new Map<string, number>();
  return {
    /** The problem of contact `contactNumber`'s e-mail cell when an earlier contact has its address, else null (and the address is remembered). */
    check(contactNumber: number, email: string, cellIndex: number): BatchCellProblem | null {
      const key = email.trim().toLowerCase();
      if (key === '') return null;
      const first = firstContact.get(key);
      if (first !== undefined) return { cellIndex, message: `Contact ${first} has this e-mail address too: each address gets one link.` };
      firstContact.set(key, contactNumber);
      return null;
    },
  };
}

/** The e-mail cell of a contact. */
export const contactEmail = (columns: TagColumns, cells: readonly string[]) => cells[columns[CONTACT_EMAIL_TAG]!] ?? '';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection) when they start it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as the generated CSV writes it: one that a spreadsheet would run as a formula gets a leading `'`. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field per RFC 4180: quoted (its quotes doubled) when it holds a quote, a comma or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record, its cells made safe ({@link safeCell}), ended by CRLF (RFC 4180). */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map((cell) => csvField(safeCell(cell))).join(',')}\r\n`;
}
