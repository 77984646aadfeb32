import { describe, expect, it } from 'vitest';
import { fromOpacityPercent, toOpacityPercent } from './opacity';

describe('opacity percent', () => {
  it('shows stored 0..1 as whole percent 0..100', () => {
    expect(toOpacityPercent(1)).toBe(100);
    expect(toOpacityPercent(0)).toBe(0);
    expect(toOpacityPercent(0.5)).toBe(50);
    expect(toOpacityPercent(0.074)).toBe(7);
    expect(toOpacityPercent(0.575)).toBe(58);
    expect(toOpacityPercent(1.5)).toBe(100);
    expect(toOpacityPercent(-0.2)).toBe(0);
  });

  it('stores percent as 0..1 with two decimals', () => {
    expect(fromOpacityPercent(100)).toBe(1);
    expect(fromOpacityPercent(0)).toBe(0);
    expect(fromOpacityPercent(7)).toBe(0.07);
    expect(fromOpacityPercent(58)).toBe(0.58);
    expect(fromOpacityPercent(33.4)).toBe(0.33);
    expect(fromOpacityPercent(140)).toBe(1);
    expect(fromOpacityPercent(-5)).toBe(0);
  });

  it('round-trips every slider position', () => {
    for (let percent = 0; percent <= 100; percent += 1) expect(toOpacityPercent(fromOpacityPercent(percent))).toBe(percent);
  });
});
