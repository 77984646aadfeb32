import { describe, expect, it } from 'vitest';
import { type AvatarPresetKey, DEFAULT_AVATAR_IMAGE } from '../../src/scene/avatars/avatarCatalogue';
import { createAvatarObject } from '../../src/scene/avatars/avatarObject';
import type { VisemeCue } from '../../src/scene/speech/visemeTrack';
import type { EngineHarness } from './engineHarness.ts';
import { expectColour, oneSceneProject, type Share, useEngineHarness } from './probes.ts';

// The talking presenter drawn from its parts by the real engine in Chromium's WebGL2: the mouth
// of the viseme track at each frame, blinking, voice-only mode and the position presets, checked
// with pixel probes on the face. Rendered at 960x540 (one output pixel is two project pixels).

let harness: EngineHarness;

useEngineHarness((opened) => ({ harness } = opened));

const OUTPUT = { width: 960, height: 540 };
const canvas = { width: 1920, height: 1080 };
const skin: [number, number, number] = [0xf5, 0xd2, 0xb8];
const mouthInside: [number, number, number] = [0x3a, 0x14, 0x18];
const teeth: [number, number, number] = [0xfb, 0xf8, 0xf4];
const eyeWhite: [number, number, number] = [0xfb, 0xf8, 0xf5];
const black: [number, number, number] = [0, 0, 0];

/** The speech: wide open, lips closed, round, lower lip under the teeth. */
const track: VisemeCue[] = [
  { start: 0.4, end: 0.8, viseme: 'AI' },
  { start: 0.8, end: 1.2, viseme: 'MBP' },
  { start: 1.2, end: 1.6, viseme: 'O' },
  { start: 2, end: 2.4, viseme: 'FV' },
];

/** A 3 s scene with the default presenter (Emma, id 4) at a preset, speaking `track`. */
function presenterScene(options: { preset?: AvatarPresetKey; mode?: 0 | 1 | 2; avatar?: Record<string, unknown> } = {}) {
  const avatar = { ...createAvatarObject(1, DEFAULT_AVATAR_IMAGE, canvas, options.preset), ...options.avatar };
  const document = oneSceneProject([avatar], { duration: 3 });
  const scene = document.scenes['1']!;
  return { ...document, scenes: { '1': { ...scene, mode: options.mode ?? 0, speech: { ...scene.speech, visemes: track } } } };
}

/** The output pixel of a point of the presenter's image, standing at a preset. */
function imagePoint(x: number, y: number, preset: AvatarPresetKey = 'FM') {
  const { left, top, scaleX } = createAvatarObject(1, DEFAULT_AVATAR_IMAGE, canvas, preset);
  return { x: Math.floor((left + x * scaleX) / 2), y: Math.floor((top + y * scaleX) / 2) };
}

/** A region of the presenter's image (at FM) and a colour whose share of its pixels is measured. */
function imageRegion(x0: number, y0: number, x1: number, y1: number, rgb: [number, number, number], tolerance = 24): Share {
  const from = imagePoint(x0, y0);
  const to = imagePoint(x1, y1);
  return { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y, rgb, tolerance };
}

function render(document: unknown, frame: number, points: { x: number; y: number }[], shares: Share[] = []) {
  return harness.page.evaluate(([doc, frameNumber, size, probes, regions]) => window.harness.renderOnPage(doc, frameNumber, size, probes, regions), [
    document,
    frame,
    OUTPUT,
    points,
    shares,
  ] as const);
}

/** A point of plain skin on the left cheek, beside the face centre (500, 400): no feature near it moves onto it. */
const cheek = { x: 440, y: 420 };

/** The mouth's box and the left eye's, where the shares are measured. */
const mouth = (rgb: [number, number, number]) => imageRegion(430, 466, 570, 550, rgb);
const leftEye = imageRegion(426, 374, 476, 396, eyeWhite);

describe('lip-sync', () => {
  it('shows the mouth of the viseme track at each frame', async () => {
    const document = presenterScene();
    const at = async (frame: number) => {
      const { shares, failed } = await render(document, frame, [], [mouth(mouthInside), mouth(teeth), mouth(skin)]);
      expect(failed).toEqual({});
      return { inside: shares[0]!, teeth: shares[1]!, skin: shares[2]! };
    };
    const rest = await at(5);
    const wide = await at(15);
    const closed = await at(25);
    const round = await at(35);
    const underTeeth = await at(55);
    // AI: a wide dark opening; at rest and with the lips pressed (MBP) none at all, nor teeth.
    expect(wide.inside).toBeGreaterThan(0.09);
    expect([rest.inside, rest.teeth, closed.inside, closed.teeth]).toEqual([0, 0, 0, 0]);
    // O: a round opening, smaller than AI's; FV: the upper teeth on the lower lip and no opening.
    expect(round.inside).toBeGreaterThan(0.06);
    expect(round.inside).toBeLessThan(wide.inside);
    expect(underTeeth.teeth).toBeGreaterThan(0.015);
    expect(underTeeth.inside).toBeLessThan(0.005);
    // Lips cover less skin when the mouth is wide open than at rest.
    expect(wide.skin).toBeLessThan(rest.skin - 0.1);
  });

  it('probes a dark open mouth for AI and lips for MBP at the mouth centre', async () => {
    const centre = imagePoint(500, 506);
    const wide = await render(presenterScene(), 15, [centre]);
    expectColour(wide.pixels[0], mouthInside, 24);
    const pressed = await render(presenterScene(), 25, [centre]);
    expect(pressed.pixels[0]![0]! - pressed.pixels[0]![2]!).toBeGreaterThan(40);
    expect(pressed.pixels[0]![0]!).toBeGreaterThan(150);
  });
});

describe('blinking', () => {
  it('closes the eyes of presenter 4 at 1.76 s and opens them otherwise', async () => {
    const document = presenterScene();
    const open = await render(document, 40, [], [leftEye]);
    const closed = await render(document, 44, [], [leftEye]);
    const openAgain = await render(document, 47, [], [leftEye]);
    expect(open.shares[0]).toBeGreaterThan(0.08);
    expect(closed.shares[0]).toBeLessThan(0.01);
    expect(openAgain.shares[0]).toBeGreaterThan(0.08);
  });
});

describe('avatar modes and placement', () => {
  it('draws no presenter in voice-only mode (1) and none in no-avatar mode (2)', async () => {
    const face = imagePoint(cheek.x, cheek.y);
    expectColour((await render(presenterScene(), 15, [face])).pixels[0], skin, 6);
    for (const mode of [1, 2] as const) {
      const { pixels, shares } = await render(presenterScene({ mode }), 15, [face], [{ ...imageRegion(200, 150, 800, 1000, black), tolerance: 2 }]);
      expectColour(pixels[0], black, 2);
      expect(shares[0]).toBe(1);
    }
  });

  it.each(['FM', 'FB', 'SM', 'SB'] as const)('puts the face where preset %s says', async (preset) => {
    const others = (['FM', 'FB', 'SM', 'SB'] as const).filter((other) => other !== preset);
    const points = [imagePoint(cheek.x, cheek.y, preset), ...others.map((other) => imagePoint(cheek.x, cheek.y, other))];
    const { pixels } = await render(presenterScene({ preset }), 0, points);
    expectColour(pixels[0], skin, 6);
    // Where another preset would put the face, this one shows no face.
    pixels.slice(1).forEach((pixel) => expect(Math.abs(pixel[0]! - skin[0]) + Math.abs(pixel[1]! - skin[1]) + Math.abs(pixel[2]! - skin[2])).toBeGreaterThan(30));
  });

  it('cuts the presenter to a circle frame over the frame background', async () => {
    const document = presenterScene({ avatar: { frame: 2, frameBackground: { color: '#3366cc' } } });
    const { pixels } = await render(document, 0, [imagePoint(260, 300), imagePoint(160, 160), imagePoint(cheek.x, cheek.y)]);
    expectColour(pixels[0], [0x33, 0x66, 0xcc], 4);
    expectColour(pixels[1], black, 2);
    expectColour(pixels[2], skin, 6);
  });

  it('draws the presenter in the compositor worker too (parts rasterised by the host page)', async () => {
    const face = { x: Math.floor((596 + cheek.x * 0.728) / 6), y: Math.floor((352 + cheek.y * 0.728) / 6) };
    const { pixels } = await harness.page.evaluate(([doc, point]) => window.harness.renderInWorker(doc, 0, [point]), [presenterScene(), face] as const);
    expectColour(pixels[0], skin, 8);
  });
});
