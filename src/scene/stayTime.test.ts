import { describe, expect, it } from 'vitest';
import { clampStayTime, minStayTime } from './stayTime';

describe('minStayTime', () => {
  it('is the larger of enter + exit and 0.5', () => {
    expect(minStayTime({ enter: 0, exit: 0 })).toBe(0.5);
    expect(minStayTime({ enter: 0.25, exit: 0.25 })).toBe(0.5);
    expect(minStayTime({ enter: 1, exit: 0.75 })).toBe(1.75);
    expect(minStayTime({ enter: 0.1, exit: 0.2 })).toBe(0.5);
  });

  it('drops float noise from the sum', () => {
    expect(0.7 + 0.2).toBe(0.8999999999999999);
    expect(minStayTime({ enter: 0.7, exit: 0.2 })).toBe(0.9);
  });
});

describe('clampStayTime', () => {
  it('raises short stay times and keeps longer ones as they are', () => {
    expect(clampStayTime({ enter: 1, exit: 1 }, 1.5)).toBe(2);
    expect(clampStayTime({ enter: 0, exit: 0 }, -3)).toBe(0.5);
    expect(clampStayTime({ enter: 1, exit: 1 }, 2)).toBe(2);
    expect(clampStayTime({ enter: 1, exit: 1 }, 7.25)).toBe(7.25);
  });
});
