import { describe, expect, it } from 'vitest';
import { isSameValue } from './sameValue';

describe('isSameValue', () => {
  it('compares primitives, lists and records by value', () => {
    expect(isSameValue(1, 1)).toBe(true);
    expect(isSameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(isSameValue(1, '1')).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
    expect(isSameValue([1, { a: 2 }], [1, { a: 2 }])).toBe(true);
    expect(isSameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(isSameValue([1], { 0: 1 })).toBe(false);
    expect(isSameValue({ a: { b: [1] } }, { a: { b: [1] } })).toBe(true);
    expect(isSameValue({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('treats a key holding undefined as absent', () => {
    expect(isSameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
  });
});
