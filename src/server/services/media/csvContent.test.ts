import { describe, expect, it } from 'vitest';
import { isCsvContent } from './csvContent.ts';

/** The content as the chunks a file stream would give, split at the given byte positions. */
async function* chunks(content: Buffer, cuts: number[] = []) {
  let from = 0;
  for (const cut of [...cuts, content.length]) {
    yield content.subarray(from, cut);
    from = cut;
  }
}

describe('isCsvContent', () => {
  it.each([
    ['a table with a header', 'first_name,email\nAnn,ann@example.com\nBob,bob@example.com\n'],
    ['quoted cells with commas, quotes and line breaks', 'name,note\n"Smith, Ann","said ""hi""\nthen left"\n'],
    ['semicolons (detected delimiter)', 'name;city\nAnn;Paris\n'],
    ['one column without a line break', 'ann@example.com'],
    ['a byte-order mark and CRLF lines', '\ufeffname,city\r\nZoë,Zürich\r\n'],
    ['tabs', 'name\tcity\nAnn\tOslo\n'],
  ])('accepts %s', async (_what, text) => {
    expect(await isCsvContent(chunks(Buffer.from(text)))).toBe(true);
  });

  it('accepts a character split between two chunks', async () => {
    const content = Buffer.from('name\nZoë\n');
    expect(await isCsvContent(chunks(content, [7]))).toBe(true);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['only blank lines', Buffer.from('\n\n  \n')],
    ['an unterminated quote', Buffer.from('name,note\nAnn,"never closed\n')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['a NUL byte in text', Buffer.from('name,email\nAnn\u0000,x\n')],
    ['invalid UTF-8', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xc3, 0x28, 0x0a])],
  ])('refuses %s', async (_what, content) => {
    expect(await isCsvContent(chunks(content))).toBe(false);
  });
});
