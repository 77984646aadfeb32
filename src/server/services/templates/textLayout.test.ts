import { describe, expect, it } from 'vitest';
import { isInside, templateCanvas } from './layout.ts';
import { placedTextWidth, stackText } from './textLayout.ts';
import { lineWidth, wrapLines } from './textMetrics.ts';

describe('text metrics', () => {
  it('measures Poppins: bold wider than regular, letter spacing adds per character', () => {
    expect(lineWidth('Hello', 100, 'normal')).toBeCloseTo((692 + 620 + 246 + 246 + 640) / 10);
    expect(lineWidth('Hello', 100, 'bold')).toBeGreaterThan(lineWidth('Hello', 100, 'normal'));
    expect(lineWidth('ab', 100, 'normal', 100) - lineWidth('ab', 100, 'normal')).toBeCloseTo(20);
  });

  it('wraps whole words at the width and always breaks at newlines', () => {
    expect(wrapLines('one two three', lineWidth('one two', 50, 'normal'), 50, 'normal')).toEqual(['one two', 'three']);
    expect(wrapLines('a\nb', 10_000, 50, 'normal')).toEqual(['a', 'b']);
  });
});

describe('stackText', () => {
  const canvas = templateCanvas(0);
  const box = { left: 100, top: 100, width: 800, height: 600 };

  it('stacks texts with their gaps, centred in the box, each line within the width', () => {
    const placed = stackText(
      canvas,
      box,
      [
        { name: 'Heading', text: 'Meet your new sales assistant today', style: { fontSize: 90, weight: 'bold', color: '#000' } },
        { name: 'Body', text: 'Short body', gapBefore: 40, style: { fontSize: 34, color: '#333' } },
      ],
      { align: 'left', vAlign: 'center' },
    );
    const [heading, body] = placed;
    expect(heading!.text.split('\n').length).toBeGreaterThan(1);
    expect(placedTextWidth(heading!)).toBeLessThanOrEqual(box.width);
    expect(body!.box.top - (heading!.box.top + heading!.box.height)).toBeCloseTo(40);
    const above = heading!.box.top - box.top;
    const below = box.top + box.height - (body!.box.top + body!.box.height);
    expect(above).toBeCloseTo(below);
    for (const text of placed) expect(isInside(text.box, box)).toBe(true);
  });

  it('shrinks a text to its maximum number of lines, and the stack to the box height', () => {
    const [oneLine] = stackText(canvas, box, [{ name: 'T', text: 'A rather long heading that wraps', style: { fontSize: 120, color: '#000', maxLines: 1 } }], {
      align: 'center',
      vAlign: 'top',
    });
    expect(oneLine!.text).not.toContain('\n');
    expect(oneLine!.fontSize).toBeLessThan(120);
    const low = { ...box, height: 150 };
    const placed = stackText(canvas, low, [{ name: 'T', text: 'Line one\nLine two\nLine three', style: { fontSize: 80, color: '#000' } }], { align: 'center', vAlign: 'top' });
    expect(placed[0]!.box.height).toBeLessThanOrEqual(150);
  });

  it('scales type with the canvas unit', () => {
    const square = templateCanvas(1);
    const [big] = stackText(square, { left: 0, top: 0, width: 1800, height: 1800 }, [{ name: 'T', text: 'Hi', style: { fontSize: 90, color: '#000' } }], {
      align: 'center',
      vAlign: 'top',
    });
    expect(big!.fontSize).toBeCloseTo(90 * square.unit);
  });
});
