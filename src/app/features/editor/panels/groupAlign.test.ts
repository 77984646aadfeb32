import { describe, expect, it } from 'vitest';
import { alignObjects, unionBox } from './groupAlign';

const base = { width: 100, height: 50, scaleX: 1, scaleY: 1, angle: 0 };
const a = { ...base, id: 'a', left: 10, top: 20 };
const b = { ...base, id: 'b', left: 300, top: 100, scaleX: 2 };
const c = { ...base, id: 'c', left: 150, top: 400, height: 100 };

describe('unionBox', () => {
  it('surrounds all boxes', () => {
    expect(unionBox([])).toBeNull();
    expect(
      unionBox([
        { left: 10, top: 20, width: 100, height: 50 },
        { left: 300, top: 100, width: 200, height: 50 },
      ]),
    ).toEqual({
      left: 10,
      top: 20,
      width: 490,
      height: 130,
    });
  });
});

describe('alignObjects', () => {
  it('aligns left edges to the leftmost one, leaving it alone', () => {
    expect(alignObjects([a, b, c], 'left')).toEqual([
      { id: 'b', patch: { left: 10 } },
      { id: 'c', patch: { left: 10 } },
    ]);
  });

  it('aligns centres and right edges within the selection box', () => {
    // The selection spans x 10..500: centre 255.
    expect(alignObjects([a, b, c], 'center')).toEqual([
      { id: 'a', patch: { left: 205 } },
      { id: 'b', patch: { left: 155 } },
      { id: 'c', patch: { left: 205 } },
    ]);
    expect(alignObjects([a, b, c], 'right')).toEqual([
      { id: 'a', patch: { left: 400 } },
      { id: 'c', patch: { left: 400 } },
    ]);
  });

  it('aligns vertically', () => {
    // The selection spans y 20..500: middle 260.
    expect(alignObjects([a, b, c], 'top')).toEqual([
      { id: 'b', patch: { top: 20 } },
      { id: 'c', patch: { top: 20 } },
    ]);
    expect(alignObjects([a, b, c], 'middle')).toEqual([
      { id: 'a', patch: { top: 235 } },
      { id: 'b', patch: { top: 235 } },
      { id: 'c', patch: { top: 210 } },
    ]);
    expect(alignObjects([a, b, c], 'bottom')).toEqual([
      { id: 'a', patch: { top: 450 } },
      { id: 'b', patch: { top: 450 } },
    ]);
  });

  it('aligns rotated objects by their bounding boxes', () => {
    const turned = { ...base, id: 't', left: 200, top: 0, angle: 90 };
    // Turned 90°, the 100 x 50 object's box is 50 wide and starts 25 px right of `left`.
    expect(alignObjects([a, turned], 'left')).toEqual([{ id: 't', patch: { left: -15 } }]);
  });

  it('gives nothing for no objects', () => {
    expect(alignObjects([], 'left')).toEqual([]);
  });
});
