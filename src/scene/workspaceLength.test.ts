import { describe, expect, it } from 'vitest';
import { testProject } from '../../tests/support/testDocument';
import { clampSeek, clampWorkspaceLength, seekFloorSeconds, seekSeconds, workspaceAlert, workspaceRange } from './workspaceLength';

/** A 100 s scene (its Scene Duration) and a scene whose last element ends at 4 s. */
const doc = testProject([{ duration: 100 }, { elements: { a: { timing: { enterDelay: 1, stayTime: 3 } }, b: { timing: { stayTime: 2.5 } } } }]);

describe('workspaceRange', () => {
  it('runs from the last element end (or 2 s) to what the 240 s limit leaves in avatar mode', () => {
    expect(workspaceRange(doc, 2)).toEqual({ min: 4, max: 140 });
    expect(workspaceRange(doc, 1)).toEqual({ min: 2, max: 236 });
  });

  it('leaves what 120 s allows in the other modes', () => {
    expect(workspaceRange({ ...doc, mode: 1 }, 2)).toEqual({ min: 4, max: 20 });
    expect(workspaceRange({ ...doc, mode: 2 }, 1)).toEqual({ min: 2, max: 116 });
  });

  it('ignores the scene’s own Scene Duration and never goes below the minimum', () => {
    const long = testProject([{ duration: 200 }, { duration: 30, elements: { a: { timing: { stayTime: 6.5 } } } }]);
    expect(workspaceRange(long, 2)).toEqual({ min: 6.5, max: 40 });
    expect(workspaceRange({ ...long, mode: 1 }, 2)).toEqual({ min: 6.5, max: 6.5 });
  });

  it('refuses a scene that is not in the document', () => {
    expect(() => workspaceRange(doc, 9)).toThrow('Scene 9 is not in the document');
  });
});

describe('clampWorkspaceLength', () => {
  const range = { min: 4, max: 20 };
  it('keeps a length inside the range, rounded to hundredths', () => {
    expect(clampWorkspaceLength(7.256, range)).toBe(7.26);
    expect(clampWorkspaceLength(4, range)).toBe(4);
  });

  it('clamps to the shortest and the longest length', () => {
    expect(clampWorkspaceLength(1.5, range)).toBe(4);
    expect(clampWorkspaceLength(-3, range)).toBe(4);
    expect(clampWorkspaceLength(20.004, range)).toBe(20);
    expect(clampWorkspaceLength(300, range)).toBe(20);
  });
});

describe('workspaceAlert', () => {
  const range = { min: 4, max: 20 };
  it('names the limit a length goes past', () => {
    expect(workspaceAlert(20.5, range)).toBe("Can't be more than 20 !");
    expect(workspaceAlert(3.5, range)).toBe("Can't be less than 4 !");
  });

  it('is silent inside the range, at its ends and within rounding', () => {
    expect(workspaceAlert(4, range)).toBeNull();
    expect(workspaceAlert(20.004, range)).toBeNull();
    expect(workspaceAlert(12, range)).toBeNull();
  });
});

describe('seekSeconds', () => {
  it('turns timeline px into seconds', () => {
    expect(seekSeconds(90, 36, 5)).toBe(2.5);
  });

  it('is clamped between 1 px and the workspace length', () => {
    expect(seekSeconds(0, 40, 5)).toBe(0.03);
    expect(seekSeconds(-50, 40, 5)).toBe(0.03);
    expect(seekSeconds(400, 40, 5)).toBe(5);
    expect(seekSeconds(400, 40, 4.996)).toBe(4.996);
  });
});

describe('seekFloorSeconds', () => {
  it('is 1 px at the scale, rounded up to hundredths', () => {
    expect(seekFloorSeconds(40)).toBe(0.03);
    expect(seekFloorSeconds(40 / 9)).toBe(0.23);
    expect(seekFloorSeconds(100)).toBe(0.01);
  });
});

describe('clampSeek', () => {
  it('keeps keyboard seeks between 1 px and the workspace length, as the pointer does', () => {
    expect(clampSeek(0, 40, 5)).toBe(0.03);
    expect(clampSeek(-0.25, 40 / 9, 5)).toBe(0.23);
    expect(clampSeek(1.25, 40, 5)).toBe(1.25);
    expect(clampSeek(5.25, 40, 5)).toBe(5);
  });
});
