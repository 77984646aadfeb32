import { describe, expect, it } from 'vitest';
import { ringDash } from './saveRing';

describe('ringDash', () => {
  const circumference = 2 * Math.PI * 10;

  it('draws the share of the circle the value says', () => {
    expect(ringDash(0, 10)).toEqual([0, circumference]);
    expect(ringDash(50, 10)[0]).toBeCloseTo(circumference / 2, 10);
    expect(ringDash(100, 10)[0]).toBeCloseTo(circumference, 10);
    expect(ringDash(100, 10)[1]).toBeCloseTo(0, 10);
  });

  it('clamps values outside 0..100', () => {
    expect(ringDash(150, 10)[0]).toBeCloseTo(circumference, 10);
    expect(ringDash(-5, 10)).toEqual([0, circumference]);
  });
});
