import { describe, expect, it } from 'vitest';
import { contactStatusOf, detailPageCount, emailColumnOf, isReadyRow, shownColumns } from './batchDetailRules';

const headers: [string, string][] = [
  ['Name', 'Name'],
  ['E-mail address', 'E-mail address'],
  ['status', 'status'],
  ['campaignUrl', 'campaignUrl'],
];

describe('batch detail display rules (spec 002 §3)', () => {
  it("hides 'status' and labels campaignUrl 'Campaign URL'", () => {
    expect(shownColumns(headers)).toEqual([
      { index: 0, key: 'Name', label: 'Name' },
      { index: 1, key: 'E-mail address', label: 'E-mail address' },
      { index: 3, key: 'campaignUrl', label: 'Campaign URL' },
    ]);
  });

  it('reads the status from the second-last cell; only 1 is ready', () => {
    expect(contactStatusOf(['Ada', 'ada@example.com', 1, 'http://x/s/a'])).toBe(1);
    expect(isReadyRow(['Ada', 'ada@example.com', 1, 'http://x/s/a'])).toBe(true);
    expect(isReadyRow(['Ada', 'ada@example.com', 2, null])).toBe(false);
    expect(isReadyRow(['1', 'ada@example.com', '1', null])).toBe(false);
    expect(contactStatusOf([])).toBeNull();
  });

  it('finds the e-mail column by its header, else by the first row holding an address', () => {
    expect(emailColumnOf({ headers, data: [], contactNumbers: [] })).toBe(1);
    const unnamed: [string, string][] = [
      ['Who', 'Who'],
      ['Where', 'Where'],
      ['status', 'status'],
      ['campaignUrl', 'campaignUrl'],
    ];
    expect(emailColumnOf({ headers: unnamed, data: [['Ada', ' ada@example.com ', 1, 'http://x/s/a']], contactNumbers: [1] })).toBe(1);
    expect(emailColumnOf({ headers: unnamed, data: [['Ada', 'London', 1, 'a@b.c']], contactNumbers: [1] })).toBe(-1);
    expect(emailColumnOf({ headers: unnamed, data: [], contactNumbers: [] })).toBe(-1);
  });

  it('counts pages of 14, at least one', () => {
    expect([0, 1, 14, 15, 28, 29].map(detailPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
