import { describe, expect, it } from 'vitest';
import { parseColor } from './color';

describe('parseColor', () => {
  it.each([
    ['#fff', [1, 1, 1, 1]],
    ['#000000', [0, 0, 0, 1]],
    ['#e7416a', [231 / 255, 65 / 255, 106 / 255, 1]],
    ['#ff000080', [1, 0, 0, 128 / 255]],
    ['#0f08', [0, 1, 0, 136 / 255]],
    ['rgb(255, 0, 0)', [1, 0, 0, 1]],
    ['rgba(0,0,255,0.5)', [0, 0, 1, 0.5]],
    ['rgba(0 0 255 / 50%)', [0, 0, 1, 0.5]],
    ['White', [1, 1, 1, 1]],
    ['transparent', [0, 0, 0, 0]],
  ])('reads %s', (text, expected) => {
    parseColor(text).forEach((channel, index) => expect(channel).toBeCloseTo(expected[index]!, 6));
  });

  it.each(['', 'nonsense', '#12', 'rgb(1,2)', undefined, null])('treats %j as transparent', (text) => {
    expect(parseColor(text)).toEqual([0, 0, 0, 0]);
  });
});
