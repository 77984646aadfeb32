import { describe, expect, it } from 'vitest';
import type { EngineHarness } from './engineHarness.ts';
import { at, expectColour, oneSceneProject, renderProbes, type HarnessMedia, useEngineHarness } from './probes.ts';
import { linearGradient } from '../../src/scene/schema/canvasObject';

let harness: EngineHarness;
let media: HarnessMedia;

useEngineHarness((opened) => ({ harness, media } = opened));

const scene = (objects: Record<string, unknown>[], background?: Record<string, unknown>, elements?: Record<string, unknown>) => oneSceneProject(objects, { background, elements });

const render = (doc: unknown, points: { x: number; y: number }[], frame = 0) => renderProbes(harness, doc, frame, points);

describe('layer kinds', () => {
  it('fills the background with a colour', async () => {
    const { pixels } = await render(scene([], { fill: '#e7416a' }), [at(10, 10), at(1900, 1070)]);
    expectColour(pixels[0], [0xe7, 0x41, 0x6a]);
    expectColour(pixels[1], [0xe7, 0x41, 0x6a]);
  });

  it('draws a linear gradient from its first to its last stop', async () => {
    const gradient = linearGradient(0, '#ff0000', '#0000ff');
    const { pixels } = await render(scene([], { gradient }), [at(3, 540), at(960, 540), at(1917, 540)]);
    expectColour(pixels[0], [255, 0, 0], 6);
    expectColour(pixels[1], [128, 0, 127], 6);
    expectColour(pixels[2], [0, 0, 255], 6);
  });

  it('draws an image with its quadrants where they belong', async () => {
    const image = { id: 'img', _Type: 'image', _Src: media.image, left: 0, top: 0, width: 200, height: 100, scaleX: 6, scaleY: 6 };
    const { pixels, failed } = await render(scene([image]), [at(300, 150), at(900, 150), at(300, 450), at(900, 450), at(1500, 900)]);
    expect(failed).toEqual({});
    expectColour(pixels[0], [255, 0, 0]);
    expectColour(pixels[1], [0, 255, 0]);
    expectColour(pixels[2], [0, 0, 255]);
    expectColour(pixels[3], [255, 255, 255]);
    expectColour(pixels[4], [0, 0, 0]);
  });

  it('turns, flips and crops', async () => {
    const base = { id: 'img', _Type: 'image', _Src: media.image, left: 360, top: 240, width: 200, height: 100, scaleX: 6, scaleY: 6 };
    // Box 1200 x 600 centred at (960, 540); turned 180 degrees the red quadrant moves to the bottom right.
    const turned = await render(scene([{ ...base, angle: 180 }]), [at(1260, 690), at(660, 390)]);
    expectColour(turned.pixels[0], [255, 0, 0]);
    expectColour(turned.pixels[1], [255, 255, 255]);
    const flipped = await render(scene([{ ...base, flipX: true }]), [at(660, 390), at(1260, 390)]);
    expectColour(flipped.pixels[0], [0, 255, 0]);
    expectColour(flipped.pixels[1], [255, 0, 0]);
    // Only the blue quadrant (source 0,50 to 100,100), stretched over the box.
    const cropped = await render(scene([{ ...base, cropX: 0, cropY: 50, width: 100, height: 50, scaleX: 12, scaleY: 12 }]), [at(400, 280), at(1500, 800)]);
    expectColour(cropped.pixels[0], [0, 0, 255]);
    expectColour(cropped.pixels[1], [0, 0, 255]);
  });

  it('blends by opacity and stacks later objects on top', async () => {
    const white = { _Type: 'image', _Src: media.image, cropX: 100, cropY: 50, width: 100, height: 50, scaleX: 6, scaleY: 6 };
    const { pixels } = await render(
      scene([
        { ...white, id: 'under', left: 0, top: 0, opacity: 0.5 },
        { ...white, id: 'red', cropX: 0, cropY: 0, left: 300, top: 0 },
      ]),
      [at(150, 150), at(450, 150)],
    );
    expectColour(pixels[0], [128, 128, 128], 4);
    expectColour(pixels[1], [255, 0, 0]);
  });

  it('draws an SVG vector recoloured', async () => {
    const vector = { id: 'vec', _Type: 'elements', _Src: media.svg, fill: '#00ff00', left: 600, top: 300, width: 600, height: 600 };
    const { pixels, failed } = await render(scene([vector], { fill: '#ffffff' }), [at(900, 600), at(610, 310), at(300, 300)]);
    expect(failed).toEqual({});
    expectColour(pixels[0], [0, 255, 0]);
    expectColour(pixels[1], [255, 255, 255]);
    expectColour(pixels[2], [255, 255, 255]);
  });

  it('draws text in its fill colour inside its box only', async () => {
    const text = { id: 'txt', _Type: 'text', text: 'HELLO WORLD', fontSize: 200, fontWeight: 'bold', fill: '#0000ff', left: 100, top: 300, width: 1700, height: 240 };
    const result = await renderProbes(
      harness,
      scene([text], { fill: '#ffffff' }),
      0,
      [],
      [
        { x: 16, y: 50, width: 280, height: 40, rgb: [0, 0, 255], tolerance: 40 },
        { x: 0, y: 100, width: 320, height: 80, rgb: [0, 0, 255], tolerance: 40 },
      ],
    );
    expect(result.shares[0]).toBeGreaterThan(0.08);
    expect(result.shares[1]).toBe(0);
  });

  it('shows the video frame of the seeked time, frame by frame', async () => {
    const { counterShade } = await import('../../src/app/features/dev/sampleMedia');
    const video = { id: 'vid', _Type: 'video', _Src: media.video, left: 0, top: 0, width: 320, height: 180, scaleX: 6, scaleY: 6 };
    const doc = scene([video], undefined, { vid: { enterDelay: 0, stayTime: 2, trimStart: 0, trimEnd: 2, adjustLength: 0 } });
    for (const frame of [0, 1, 2, 13, 37, 24, 7, 49]) {
      const { pixels, failed } = await render(doc, [at(100, 100)], frame);
      expect(failed).toEqual({});
      expect(pixels[0]![0], `frame ${frame}`).toBeGreaterThanOrEqual(counterShade(frame) - 4);
      expect(pixels[0]![0], `frame ${frame}`).toBeLessThanOrEqual(counterShade(frame) + 4);
    }
  });
});

describe('worker round trip', () => {
  it('renders the same frame through comlink and the worker', async () => {
    const image = { id: 'img', _Type: 'image', _Src: media.image, left: 0, top: 0, width: 200, height: 100, scaleX: 6, scaleY: 6 };
    const result = await harness.page.evaluate(([document, probes]) => window.harness.renderInWorker(document, 10, probes), [
      scene([image], { fill: '#000000' }),
      [at(300, 150), at(900, 450), at(1500, 900)],
    ] as [unknown, { x: number; y: number }[]]);
    expect(result.frameCount).toBe(50);
    expect(result.report.frame).toBe(10);
    expectColour(result.pixels[0], [255, 0, 0]);
    expectColour(result.pixels[1], [255, 255, 255]);
    expectColour(result.pixels[2], [0, 0, 0]);
  });
});
