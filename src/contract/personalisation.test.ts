import { describe, expect, it } from 'vitest';
import type { MergeTagPair } from '../scene/mergeTags';
import { cleanMergeValues, cleanPronunciation, mergeValueProblem, mergeValueProblems, personalisationRequestSchema, pronunciationProblems } from './personalisation';

const TAGS: MergeTagPair[] = [
  ['email', 'email'],
  ['first_name', 'text'],
  ['website', 'url'],
  ['logo', 'image'],
];

describe('mergeValueProblem', () => {
  it('takes an e-mail by the pattern of spec 001 §5 and needs one', () => {
    expect(mergeValueProblem('email', 'ada@example.com')).toBeNull();
    expect(mergeValueProblem('email', ' ada@example.com ')).toBeNull();
    expect(mergeValueProblem('email', '')).toBe('Enter the e-mail address.');
    expect(mergeValueProblem('email', 'ada@example')).toBe('Enter a valid e-mail address.');
    expect(mergeValueProblem('email', 'ada@example.toolongtld')).toBe('Enter a valid e-mail address.');
  });

  it('takes absolute http(s) addresses for web and image tags, or nothing', () => {
    expect(mergeValueProblem('url', 'https://example.com/a?b=1')).toBeNull();
    expect(mergeValueProblem('image', 'http://example.com/ada.png')).toBeNull();
    expect(mergeValueProblem('url', '')).toBeNull();
    for (const bad of ['example.com', '/ada.png', 'javascript:alert(1)', 'ftp://example.com/x']) {
      expect(mergeValueProblem('image', bad)).toBe('Enter a full address starting with http:// or https://.');
    }
    expect(mergeValueProblem('url', `https://example.com/${'a'.repeat(2000)}`)).toBe('Use an address of at most 2000 characters.');
  });

  it('limits text to 200 characters and refuses control characters everywhere', () => {
    expect(mergeValueProblem('text', 'a'.repeat(200))).toBeNull();
    expect(mergeValueProblem('text', 'a'.repeat(201))).toBe('Use at most 200 characters.');
    expect(mergeValueProblem('text', '')).toBeNull();
    for (const bad of ['Ada\nLovelace', 'Ada\t', 'A\u0000', 'A\u007f', 'A\u0085']) {
      expect(mergeValueProblem('text', bad)).toBe('Remove line breaks, tabs and other control characters.');
    }
    expect(mergeValueProblem('email', 'ada@example.com\r\n')).toBe('Remove line breaks, tabs and other control characters.');
  });
});

describe('mergeValueProblems', () => {
  it('keys each problem by its field, refuses unknown tags and passes good values', () => {
    expect(mergeValueProblems(TAGS, { email: 'ada@example.com', first_name: 'Ada' })).toEqual({});
    expect(mergeValueProblems(TAGS, { first_name: 'Ada\n', website: 'nope', city: 'Oslo' })).toEqual({
      email: 'Enter the e-mail address.',
      first_name: 'Remove line breaks, tabs and other control characters.',
      website: 'Enter a full address starting with http:// or https://.',
      city: 'This item has no merge tag {{city}}.',
    });
  });

  it('keeps the values of the item’s tags, trimmed, empty where none was sent', () => {
    expect(cleanMergeValues(TAGS, { email: ' ada@example.com ', first_name: 'Ada' })).toEqual({ email: 'ada@example.com', first_name: 'Ada', website: '', logo: '' });
  });
});

describe('personalisationRequestSchema', () => {
  it('takes a map of strings and refuses other shapes', () => {
    expect(personalisationRequestSchema.safeParse({ mergeTagData: { email: 'a@b.co' } }).success).toBe(true);
    expect(personalisationRequestSchema.safeParse({ mergeTagData: { email: 1 } }).success).toBe(false);
    expect(personalisationRequestSchema.safeParse({}).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`tag${index}`, '']));
    expect(personalisationRequestSchema.safeParse({ mergeTagData: many }).success).toBe(false);
  });
});

describe('pronunciationProblems', () => {
  it("takes spellings of the item's tags only, at most 200 characters, without control characters, keyed pronunciation.{tag}", () => {
    expect(pronunciationProblems(TAGS, { first_name: 'shi-vawn', website: '' })).toEqual({});
    expect(pronunciationProblems(TAGS, { first_name: 'a'.repeat(201), company: 'ak-me', logo: 'lo\tgo' })).toEqual({
      'pronunciation.first_name': 'Use at most 200 characters.',
      'pronunciation.company': 'This item has no merge tag {{company}}.',
      'pronunciation.logo': 'Remove line breaks, tabs and other control characters.',
    });
  });

  it('stores spellings trimmed and leaves the empty ones out', () => {
    expect(cleanPronunciation({ first_name: ' shi-vawn ', website: '  ' })).toEqual({ first_name: 'shi-vawn' });
  });
});
