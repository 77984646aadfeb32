import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, resetPasswordChecks } from './accountRules';

describe('resetPasswordChecks', () => {
  const marks = (password: string) => resetPasswordChecks(password).map((check) => check.isPassed);

  it('lists the two checks in order with their exact labels', () => {
    expect(resetPasswordChecks('').map((check) => check.label)).toEqual(['8 or more characters', 'At least 1 symbol']);
  });

  it('passes the length check at 8 characters and not at 7', () => {
    expect(marks('abcdefg')[0]).toBe(false);
    expect(marks('abcdefgh')[0]).toBe(true);
    expect(marks('abcdefghijkl')[0]).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(marks('😀😀😀😀')[0]).toBe(false);
  });

  it('treats anything but letters, digits and spaces as a symbol', () => {
    expect(marks('abc123')[1]).toBe(false);
    expect(marks('abc 123')[1]).toBe(false);
    expect(marks('ÄÖÜéß')[1]).toBe(false);
    for (const symbol of ['!', '@', '#', '_', '-', '.', '€', '😀']) {
      expect(marks(`abc${symbol}`)[1]).toBe(true);
    }
  });
});

describe('EMAIL_PATTERN', () => {
  it('wants a last part of 2 to 6 letters', () => {
    expect(EMAIL_PATTERN.test('ann@example.co')).toBe(true);
    expect(EMAIL_PATTERN.test('ann@mail.example.museum')).toBe(true);
    expect(EMAIL_PATTERN.test('ann@example.c')).toBe(false);
    expect(EMAIL_PATTERN.test('ann@example.abcdefg')).toBe(false);
    expect(EMAIL_PATTERN.test('ann@example.c0m')).toBe(false);
    expect(EMAIL_PATTERN.test('ann example@example.com')).toBe(false);
  });
});
