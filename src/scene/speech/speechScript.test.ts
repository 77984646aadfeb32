import { describe, expect, it } from 'vitest';
import { cutSpeechText, SPEECH_TEXT_MAX_LENGTH, spokenText } from './speechScript';

describe('spokenText', () => {
  it('speaks merge tags with their sample values', () => {
    expect(spokenText('Hi {{first_name}}, welcome to {{ company }}!')).toBe('Hi Alex, welcome to Acme!');
  });

  it('prefers given values over the samples', () => {
    expect(spokenText('Hi {{first_name}} {{last_name}}.', { first_name: 'Dana' })).toBe('Hi Dana Morgan.');
  });

  it('reads an unknown tag as its name in words instead of spelling braces', () => {
    expect(spokenText('Your {{favourite_colour}} car')).toBe('Your favourite colour car');
  });

  it('joins whitespace runs and trims', () => {
    expect(spokenText('  Hello \n\n  world\t ')).toBe('Hello world');
    expect(spokenText(' \n ')).toBe('');
  });

  it('cuts the filled text to the maximum length', () => {
    const long = `{{first_name}} ${'a'.repeat(SPEECH_TEXT_MAX_LENGTH)}`;
    const spoken = spokenText(long);
    expect(spoken).toHaveLength(SPEECH_TEXT_MAX_LENGTH);
    expect(spoken.startsWith('Alex aaa')).toBe(true);
  });
});

describe('cutSpeechText', () => {
  it('keeps short text and cuts long text at the maximum', () => {
    expect(cutSpeechText('hello', 10)).toBe('hello');
    expect(cutSpeechText('hello world', 5)).toBe('hello');
  });

  it('never splits an emoji (a surrogate pair)', () => {
    expect(cutSpeechText('ab😀c', 3)).toBe('ab');
    expect(cutSpeechText('ab😀c', 4)).toBe('ab😀');
  });
});
