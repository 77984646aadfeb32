import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('leaves text without links alone', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
    expect(linkify('')).toEqual([]);
  });

  it('finds links among text', () => {
    expect(linkify('Open http://localhost:8080/signup-verify/abc to verify')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:8080/signup-verify/abc' },
      { kind: 'text', text: ' to verify' },
    ]);
  });

  it('keeps sentence punctuation out of the link', () => {
    expect(linkify('Go to https://x.example/reset-password/1.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', href: 'https://x.example/reset-password/1' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(https://x.example/a?b=1&c=2)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', href: 'https://x.example/a?b=1&c=2' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('finds several links and links at both ends', () => {
    expect(linkify('https://a.example\nhttps://b.example')).toEqual([
      { kind: 'link', href: 'https://a.example' },
      { kind: 'text', text: '\n' },
      { kind: 'link', href: 'https://b.example' },
    ]);
  });

  it('does not turn other schemes into links', () => {
    expect(linkify('javascript:alert(1) mailto:a@b.example')).toEqual([{ kind: 'text', text: 'javascript:alert(1) mailto:a@b.example' }]);
  });
});
