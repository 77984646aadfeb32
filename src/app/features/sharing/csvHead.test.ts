import { describe, expect, it } from 'vitest';
import { isCutByRange, parseCsvHead } from './csvHead';

describe('parseCsvHead', () => {
  it('reads the header and the first 5 contacts, whatever the delimiter', () => {
    const rows = ['Email,First Name', ...Array.from({ length: 8 }, (_, index) => `c${index}@example.com,C${index}`)];
    for (const delimiter of [',', ';', '\t']) {
      const head = parseCsvHead(rows.map((row) => row.replace(',', delimiter)).join('\r\n'));
      expect(head.headers).toEqual(['Email', 'First Name']);
      expect(head.rows).toHaveLength(5);
      expect(head.rows[4]).toEqual(['c4@example.com', 'C4']);
    }
  });

  it('drops a byte-order mark and empty lines, and keeps quoted cells whole', () => {
    const head = parseCsvHead('\uFEFFEmail;Note\n\nada@example.com;"semi; colon\nand a line"\n');
    expect(head).toEqual({ headers: ['Email', 'Note'], rows: [['ada@example.com', 'semi; colon\nand a line']] });
  });

  it('leaves out the last line of a cut text, which may be incomplete', () => {
    expect(parseCsvHead('Email,Name\na@example.com,Ada\nb@exa', true).rows).toEqual([['a@example.com', 'Ada']]);
    expect(parseCsvHead('Email,Name\na@example.com,Ada\nb@example.com,Bo').rows).toHaveLength(2);
  });

  it('reads an empty file as no header and no rows', () => {
    expect(parseCsvHead('')).toEqual({ headers: [], rows: [] });
  });
});

describe('isCutByRange', () => {
  it('tells a part of a longer file from a whole one', () => {
    expect(isCutByRange('bytes 0-262143/1048576')).toBe(true);
    expect(isCutByRange('bytes 0-99/100')).toBe(false);
    expect(isCutByRange(null)).toBe(false);
  });
});
