import { describe, expect, it } from 'vitest';
import { anchor, area, byOrientation, cover, edgeBand, fitAspect, inset, isInside, mediaAndText, split, templateCanvas } from './layout.ts';

describe('templateCanvas', () => {
  it('gives each size its canvas, shape, unit and safe area', () => {
    expect(templateCanvas(0)).toMatchObject({ width: 1920, height: 1080, orientation: 'wide', unit: 1, safe: { left: 96, top: 96, width: 1728, height: 888 } });
    expect(templateCanvas(1)).toMatchObject({ width: 1920, height: 1920, orientation: 'square' });
    expect(templateCanvas(1).unit).toBeCloseTo(1920 / 1080);
    expect(templateCanvas(2)).toMatchObject({ width: 1080, height: 1920, orientation: 'tall', unit: 1, safe: { left: 96, top: 96, width: 888, height: 1728 } });
  });

  it('chooses per shape, square falling back to tall', () => {
    expect([0, 1, 2].map((size) => byOrientation(templateCanvas(size as 0 | 1 | 2), { wide: 'w', tall: 't' }))).toEqual(['w', 't', 't']);
    expect(byOrientation(templateCanvas(1), { wide: 'w', tall: 't', square: 's' })).toBe('s');
  });
});

describe('boxes', () => {
  const box = { left: 100, top: 50, width: 1000, height: 500 };

  it('insets, splits by share after the gap, and takes fractions', () => {
    expect(inset(box, 10, 20)).toEqual({ left: 110, top: 70, width: 980, height: 460 });
    expect(split(box, 0.25, 'row', 200)).toEqual([
      { left: 100, top: 50, width: 200, height: 500 },
      { left: 500, top: 50, width: 600, height: 500 },
    ]);
    expect(split(box, 0.5, 'column')).toEqual([
      { left: 100, top: 50, width: 1000, height: 250 },
      { left: 100, top: 300, width: 1000, height: 250 },
    ]);
    expect(area(box, { x: 0.5, y: 0.2, width: 0.5, height: 0.6 })).toEqual({ left: 600, top: 150, width: 500, height: 300 });
  });

  it('anchors a size in a box and fits the largest box of an aspect', () => {
    expect(anchor(box, { width: 200, height: 100 }, { x: 1, y: 0.5 })).toEqual({ left: 900, top: 250, width: 200, height: 100 });
    expect(fitAspect(box, 1)).toEqual({ left: 350, top: 50, width: 500, height: 500 });
    expect(fitAspect(box, 4, { x: 0, y: 1 })).toEqual({ left: 100, top: 300, width: 1000, height: 250 });
  });

  it('covers a box with a picture without distortion, cropping around the focus', () => {
    const placed = cover({ width: 1200, height: 800 }, { left: 0, top: 0, width: 1080, height: 1920 });
    expect(placed.scaleX).toBeCloseTo(2.4);
    expect(placed.scaleY).toBe(placed.scaleX);
    expect(placed.width * placed.scaleX).toBeCloseTo(1080);
    expect(placed.height).toBeCloseTo(800);
    expect(placed.cropX).toBeCloseTo((1200 - 450) / 2);
    expect(cover({ width: 1200, height: 800 }, { left: 0, top: 0, width: 1080, height: 1920 }, { x: 0, y: 0 }).cropX).toBe(0);
  });
});

describe('compositions follow the canvas', () => {
  it('puts media beside the text on a wide canvas and above it on square and tall ones, inside the safe area', () => {
    for (const size of [0, 1, 2] as const) {
      const canvas = templateCanvas(size);
      const { media, text } = mediaAndText(canvas, canvas.safe, { mediaShare: { wide: 0.4, tall: 0.5 }, mediaSide: 'end', gap: 80 });
      expect(isInside(media, canvas.safe)).toBe(true);
      expect(isInside(text, canvas.safe)).toBe(true);
      if (canvas.orientation === 'wide') expect(media.left).toBeGreaterThan(text.left + text.width);
      else expect(media.top + media.height).toBeLessThan(text.top);
    }
  });

  it('draws edge bands from the nearest edge through a box, inside the canvas', () => {
    const wide = templateCanvas(0);
    expect(edgeBand(wide, { left: 96, top: 96, width: 600, height: 888 }, 50)).toEqual({ left: 0, top: 0, width: 746, height: 1080 });
    expect(edgeBand(wide, { left: 1200, top: 96, width: 600, height: 888 }, 50)).toEqual({ left: 1150, top: 0, width: 770, height: 1080 });
    const tall = templateCanvas(2);
    const band = edgeBand(tall, { left: 96, top: 1100, width: 888, height: 700 }, 5000);
    expect(band).toEqual({ left: 0, top: 0, width: 1080, height: 1920 });
    expect(isInside(band, tall.full)).toBe(true);
  });
});
