import { describe, expect, it } from 'vitest';
import type { EngineHarness } from './engineHarness.ts';
import { expectColour, oneSceneProject, renderProbes, useEngineHarness } from './probes.ts';

let harness: EngineHarness;

useEngineHarness((opened) => ({ harness } = opened));

/** A 600 x 600 vector at project (600, 300): an SVG unit of a 100-unit viewBox is one output pixel from (100, 50). */
const vector = (src: string, fill?: string) => ({ id: 'vec', _Type: 'elements', _Src: src, ...(fill ? { fill } : {}), left: 600, top: 300, width: 600, height: 600 });
const render = (src: string, fill: string | undefined, points: { x: number; y: number }[]) =>
  renderProbes(harness, oneSceneProject([vector(src, fill)], { background: { fill: '#000000' } }), 0, points);

describe('catalogue vectors', () => {
  it('draws an illustration in its own accent colour, and a fill recolours its accent but keeps its white tick', async () => {
    const badge = '/library/elements/badge-seal-check.svg';
    // viewBox (50, 30): the inner disc; (46, 61): on the tick; (50, 10): the scalloped ring; (50, 19.5): the gap between them.
    const points = [
      { x: 150, y: 80 },
      { x: 146, y: 110 },
      { x: 150, y: 60 },
      { x: 150, y: 69 },
    ];
    const own = await render(badge, undefined, points);
    expect(own.failed).toEqual({});
    expectColour(own.pixels[0], [0xe7, 0x41, 0x6a], 6);
    expectColour(own.pixels[1], [255, 255, 255], 6);
    const green = await render(badge, '#00ff00', points);
    expectColour(green.pixels[0], [0, 255, 0], 6);
    expectColour(green.pixels[1], [255, 255, 255], 6);
    expectColour(green.pixels[2], [0, 255, 0], 6);
    expectColour(green.pixels[3], [0, 0, 0], 6);
  });

  it('recolours a stroke-drawn icon (currentColor) without filling it', async () => {
    const circle = '/node_modules/@tabler/icons/icons/outline/circle.svg';
    // Icon units are 25/6 output pixels: (12, 3) is on the ring, (12, 12) its empty centre.
    const { pixels, failed } = await render(circle, '#ffcc00', [
      { x: 150, y: 62 },
      { x: 150, y: 100 },
    ]);
    expect(failed).toEqual({});
    expectColour(pixels[0], [255, 0xcc, 0], 8);
    expectColour(pixels[1], [0, 0, 0], 4);
  });
});
