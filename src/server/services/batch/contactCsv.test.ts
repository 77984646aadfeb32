import { describe, expect, it } from 'vitest';
import { csvRows, INVALID_TEXT } from './contactCsv.ts';

/** Every row of a CSV given as these chunks of bytes. */
async function rowsOf(...chunks: (string | Buffer)[]): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of csvRows(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)))) rows.push(row);
  return rows;
}

/** The bytes of a text cut into one-byte chunks (every boundary a stream may have). */
const byteByByte = (text: string) => [...Buffer.from(text)].map((byte) => Buffer.from([byte]));

describe('csvRows', () => {
  it('drops a byte-order mark, so the first header is read as written', async () => {
    expect(await rowsOf('\uFEFFemail,first_name\r\nada@example.com,Ada\r\n')).toEqual([
      ['email', 'first_name'],
      ['ada@example.com', 'Ada'],
    ]);
  });

  it('reads quoted cells holding line breaks, delimiters and doubled quotes', async () => {
    expect(await rowsOf('email,note\nada@example.com,"line one\nline two, with ""quotes"""\n')).toEqual([
      ['email', 'note'],
      ['ada@example.com', 'line one\nline two, with "quotes"'],
    ]);
  });

  it.each([
    [',', 'Analytical Engines'],
    [';', 'Analytical, Engines'],
    ['\t', 'Analytical; Engines, Ltd'],
  ])('guesses the delimiter %j (a comma or semicolon inside a cell does not mislead it)', async (delimiter, company) => {
    const text = `email${delimiter}first_name${delimiter}company\nada@example.com${delimiter}Ada${delimiter}${company}\nbo@example.com${delimiter}Bo${delimiter}${company}\n`;
    expect(await rowsOf(text)).toEqual([
      ['email', 'first_name', 'company'],
      ['ada@example.com', 'Ada', company],
      ['bo@example.com', 'Bo', company],
    ]);
  });

  it('reads mixed line endings (CRLF, LF, CR) as one row each, even split across chunks', async () => {
    const text = 'email,name\r\na@example.com,A\nb@example.com,B\rc@example.com,C\r\n\r\nd@example.com,D';
    const expected = [
      ['email', 'name'],
      ['a@example.com', 'A'],
      ['b@example.com', 'B'],
      ['c@example.com', 'C'],
      ['d@example.com', 'D'],
    ];
    expect(await rowsOf(text)).toEqual(expected);
    expect(await rowsOf(...byteByByte(text))).toEqual(expected);
  });

  it('leaves out empty lines', async () => {
    expect(await rowsOf('email\n\nada@example.com\n\n\n')).toEqual([['email'], ['ada@example.com']]);
  });

  it('marks bytes that are not UTF-8 in the cell that holds them, and reads a character split across chunks', async () => {
    const rows = await rowsOf(
      Buffer.from('email,name\nada@example.com,Ad'),
      Buffer.from([0xff, 0x61]),
      Buffer.from('\nbo@example.com,Zo'),
      Buffer.from([0xc3]),
      Buffer.from([0xab, 0x0a]),
    );
    expect(rows[1]![1]).toBe(`Ad${INVALID_TEXT}a`);
    expect(rows[2]).toEqual(['bo@example.com', 'Zoë']);
  });

  it('reads a cell of 1 MB whole', async () => {
    const big = 'x'.repeat(1024 * 1024);
    const rows = await rowsOf(`email,bio\nada@example.com,"${big}"\n`);
    expect(rows[1]![1]).toHaveLength(1024 * 1024);
  });

  it('reads 10,000 columns', async () => {
    const headers = Array.from({ length: 10_000 }, (_, index) => `c${index}`);
    const rows = await rowsOf(`${headers.join(',')}\n${headers.map((_, index) => index).join(',')}\n`);
    expect(rows[0]).toHaveLength(10_000);
    expect(rows[1]![9999]).toBe('9999');
  });

  it('stops reading when the reader stops early', async () => {
    const text = `email\n${Array.from({ length: 5000 }, (_, index) => `c${index}@example.com`).join('\n')}\n`;
    let seen = 0;
    for await (const row of csvRows([Buffer.from(text)])) {
      expect(row).toHaveLength(1);
      if (++seen === 3) break;
    }
    expect(seen).toBe(3);
  });
});
