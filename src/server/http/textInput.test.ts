import { describe, expect, it } from 'vitest';
import { controlCharacterProblems } from './textInput.ts';

const inBody = { allowLineBreaks: true, fallback: 'body' };

describe('controlCharacterProblems', () => {
  it('names each field whose text holds a control character or a lone surrogate, by its path', () => {
    expect(controlCharacterProblems({ a: 'ok', b: { c: ['fine', 'bell\u0007'] }, d: 'x\uDC00' }, inBody)).toEqual({
      'b.c.1': { message: 'Remove the control character U+0007.' },
      d: { message: 'Remove the broken character (U+DC00, half of a character pair).' },
    });
    expect(controlCharacterProblems('\u001F', inBody)).toEqual({ body: { message: 'Remove the control character U+001F.' } });
    expect(controlCharacterProblems({ 'k\u0000': 1 }, inBody)).toEqual({ 'k\uFFFD': { message: 'Remove the control character U+0000.' } });
  });

  it('takes pairs, other characters and (in a body) tab, LF and CR; refuses line breaks in an address', () => {
    expect(controlCharacterProblems({ a: '😀 ünïcode\t\r\n', n: 3, z: null }, inBody)).toEqual({});
    expect(controlCharacterProblems({ q: 'a\tb' }, { allowLineBreaks: false, fallback: 'querystring' })).toEqual({ q: { message: 'Remove the control character U+0009.' } });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(Object.values(controlCharacterProblems(deep, inBody))).toEqual([{ message: 'Remove the control character U+0000.' }]);
  });
});
