import { describe, expect, it } from 'vitest';
import { fillMergeTags, mergeTagNames, parseMergeTags } from './mergeTags';

describe('parseMergeTags', () => {
  it('splits text and tags, trimming names', () => {
    expect(parseMergeTags('Hi {{ first_name }}, from {{company}}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'tag', name: 'first_name', raw: '{{ first_name }}' },
      { kind: 'text', text: ', from ' },
      { kind: 'tag', name: 'company', raw: '{{company}}' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps unclosed and empty braces as text', () => {
    expect(parseMergeTags('')).toEqual([]);
    expect(parseMergeTags('Hi {{name')).toEqual([{ kind: 'text', text: 'Hi {{name' }]);
    expect(parseMergeTags('a {{ }} b {x}')).toEqual([{ kind: 'text', text: 'a {{ }} b {x}' }]);
    expect(parseMergeTags('{{a{{b}}')).toEqual([
      { kind: 'text', text: '{{a' },
      { kind: 'tag', name: 'b', raw: '{{b}}' },
    ]);
    expect(parseMergeTags('{{{name}}}')).toEqual([
      { kind: 'text', text: '{' },
      { kind: 'tag', name: 'name', raw: '{{name}}' },
      { kind: 'text', text: '}' },
    ]);
  });

  it('keeps spaces inside names and tags side by side', () => {
    expect(parseMergeTags('{{first name}}{{last}}')).toEqual([
      { kind: 'tag', name: 'first name', raw: '{{first name}}' },
      { kind: 'tag', name: 'last', raw: '{{last}}' },
    ]);
  });
});

describe('mergeTagNames', () => {
  it('lists each name once in order, case-sensitive', () => {
    expect(mergeTagNames('{{b}} {{a}} {{ b }} {{B}}')).toEqual(['b', 'a', 'B']);
    expect(mergeTagNames('no tags {here}')).toEqual([]);
  });
});

describe('fillMergeTags', () => {
  it('replaces tags with their values and leaves out tags without one', () => {
    expect(fillMergeTags('Hi {{ name }}, {{ missing }}!', { name: 'Ann' })).toBe('Hi Ann, !');
    expect(fillMergeTags('{{a}}{{a}}', { a: '' })).toBe('');
    expect(fillMergeTags('{{constructor}}', {})).toBe('');
    expect(fillMergeTags('{{x}}', { x: '{{y}}', y: 'no' })).toBe('{{y}}');
  });
});
