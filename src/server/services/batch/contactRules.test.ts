import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { mergeValueProblem } from '../../../contract/personalisation.ts';
import type { MergeTagPair } from '../../../scene/mergeTags.ts';
import { DomainError } from '../domainError.ts';
import { INVALID_TEXT } from './contactCsv.ts';
import { contactProblems, contactValues, csvRecord, duplicateEmails, INVALID_UTF8_MESSAGE, safeCell, tagColumns } from './contactRules.ts';

const TAGS: MergeTagPair[] = [
  ['email', 'email'],
  ['first_name', 'text'],
  ['website', 'url'],
];
const HEADERS = ['First Name', 'E-mail', 'Site', 'Notes'];

describe('tagColumns', () => {
  it('takes a column by index or by header text for every tag', () => {
    expect(tagColumns(TAGS, { email: 'E-mail', first_name: 0, website: 'Site' }, HEADERS)).toEqual({ email: 1, first_name: 0, website: 2 });
  });

  it.each([
    [{ first_name: 0, website: 2 }, 'Choose a column for {{email}}: every merge tag needs one.'],
    [{ email: 1, first_name: 0, website: 4 }, 'The CSV has no column 5 for {{website}}.'],
    [{ email: 'Mail', first_name: 0, website: 2 }, 'The CSV has no column "Mail" for {{email}}.'],
    [{ email: 1, first_name: 0, website: 2, company: 3 }, 'This video has no merge tag {{company}}.'],
  ])('refuses %j: %s', (map, message) => {
    expect(() => tagColumns(TAGS, map, HEADERS)).toThrow(new DomainError('invalid', message));
  });
});

describe('contactProblems', () => {
  const columns = { email: 1, first_name: 0, website: 2 };

  it('passes a good contact, and a contact whose optional cells are empty or missing (their fallbacks)', () => {
    expect(contactProblems(TAGS, columns, ['Ada', 'ada@example.com', 'https://example.com/', 'anything'])).toEqual([]);
    expect(contactProblems(TAGS, columns, ['', 'ada@example.com'])).toEqual([]);
    expect(contactValues(columns, ['', 'ada@example.com'])).toEqual({ email: 'ada@example.com', first_name: '', website: '' });
  });

  it('reports each bad mapped cell by its column with the solo rule’s message', () => {
    expect(contactProblems(TAGS, columns, ['x'.repeat(201), 'not-an-address', 'example.com', '=ignored, not mapped'])).toEqual([
      { cellIndex: 1, message: mergeValueProblem('email', 'not-an-address') },
      { cellIndex: 0, message: mergeValueProblem('text', 'x'.repeat(201)) },
      { cellIndex: 2, message: mergeValueProblem('url', 'example.com') },
    ]);
  });

  it('reports a line break held in a quoted cell, and a missing e-mail', () => {
    expect(contactProblems(TAGS, columns, ['Ada\nLovelace', ''])).toEqual([
      { cellIndex: 1, message: 'Enter the e-mail address.' },
      { cellIndex: 0, message: 'Remove line breaks, tabs and other control characters.' },
    ]);
  });

  it('reports a mapped cell whose bytes were not UTF-8', () => {
    expect(contactProblems(TAGS, columns, [`Ad${INVALID_TEXT}a`, 'ada@example.com'])).toEqual([{ cellIndex: 0, message: INVALID_UTF8_MESSAGE }]);
  });
});

describe('duplicateEmails', () => {
  it('reports a later contact with an earlier one’s address (trimmed, any case), naming the earlier contact', () => {
    const duplicates = duplicateEmails();
    expect(duplicates.check(1, 'ada@example.com', 3)).toBeNull();
    expect(duplicates.check(2, 'bo@example.com', 3)).toBeNull();
    expect(duplicates.check(3, ' ADA@example.com ', 3)).toEqual({ cellIndex: 3, message: 'Contact 1 has this e-mail address too: each address gets one link.' });
  });
});

describe('the generated CSV', () => {
  it.each(['=HYPERLINK("http://evil")', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])('prefixes the formula cell %j with a quote', (cell) => {
    expect(safeCell(cell)).toBe(`'${cell}`);
  });

  it('leaves other cells as they are', () => {
    expect(['Ada', 'a=b', '', ' =1', "'quoted"].map(safeCell)).toEqual(['Ada', 'a=b', '', ' =1', "'quoted"]);
  });

  it('writes RFC 4180 records that a CSV reader reads back to the safe cells', () => {
    const cells = ['Ada "the first"', 'a,b', 'line one\nline two', '=1+1', 'https://studio.test/s/abc'];
    const record = csvRecord(cells);
    expect(record).toBe('"Ada ""the first""","a,b","line one\nline two",\'=1+1,https://studio.test/s/abc\r\n');
    expect(Papa.parse<string[]>(record + csvRecord(['x']), { newline: '\r\n', skipEmptyLines: true }).data).toEqual([cells.map(safeCell), ['x']]);
  });
});
