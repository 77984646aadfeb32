import { applyAffineToPoint } from '../affine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, composePlacement, type Placement, placementCorners, placementMatrix } from './geometry';

const box = (fields: Partial<Placement>): Placement => ({ left: 0, top: 0, width: 100, height: 50, scaleX: 1, scaleY: 1, angle: 0, flipX: false, flipY: false, ...fields });
const rounded = (points: { x: number; y: number }[]) => points.map(({ x, y }) => ({ x: Math.round(x * 1e6) / 1e6 + 0, y: Math.round(y * 1e6) / 1e6 + 0 }));

describe('placementCorners', () => {
  it('places, scales, turns clockwise about the centre and flips', () => {
    expect(placementCorners(box({ left: 10, top: 20, scaleX: 2 }))).toEqual([
      { x: 10, y: 20 },
      { x: 210, y: 20 },
      { x: 210, y: 70 },
      { x: 10, y: 70 },
    ]);
    // 90° clockwise about the centre (50, 25): the top-left corner goes to the top-right.
    expect(rounded(placementCorners(box({ angle: 90 })))).toEqual([
      { x: 75, y: -25 },
      { x: 75, y: 75 },
      { x: 25, y: 75 },
      { x: 25, y: -25 },
    ]);
    expect(placementCorners(box({ flipX: true }))[0]).toEqual({ x: 100, y: 0 });
    expect(applyAffineToPoint(placementMatrix(box({ left: 5 })), { x: 1, y: 2 })).toEqual({ x: 6, y: 2 });
  });
});

describe('boundingBox', () => {
  it('surrounds the drawn corners', () => {
    expect(boundingBox([box({ left: 10, top: 10 }), box({ left: 200, top: -5, scaleY: 2 })])).toEqual({ left: 10, top: -5, width: 290, height: 100 });
    expect(boundingBox([])).toBeNull();
  });
});

describe('composePlacement', () => {
  it('adds the group offset for an untransformed group', () => {
    expect(composePlacement(box({ left: 100, top: 200, width: 500, height: 400 }), box({ left: 10, top: 20, angle: 30, scaleX: 2, flipY: true }))).toEqual(
      box({ left: 110, top: 220, angle: 30, scaleX: 2, flipY: true }),
    );
  });

  it('folds the group scale, rotation and flip into the member', () => {
    const group = box({ left: 0, top: 0, width: 200, height: 100, angle: 90, scaleX: 2, scaleY: 2, flipX: true });
    const member = box({ left: 0, top: 0, width: 100, height: 50, angle: 10 });
    const placed = composePlacement(group, member);
    expect(placed).toMatchObject({ scaleX: 2, scaleY: 2, angle: 80, flipX: true, flipY: false });
    expect(rounded(placementCorners(placed))).toEqual(rounded(placementCorners(member).map((point) => applyAffineToPoint(placementMatrix(group), point))));
  });

  it('keeps every drawn corner where the group drew it when the group scales evenly or the member is square to it (property)', () => {
    const angle = fc.integer({ min: 0, max: 359 });
    const scale = fc.double({ min: 0.1, max: 4, noNaN: true });
    const pos = fc.double({ min: -500, max: 500, noNaN: true });
    const size = fc.double({ min: 1, max: 800, noNaN: true });
    const placement = fc.record({ left: pos, top: pos, width: size, height: size, scaleX: scale, scaleY: scale, angle, flipX: fc.boolean(), flipY: fc.boolean() });
    fc.assert(
      fc.property(placement, placement, fc.boolean(), fc.integer({ min: 0, max: 3 }), (groupFields, memberFields, isEven, quarter) => {
        const group = box({ ...groupFields, scaleY: isEven ? groupFields.scaleX : groupFields.scaleY });
        const member = box({ ...memberFields, angle: isEven ? memberFields.angle : quarter * 90 });
        const placed = composePlacement(group, member);
        const expected = placementCorners(member).map((point) => applyAffineToPoint(placementMatrix(group), point));
        placementCorners(placed).forEach((corner, index) => {
          expect(corner.x).toBeCloseTo(expected[index]?.x ?? Number.NaN, 3);
          expect(corner.y).toBeCloseTo(expected[index]?.y ?? Number.NaN, 3);
        });
        expect(placed.angle).toBeGreaterThanOrEqual(0);
        expect(placed.angle).toBeLessThan(360);
      }),
    );
  });

  it('drops only the skew when an uneven group scale meets a turned member, keeping the centre and area', () => {
    const group = box({ width: 200, height: 200, scaleX: 2, scaleY: 1 });
    const member = box({ left: 50, top: 50, width: 100, height: 100, angle: 45 });
    const placed = composePlacement(group, member);
    const centre = (corners: { x: number; y: number }[]) => ({ x: corners.reduce((sum, p) => sum + p.x, 0) / 4, y: corners.reduce((sum, p) => sum + p.y, 0) / 4 });
    const expected = placementCorners(member).map((point) => applyAffineToPoint(placementMatrix(group), point));
    expect(centre(placementCorners(placed)).x).toBeCloseTo(centre(expected).x, 6);
    expect(centre(placementCorners(placed)).y).toBeCloseTo(centre(expected).y, 6);
    expect(placed.scaleX * placed.scaleY).toBeCloseTo(2, 6);
  });
});
