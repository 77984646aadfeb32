import { describe, expect, it } from 'vitest';
import { speechKey } from './speechCache';

describe('speechKey', () => {
  const secret = Buffer.alloc(32, 7);

  it('is stable for equal inputs and a valid storage name', () => {
    const key = speechKey(secret, ['box', 'flite-2.2/1', 'slt', { rate: 1 }, 'Hello there']);
    expect(key).toBe(speechKey(secret, ['box', 'flite-2.2/1', 'slt', { rate: 1 }, 'Hello there']));
    expect(key).toMatch(/^[\w-]{43}$/);
  });

  it('changes with the text, the voice, the settings, the provider version and the secret', () => {
    const key = speechKey(secret, ['box', 'v1', 'slt', { rate: 1 }, 'Hello']);
    expect(
      new Set([
        key,
        speechKey(secret, ['box', 'v1', 'slt', { rate: 1 }, 'Hello!']),
        speechKey(secret, ['box', 'v1', 'rms', { rate: 1 }, 'Hello']),
        speechKey(secret, ['box', 'v1', 'slt', { rate: 1.5 }, 'Hello']),
        speechKey(secret, ['box', 'v2', 'slt', { rate: 1 }, 'Hello']),
        speechKey(Buffer.alloc(32, 8), ['box', 'v1', 'slt', { rate: 1 }, 'Hello']),
      ]).size,
    ).toBe(6);
  });

  it('never confuses parts that join to the same text', () => {
    expect(speechKey(secret, ['ab', 'c'])).not.toBe(speechKey(secret, ['a', 'bc']));
  });
});
