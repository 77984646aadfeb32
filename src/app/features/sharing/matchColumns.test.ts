import { describe, expect, it } from 'vitest';
import type { MergeTagPair } from '../../../scene/mergeTags';
import { columnKey, completeTagMap, matchColumns } from './matchColumns';

const TAGS: MergeTagPair[] = [
  ['email', 'email'],
  ['first_name', 'text'],
  ['company', 'text'],
];

describe('matchColumns', () => {
  it('reads a name without case, spaces, underscores or dashes', () => {
    for (const header of ['first_name', 'First Name', 'firstname', 'FIRST-NAME', ' first  name ']) expect(columnKey(header)).toBe('firstname');
  });

  it('matches each tag to the column whose header resembles it', () => {
    expect(matchColumns(TAGS, ['Company', 'First Name', 'Email'])).toEqual({ email: 2, first_name: 1, company: 0 });
    expect(matchColumns(TAGS, ['FIRST-NAME', 'e-mail', 'company'])).toEqual({ email: 1, first_name: 0, company: 2 });
    expect(matchColumns(TAGS, ['firstname', 'Email Address'])).toEqual({ email: 1, first_name: 0, company: null });
  });

  it('takes the usual e-mail headers only for an e-mail tag', () => {
    expect(matchColumns([['email', 'email']], ['Mail'])).toEqual({ email: 0 });
    expect(matchColumns([['contact', 'email']], ['E-Mail Address'])).toEqual({ contact: 0 });
    expect(matchColumns([['note', 'text']], ['Email Address'])).toEqual({ note: null });
  });

  it('leaves a tag without a resembling header unmatched, and gives a column to one tag only', () => {
    expect(matchColumns(TAGS, ['Name', 'Notes'])).toEqual({ email: null, first_name: null, company: null });
    expect(
      matchColumns(
        [
          ['first_name', 'text'],
          ['firstName', 'text'],
        ],
        ['First Name', 'Notes'],
      ),
    ).toEqual({ first_name: 0, firstName: null });
  });

  it("takes the first of two resembling columns, the tag's own name before an e-mail alias", () => {
    expect(matchColumns([['email', 'email']], ['Email', 'E-mail'])).toEqual({ email: 0 });
    expect(matchColumns([['email', 'email']], ['Email Address', 'email'])).toEqual({ email: 1 });
  });

  it('makes the tag map only when every tag has a column', () => {
    expect(completeTagMap({ email: 2, first_name: 0 })).toEqual({ email: 2, first_name: 0 });
    expect(completeTagMap({ email: 2, first_name: null })).toBeNull();
    expect(completeTagMap({})).toEqual({});
  });
});
