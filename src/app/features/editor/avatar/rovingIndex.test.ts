import { describe, expect, it } from 'vitest';
import { rovingIndex } from './rovingIndex';

describe('rovingIndex', () => {
  it('moves by one with the arrows, stopping at the ends', () => {
    expect(rovingIndex(2, 'ArrowRight', 5)).toBe(3);
    expect(rovingIndex(4, 'ArrowRight', 5)).toBe(4);
    expect(rovingIndex(2, 'ArrowLeft', 5)).toBe(1);
    expect(rovingIndex(0, 'ArrowUp', 5)).toBe(0);
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(rovingIndex(2, 'Home', 5)).toBe(0);
    expect(rovingIndex(2, 'End', 5)).toBe(4);
    expect(rovingIndex(2, 'Enter', 5)).toBeNull();
  });
});
