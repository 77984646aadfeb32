import { describe, expect, it } from 'vitest';
import { applyColorMatrix, FILTERS } from '../../src/scene/effects/filters';
import type { EngineHarness } from './engineHarness.ts';
import { at, expectColour, oneSceneProject, renderProbes, type Share, type HarnessMedia, useEngineHarness } from './probes.ts';
import { linearGradient } from '../../src/scene/schema/canvasObject';

// Filters, shadows, masks, avatar frames and opacity, drawn by the real engine in Chromium's
// WebGL2 (SwiftShader) and checked with pixel probes.

let harness: EngineHarness;
let media: HarnessMedia;

useEngineHarness((opened) => ({ harness, media } = opened));

const scene = (objects: Record<string, unknown>[], background?: Record<string, unknown>, elements?: Record<string, unknown>) => oneSceneProject(objects, { background, elements });

const render = (doc: unknown, points: { x: number; y: number }[], frame = 0, shares: Share[] = []) => renderProbes(harness, doc, frame, points, shares);

/** The quadrant image (red, green / blue, white) over a 1200x600 box at the top left. */
const quadrants = () => ({ id: 'img', _Type: 'image', _Src: media.image, left: 0, top: 0, width: 200, height: 100, scaleX: 6, scaleY: 6 });
const quadrantPoints = [at(300, 150), at(900, 150), at(300, 450), at(900, 450)];
const quadrantColours: [number, number, number][] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [255, 255, 255],
];

describe('colour filters', () => {
  it.each(FILTERS.filter((filter) => filter.kind === 'matrix').map((filter) => [filter.name, filter] as const))('%s maps each colour as its matrix says', async (_name, filter) => {
    const { pixels, failed } = await render(scene([{ ...quadrants(), filter: { id: filter.id, name: filter.name } }]), quadrantPoints);
    expect(failed).toEqual({});
    quadrantColours.forEach((rgb, index) => {
      const expected = applyColorMatrix(filter.matrix!, [rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, 1]).map((value) => value * 255);
      expectColour(pixels[index], expected, 3);
    });
  });

  it('Grayscale of pure red is an even grey of 54', async () => {
    const { pixels } = await render(scene([{ ...quadrants(), filter: { id: 1, name: 'Grayscale' } }]), [at(300, 150)]);
    expectColour(pixels[0], [54, 54, 54], 2);
  });

  it('None and unknown filters leave the picture alone', async () => {
    for (const filter of [{ id: 0, name: 'None' }, { id: 999 }, null]) {
      const { pixels } = await render(scene([{ ...quadrants(), filter }]), quadrantPoints);
      quadrantColours.forEach((rgb, index) => expectColour(pixels[index], rgb));
    }
  });

  it('ColorInterpolation maps luminance through its stops', async () => {
    const filter = { id: 10, name: 'ColorInterpolation', stops: ['#000000', '#ff0000'] };
    const { pixels, failed } = await render(scene([{ ...quadrants(), filter }]), quadrantPoints);
    expect(failed).toEqual({});
    expectColour(pixels[0], [54, 0, 0], 4);
    expectColour(pixels[1], [182, 0, 0], 4);
    expectColour(pixels[2], [18, 0, 0], 4);
    expectColour(pixels[3], [255, 0, 0], 3);
    const three = await render(scene([{ ...quadrants(), filter: { ...filter, stops: ['#0000ff', '#00ff00', '#ffffff'] } }]), [at(900, 450)]);
    expectColour(three.pixels[0], [255, 255, 255], 3);
  });

  it('filters video frames in the YUV shader and backgrounds too', async () => {
    const video = { id: 'vid', _Type: 'video', _Src: media.video, left: 0, top: 0, width: 320, height: 180, scaleX: 6, scaleY: 6 };
    const elements = { vid: { enterDelay: 0, stayTime: 2, trimStart: 0, trimEnd: 2, adjustLength: 0 } };
    const plain = await render(scene([video], undefined, elements), [at(100, 100), at(1500, 800)], 10);
    const inverted = await render(scene([{ ...video, filter: { id: 2, name: 'Invert' } }], undefined, elements), [at(100, 100), at(1500, 800)], 10);
    expect(inverted.failed).toEqual({});
    plain.pixels.forEach((pixel, index) =>
      expectColour(
        inverted.pixels[index],
        pixel.slice(0, 3).map((channel) => 255 - channel),
        6,
      ),
    );
    const background = await render(scene([], { _Src: media.image, width: 200, height: 100, scaleX: 9.6, scaleY: 10.8, left: 0, top: 0, filter: { id: 2, name: 'Invert' } }), [
      at(300, 200),
    ]);
    expectColour(background.pixels[0], [0, 255, 255]);
  });
});

describe('shadows', () => {
  // A red 600x300 image at (600, 300) on white.
  const red = { id: 'red', _Type: 'image', _Src: '', cropX: 0, cropY: 0, width: 100, height: 50, left: 600, top: 300, scaleX: 6, scaleY: 6 };
  const white = { fill: '#ffffff' };

  it('draws a hard shadow at the offset, under the layer, and none without', async () => {
    const points = [at(1260, 660), at(900, 450), at(660, 660), at(1260, 330)];
    const shadowed = await render(scene([{ ...red, _Src: media.image, shadow: { blur: 0, color: '#000000', offsetX: 120, offsetY: 120 } }], white), points);
    expect(shadowed.failed).toEqual({});
    expectColour(shadowed.pixels[0], [0, 0, 0]);
    expectColour(shadowed.pixels[1], [255, 0, 0]);
    expectColour(shadowed.pixels[2], [255, 255, 255]);
    expectColour(shadowed.pixels[3], [255, 255, 255]);
    const plain = await render(scene([{ ...red, _Src: media.image }], white), points);
    expectColour(plain.pixels[0], [255, 255, 255]);
  });

  it("keeps a still layer's blurred shadow from frame to frame, and follows the layer when it moves", async () => {
    const shadow = { blur: 40, color: '#000000', offsetX: 120, offsetY: 120 };
    const points = [at(1260, 660), at(660, 660)];
    const first = await render(scene([{ ...red, _Src: media.image, shadow }], white), points);
    const again = await render(scene([{ ...red, _Src: media.image, shadow }], white), points);
    expect(again.pixels).toEqual(first.pixels);
    expect(first.pixels[0]![0]).toBeLessThan(60);
    const moved = await render(scene([{ ...red, _Src: media.image, shadow, left: 0 }], white), points);
    expectColour(moved.pixels[0], [255, 255, 255]);
    expect(moved.pixels[1]![0]).toBeLessThan(60);
  });

  it('tints with the colour and its alpha, and blurs the edge', async () => {
    const tinted = await render(scene([{ ...red, _Src: media.image, shadow: { blur: 0, color: 'rgba(0,0,255,0.5)', offsetX: 120, offsetY: 120 } }], white), [at(1260, 660)]);
    expectColour(tinted.pixels[0], [128, 128, 255], 4);
    // Blur 60 (sigma 30): full inside, half on the edge, fading outside.
    const blurred = await render(scene([{ ...red, _Src: media.image, shadow: { blur: 60, color: '#000000', offsetX: 0, offsetY: 300 } }], white), [
      at(900, 800),
      at(900, 900),
      at(900, 960),
      at(900, 1070),
    ]);
    expect(blurred.pixels[0]![0]).toBeLessThan(20);
    expect(blurred.pixels[1]![0]).toBeGreaterThan(90);
    expect(blurred.pixels[1]![0]).toBeLessThan(170);
    expect(blurred.pixels[2]![0]).toBeGreaterThan(200);
    expect(blurred.pixels[3]![0]).toBeGreaterThan(250);
  });

  it('follows text, vectors and the avatar', async () => {
    const shadow = { blur: 0, color: '#000000', offsetX: 60, offsetY: 60 };
    const dark: Share = { x: 0, y: 0, width: 320, height: 180, rgb: [0, 0, 0], tolerance: 40 };
    const text = { id: 'txt', _Type: 'text', text: 'HELLO', fontSize: 200, fontWeight: 'bold', fill: '#ffffff', left: 100, top: 300, width: 1700, height: 240 };
    const vector = { id: 'vec', _Type: 'elements', _Src: media.svg, fill: '#ffffff', left: 600, top: 300, width: 600, height: 600 };
    const avatar = { id: 'avatar-1', _Type: 'avatar', _Src: media.image, cropX: 100, cropY: 50, width: 100, height: 50, left: 600, top: 300, scaleX: 6, scaleY: 6 };
    for (const object of [text, vector, avatar]) {
      const without = await render(scene([object], white), [], 0, [dark]);
      const withShadow = await render(scene([{ ...object, shadow }], white), [], 0, [dark]);
      expect(without.failed).toEqual({});
      expect(without.shares[0], object._Type).toBe(0);
      expect(withShadow.shares[0], object._Type).toBeGreaterThan(0.01);
    }
  });
});

describe('masks', () => {
  // The white quadrant as a 600x600 square at (600, 240) on black.
  const square = { id: 'img', _Type: 'image', _Src: '', cropX: 100, cropY: 50, width: 100, height: 50, left: 600, top: 240, scaleX: 6, scaleY: 12 };

  it('a circle mask hides the corners and keeps the middle', async () => {
    const points = [at(900, 540), at(620, 260), at(1180, 820), at(900, 260), at(620, 540)];
    const masked = await render(scene([{ ...square, _Src: media.image, _Mask: { id: 1, name: 'Circle', src: '/library/masks/circle.svg' } }]), points);
    expect(masked.failed).toEqual({});
    expectColour(masked.pixels[0], [255, 255, 255]);
    expectColour(masked.pixels[1], [0, 0, 0]);
    expectColour(masked.pixels[2], [0, 0, 0]);
    expectColour(masked.pixels[3], [255, 255, 255], 40);
    expectColour(masked.pixels[4], [255, 255, 255], 40);
  });

  it('a star mask is transparent between its points; the mask follows the box, not the crop', async () => {
    const star = { id: 2, name: 'Star', src: '/library/masks/star.svg' };
    const masked = await render(scene([{ ...square, _Src: media.image, _Mask: star }]), [at(900, 540), at(620, 820), at(1180, 820), at(900, 300)]);
    expect(masked.failed).toEqual({});
    expectColour(masked.pixels[0], [255, 255, 255]);
    expectColour(masked.pixels[1], [0, 0, 0]);
    expectColour(masked.pixels[2], [0, 0, 0]);
    expectColour(masked.pixels[3], [255, 255, 255], 3);
    // Another crop (the red quadrant): same shape, other picture.
    const red = await render(scene([{ ...square, _Src: media.image, cropX: 0, cropY: 0, _Mask: star }]), [at(900, 540), at(620, 820)]);
    expectColour(red.pixels[0], [255, 0, 0]);
    expectColour(red.pixels[1], [0, 0, 0]);
  });

  it('masks videos and combines with a filter', async () => {
    const video = {
      id: 'vid',
      _Type: 'video',
      _Src: media.video,
      left: 600,
      top: 240,
      width: 320,
      height: 180,
      scaleX: 1.875,
      scaleY: 3.333,
      _Mask: { id: 1, src: '/library/masks/circle.svg' },
      filter: { id: 1 },
    };
    const elements = { vid: { enterDelay: 0, stayTime: 2, trimStart: 0, trimEnd: 2, adjustLength: 0 } };
    const { pixels, failed } = await render(scene([video], { fill: '#ff0000' }, elements), [at(610, 250), at(900, 540)], 10);
    expect(failed).toEqual({});
    expectColour(pixels[0], [255, 0, 0]);
    expect(pixels[1]![0]).toBe(pixels[1]![1]);
  });
});

describe('avatar frames', () => {
  // The whole quadrant image as the avatar: 600x300 at (600, 300), scale 3.
  const avatar = { id: 'avatar-1', _Type: 'avatar', left: 600, top: 300, width: 200, height: 100, scaleX: 3, scaleY: 3 };

  it('a circle frame leaves its corners transparent', async () => {
    // Frame box: the image's middle 100x100 -> canvas (750, 300) to (1050, 600), a circle of radius 150.
    const doc = scene([{ ...avatar, _Src: media.image, frame: 2, frameBox: { x: 50, y: 0, width: 100, height: 100 } }]);
    const { pixels, failed } = await render(doc, [at(760, 310), at(1040, 590), at(860, 400), at(1000, 500), at(650, 350)]);
    expect(failed).toEqual({});
    expectColour(pixels[0], [0, 0, 0]);
    expectColour(pixels[1], [0, 0, 0]);
    expectColour(pixels[2], [255, 0, 0]);
    expectColour(pixels[3], [255, 255, 255]);
    expectColour(pixels[4], [0, 0, 0]);
  });

  it('a square frame rounds its corners by 50 x scale and shows its background behind the avatar', async () => {
    // Frame box 200x200 around the image: canvas (600, 150) to (1200, 750), corner radius 150.
    const frameBox = { x: 0, y: -50, width: 200, height: 200 };
    const doc = scene([{ ...avatar, _Src: media.image, frame: 1, frameBox, frameBackground: { color: '#ffff00' } }]);
    const { pixels, failed } = await render(doc, [at(606, 156), at(900, 200), at(900, 700), at(700, 400), at(1100, 500), at(660, 200)]);
    expect(failed).toEqual({});
    expectColour(pixels[0], [0, 0, 0]);
    expectColour(pixels[1], [255, 255, 0]);
    expectColour(pixels[2], [255, 255, 0]);
    expectColour(pixels[3], [255, 0, 0]);
    expectColour(pixels[4], [255, 255, 255]);
    expectColour(pixels[5], [255, 255, 0], 40);
  });

  it('the default frame is 700 x scale, centred', async () => {
    const big = { ...avatar, _Src: media.image, width: 200, height: 100, scaleX: 6, scaleY: 6, left: 360, top: 240, frame: 2, frameBackground: { color: '#00ffff' } };
    // Box 1200x600 centred at (960, 540); the frame circle has diameter 700 x 6 = 4200: it covers the whole box, background unseen.
    const { pixels } = await render(scene([big]), [at(400, 280), at(1500, 800)]);
    expectColour(pixels[0], [255, 0, 0]);
    expectColour(pixels[1], [255, 255, 255]);
  });
});

describe('opacity on every kind', () => {
  const half = [128, 128, 128];
  const whiteImage = { _Type: 'image', _Src: '', cropX: 100, cropY: 50, width: 100, height: 50, left: 600, top: 300, scaleX: 6, scaleY: 6 };

  it('images, avatars, vectors, shapes and groups blend at half opacity', async () => {
    const objects: Record<string, unknown>[] = [
      { ...whiteImage, id: 'img', _Src: media.image, opacity: 0.5 },
      { ...whiteImage, id: 'avatar-1', _Type: 'avatar', _Src: media.image, opacity: 0.5 },
      { id: 'vec', _Type: 'elements', _Src: media.svg, fill: '#ffffff', left: 600, top: 300, width: 600, height: 600, opacity: 0.5 },
      { id: 'shp', _Type: 'shape', _Src: media.svg, fill: '#ffffff', left: 600, top: 300, width: 600, height: 600, opacity: 0.5 },
      {
        id: 'grp',
        _Type: 'group',
        left: 600,
        top: 300,
        width: 600,
        height: 300,
        opacity: 0.5,
        objects: [{ ...whiteImage, id: 'member', _Src: media.image, left: 0, top: 0 }],
      },
    ];
    for (const object of objects) {
      const { pixels, failed } = await render(scene([object]), [at(900, 450), at(300, 300)]);
      expect(failed, String(object._Type)).toEqual({});
      expectColour(pixels[0], half, 4);
      expectColour(pixels[1], [0, 0, 0]);
    }
  });

  it('text, video and backgrounds blend at half opacity', async () => {
    const text = { id: 'txt', _Type: 'text', text: 'HELLO', fontSize: 200, fontWeight: 'bold', fill: '#ffffff', left: 100, top: 300, width: 1700, height: 240 };
    const region: Share = { x: 0, y: 40, width: 320, height: 60, rgb: [255, 255, 255], tolerance: 10 };
    const grey: Share = { ...region, rgb: [128, 128, 128], tolerance: 6 };
    const full = await render(scene([text]), [], 0, [region, grey]);
    const halfText = await render(scene([{ ...text, opacity: 0.5 }]), [], 0, [region, grey]);
    expect(full.shares[0]).toBeGreaterThan(0.02);
    expect(halfText.shares[0]).toBe(0);
    expect(halfText.shares[1]).toBeGreaterThan(full.shares[0]! * 0.5);

    const video = { id: 'vid', _Type: 'video', _Src: media.video, left: 0, top: 0, width: 320, height: 180, scaleX: 6, scaleY: 6 };
    const elements = { vid: { enterDelay: 0, stayTime: 2, trimStart: 0, trimEnd: 2, adjustLength: 0 } };
    const opaque = await render(scene([video], undefined, elements), [at(100, 100)], 10);
    const halfVideo = await render(scene([{ ...video, opacity: 0.5 }], undefined, elements), [at(100, 100)], 10);
    expectColour(
      halfVideo.pixels[0],
      opaque.pixels[0]!.map((channel) => channel / 2),
      4,
    );

    const background = await render(scene([], { fill: '#ffffff', opacity: 0.5 }), [at(900, 500)]);
    expectColour(background.pixels[0], half, 4);
    const gradient = linearGradient(0, '#ffffff', '#ffffff');
    const gradientBackground = await render(scene([], { gradient, opacity: 0.5 }), [at(900, 500)]);
    expectColour(gradientBackground.pixels[0], half, 4);
  });
});
