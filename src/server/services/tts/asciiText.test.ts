import { describe, expect, it } from 'vitest';
import { asciiSpeechText } from './asciiText';

describe('asciiSpeechText', () => {
  it('drops accents and keeps plain text', () => {
    expect(asciiSpeechText('Café crème at the Zoë Naïve')).toBe('Cafe creme at the Zoe Naive');
    expect(asciiSpeechText('Hello, world!')).toBe('Hello, world!');
  });

  it('turns typographic punctuation into ASCII', () => {
    expect(asciiSpeechText('“Quoted” — it’s fine… ‘really’')).toBe("\"Quoted\" - it's fine... 'really'");
  });

  it('replaces emoji, other scripts and control characters with single spaces', () => {
    expect(asciiSpeechText('Hi 😀 there\u0007 こんにちは friend')).toBe('Hi there friend');
    expect(asciiSpeechText('line\nbreak\ttab')).toBe('line break tab');
  });
});
