import { describe, expect, it } from 'vitest';
import { cutSpeechText, SPEECH_TEXT_MAX_LENGTH, spokenText } from './speechScript';

describe('spokenText', () => {
  it('speaks merge tags with their default fallbacks', () => {
    expect(spokenText('Hi {{first_name}}, welcome to {{ company }}!')).toBe('Hi there, welcome to your team!');
  });

  it('prefers given values over the default fallbacks', () => {
    expect(spokenText('Hi {{first_name}} from {{company}}.', { first_name: 'Dana', company: 'Initech' })).toBe('Hi Dana from Initech.');
  });

  it('says nothing for a tag without a value, never its braces', () => {
    expect(spokenText('Your {{favourite_colour}} car')).toBe('Your car');
  });

  it('joins whitespace runs and trims', () => {
    expect(spokenText('  Hello \n\n  world\t ')).toBe('Hello world');
    expect(spokenText(' \n ')).toBe('');
  });

  it('cuts the filled text to the maximum length', () => {
    const long = `{{first_name}} ${'a'.repeat(SPEECH_TEXT_MAX_LENGTH)}`;
    const spoken = spokenText(long);
    expect(spoken).toHaveLength(SPEECH_TEXT_MAX_LENGTH);
    expect(spoken.startsWith('there aaa')).toBe(true);
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
