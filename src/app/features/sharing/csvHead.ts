import Papa from 'papaparse';
import { CONTACT_CSV_DELIMITERS } from '../../../contract/batch';

/** How many contacts the CSV table preview shows (spec 002 §2 "A CSV table preview"). */
export const CSV_PREVIEW_ROWS = 5;

/** How much of a CSV the preview reads, bytes (a Range request): enough for the header and the first contacts of any usual file. */
export const CSV_HEAD_BYTES = 256 * 1024;

/** The head of a CSV: its header row and its first contacts, each row as many cells as it has. */
export interface CsvHead {
  headers: string[];
  rows: string[][];
}

/**
 * Reads the head of a CSV as the server will read the whole file (`contactCsv.ts`): a byte-order
 * mark dropped, the delimiter `,`, `;` or tab guessed, quoted cells, empty lines left out. When
 * `isCut` (the text stops inside the file) the last line, perhaps incomplete, is left out.
 * @param text - the decoded start of the file
 */
export function parseCsvHead(text: string, isCut = false): CsvHead {
  const whole = text.replace(/^\uFEFF/, '');
  const lastLineEnd = Math.max(whole.lastIndexOf('\n'), whole.lastIndexOf('\r'));
  const complete = isCut ? whole.slice(0, lastLineEnd + 1) : whole;
  const { data } = Papa.parse<string[]>(complete, { preview: CSV_PREVIEW_ROWS + 1, skipEmptyLines: true, delimitersToGuess: CONTACT_CSV_DELIMITERS });
  const [headers = [], ...rows] = data;
  return { headers, rows };
}

/** Whether a Range answer's `Content-Range` (`bytes 0-262143/1048576`) says the file goes on past what came. */
export function isCutByRange(contentRange: string | null | undefined): boolean {
  const match = /bytes (\d+)-(\d+)\/(\d+)/.exec(contentRange ?? '');
  return match !== null && Number(match[2]) + 1 < Number(match[3]);
}
