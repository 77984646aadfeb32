import { describe, expect, it } from 'vitest';
import type { EngineHarness } from './engineHarness.ts';
import { at, expectColour as expectColourWithin, oneSceneProject, renderProbes, type Share, type HarnessMedia, useEngineHarness } from './probes.ts';

let harness: EngineHarness;
let media: HarnessMedia;

useEngineHarness((opened) => ({ harness, media } = opened));

const scene = (objects: Record<string, unknown>[], elements?: Record<string, unknown>, background?: Record<string, unknown>) =>
  oneSceneProject(objects, { background, elements, duration: 4 });

const render = (doc: unknown, frame: number, points: { x: number; y: number }[], shares: Share[] = []) => renderProbes(harness, doc, frame, points, shares);

const expectColour = (actual: number[] | undefined, expected: readonly number[], tolerance = 4) => expectColourWithin(actual, expected, tolerance);

/** A white 600 x 300 image block (the quadrant image's white quarter) at (660, 390). */
const white = (id: string) => ({ id, _Type: 'image', _Src: media.image, cropX: 100, cropY: 50, width: 100, height: 50, scaleX: 6, scaleY: 6, left: 660, top: 390 });
const timing = (enter: number, exit: number, exitTime = 1) => ({
  enterDelay: 0,
  stayTime: 4,
  enter: 1,
  exit: exitTime,
  animation: { enter: { id: enter }, exit: { id: exit }, place: { id: 34 } },
});

describe('object animations', () => {
  it('slides a layer in: off its rest position at frame 0, at rest after the enter', async () => {
    const doc = scene([white('box')], { box: timing(2, 5, 0) });
    const start = await render(doc, 0, [at(960, 540), at(100, 540)]);
    expect(start.failed).toEqual({});
    expectColour(start.pixels[0], [0, 0, 0]);
    const rest = await render(doc, 25, [at(960, 540), at(100, 540), at(700, 420)]);
    expectColour(rest.pixels[0], [255, 255, 255]);
    expectColour(rest.pixels[1], [0, 0, 0]);
    expectColour(rest.pixels[2], [255, 255, 255]);
    // Half way (frame 12 of 25, eased) the block is on its way in from the left.
    const middle = await render(doc, 12, [at(960, 540), at(1250, 540)]);
    expectColour(middle.pixels[1], [0, 0, 0]);
  });

  it('fades: half-transparent mid-way through a linear-looking fade out', async () => {
    const doc = scene([white('box')], { box: { ...timing(5, 22, 2), enter: 0 } });
    // Exit 22 (Fade Out) from 2 s to 4 s; at 3 s (frame 75) the eased opacity is 0.875.
    const { pixels } = await render(doc, 75, [at(960, 540)]);
    expectColour(pixels[0], [223, 223, 223], 6);
    const gone = await render(doc, 99, [at(960, 540)]);
    expect(gone.pixels[0]![0]).toBeLessThan(20);
  });

  it('wipes: only the revealed part of the box shows', async () => {
    const doc = scene([white('box')], { box: timing(10, 5, 0) });
    // Wipe Left at frame 5 (p 0.2, eased 0.488): the left ~48 % of the 600 px block shows.
    const { pixels } = await render(doc, 5, [at(700, 540), at(900, 540), at(1100, 540), at(1240, 540)]);
    expectColour(pixels[0], [255, 255, 255]);
    expectColour(pixels[1], [255, 255, 255]);
    expectColour(pixels[2], [0, 0, 0]);
    expectColour(pixels[3], [0, 0, 0]);
  });

  it('draws the same frame whether reached by playing order or by a direct seek', async () => {
    const doc = scene([white('box')], { box: { ...timing(9, 29, 1), animation: { enter: { id: 9 }, exit: { id: 29 }, place: { id: 41 } } } });
    const probes = [at(700, 420), at(960, 540), at(1200, 660), at(650, 380)];
    for (const frame of [3, 40, 90]) {
      const direct = await render(doc, frame, probes);
      await render(doc, frame - 1, probes);
      await render(doc, 0, probes);
      const again = await render(doc, frame, probes);
      expect(again.pixels, `frame ${frame}`).toEqual(direct.pixels);
    }
  });
});

describe('text', () => {
  const text = (extra: Record<string, unknown>) => ({
    id: 'txt',
    _Type: 'text',
    text: 'HELLO',
    fontSize: 200,
    fontWeight: 'bold',
    fill: '#0000ff',
    left: 300,
    top: 300,
    width: 1300,
    height: 300,
    textAlign: 'center',
    ...extra,
  });
  const box = { x: 50, y: 50, width: 220, height: 50 };

  it('draws an outline effect in its colour around the letters', async () => {
    const plain = await render(scene([text({})], {}, { fill: '#ffffff' }), 0, [], [{ ...box, rgb: [255, 0, 0], tolerance: 60 }]);
    const outlined = await render(
      scene([text({ textEffect: { id: 5, borderWidth: 10, color: '#ff0000' } })], {}, { fill: '#ffffff' }),
      0,
      [],
      [
        { ...box, rgb: [255, 0, 0], tolerance: 60 },
        { ...box, rgb: [0, 0, 255], tolerance: 60 },
      ],
    );
    expect(plain.shares[0]).toBe(0);
    expect(outlined.shares[0]).toBeGreaterThan(0.02);
    expect(outlined.shares[1]).toBeGreaterThan(0.05);
  });

  it('draws a shadow effect offset from the letters', async () => {
    const doc = scene([text({ fill: '#ffffff', textEffect: { id: 1, distance: 40, angle: 0, blur: 0, opacity: 100, color: '#00ff00' } })]);
    const { shares } = await render(doc, 0, [], [{ ...box, rgb: [0, 255, 0], tolerance: 60 }]);
    expect(shares[0]).toBeGreaterThan(0.01);
  });

  it('reveals a typewriter text character by character', async () => {
    const doc = scene([text({ fill: '#ffffff', textAlign: 'left', left: 100 })], { txt: { ...timing(101, 5, 0), enter: 2 } });
    const blue = (frame: number) => render(doc, frame, [], [{ x: 0, y: 40, width: 320, height: 70, rgb: [255, 255, 255], tolerance: 40 }]);
    const none = (await blue(0)).shares[0]!;
    const some = (await blue(20)).shares[0]!;
    const all = (await blue(50)).shares[0]!;
    expect(none).toBe(0);
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
    const whole = (
      await render(scene([text({ fill: '#ffffff', textAlign: 'left', left: 100 })]), 0, [], [{ x: 0, y: 40, width: 320, height: 70, rgb: [255, 255, 255], tolerance: 40 }])
    ).shares[0]!;
    expect(Math.abs(all - whole)).toBeLessThan(whole * 0.05);
  });

  it('renders background colour, underline and line-through', async () => {
    const doc = scene([text({ textBackgroundColor: '#ffff00', underline: true, linethrough: true, fill: '#0000ff' })], {}, { fill: '#ffffff' });
    const { shares } = await render(
      doc,
      0,
      [],
      [
        { ...box, rgb: [255, 255, 0], tolerance: 30 },
        { ...box, rgb: [0, 0, 255], tolerance: 40 },
      ],
    );
    expect(shares[0]).toBeGreaterThan(0.1);
    expect(shares[1]).toBeGreaterThan(0.1);
  });
});
