import { describe, expect, it } from 'vitest';
import { centredOn, createImageObject, createMusicObject, createTextObject, createVectorObject, createVideoObject, mediaReplacement } from './newObjects';

describe('createTextObject', () => {
  it('makes the three presets centred on the canvas, one line high', () => {
    expect(createTextObject('heading', 0, 'h')).toMatchObject({
      id: 'h',
      _Type: 'text',
      _Name: 'Heading',
      text: 'Add a heading',
      fontSize: 90,
      fontWeight: 'bold',
      width: 750,
      height: 104.4,
      left: 585,
      top: 487.8,
      fill: '#e7416a',
      fontFamily: 'Poppins Regular',
      lineHeight: 1.16,
      textAlign: 'center',
      scaleX: 1,
      angle: 0,
    });
    expect(createTextObject('subheading', 0, 's')).toMatchObject({
      text: 'Add a subheading',
      fontSize: 52,
      fontWeight: 'normal',
      width: 600,
      height: 60.32,
      left: 660,
      top: 509.84,
    });
    expect(createTextObject('body', 2, 'b')).toMatchObject({ text: 'Add body text', _Name: 'Body text', fontSize: 34, width: 450, height: 39.44, left: 315, top: 940.28 });
  });

  it('gives fresh ids by default', () => {
    expect(createTextObject('body', 0).id).toMatch(/^[0-9a-z]{12}$/);
    expect(createTextObject('body', 0).id).not.toBe(createTextObject('body', 0).id);
  });
});

describe('createImageObject', () => {
  it('scales large images down to half the canvas and centres them', () => {
    const image = createImageObject({ src: 'https://media.example/a.png', width: 4000, height: 3000, name: 'A' }, 0, 'i');
    expect(image).toMatchObject({
      id: 'i',
      _Type: 'image',
      _Src: 'https://media.example/a.png',
      _Name: 'A',
      width: 4000,
      height: 3000,
      scaleX: 0.18,
      scaleY: 0.18,
      left: 600,
      top: 270,
    });
  });

  it('keeps small images at their size and keeps the library item', () => {
    const item = { id: 9, name: 'A', media_file: 'https://media.example/a.png' };
    const image = createImageObject({ src: 'https://media.example/a.png', width: 200, height: 100, item }, 1, 'i');
    expect(image).toMatchObject({ width: 200, height: 100, scaleX: 1, scaleY: 1, left: 860, top: 910, _Name: '', _Image: item });
  });

  it('fits wide images by width on a portrait canvas', () => {
    const image = createImageObject({ src: 'x.png', width: 1080, height: 100 }, 2, 'i');
    expect(image).toMatchObject({ scaleX: 0.5, left: 270, top: 935 });
  });
});

describe('centredOn', () => {
  it('moves the shown box’s middle to the point, keeping its size', () => {
    const image = createImageObject({ src: 'x.png', width: 4000, height: 3000 }, 0, 'i');
    expect(centredOn(image, { x: 300, y: 200 })).toMatchObject({ width: 4000, height: 3000, scaleX: 0.18, left: -60, top: -70 });
    expect(centredOn(image, { x: 960, y: 540 })).toEqual(image);
  });
});

describe('createVideoObject', () => {
  it('places like an image and trims to the whole file', () => {
    const { object, timing } = createVideoObject({ src: 'https://media.example/v.mp4', width: 1920, height: 1080, duration: 12.5 }, 0, 'v');
    expect(object).toMatchObject({ id: 'v', _Type: 'video', scaleX: 0.5, scaleY: 0.5, left: 480, top: 270 });
    expect(timing).toEqual({ duration: 12.5, trimStart: 0, trimEnd: 12.5 });
    expect(createVideoObject({ src: 'v.mp4', width: 10, height: 10, duration: 0 }, 0).timing).toEqual({ duration: 0, trimStart: 0, trimEnd: 10 });
  });
});

describe('createVectorObject', () => {
  it('makes shapes of _Type shape and the rest of _Type elements, 300x300 centred', () => {
    expect(createVectorObject({ src: 'https://media.example/s.svg', kind: 'shapes', name: 'Star' }, 0, 's')).toMatchObject({
      id: 's',
      _Type: 'shape',
      _Name: 'Star',
      _Data: { type: 'shapes' },
      width: 300,
      height: 300,
      left: 810,
      top: 390,
    });
    for (const kind of ['icons', 'emoji', 'elements'] as const) {
      expect(createVectorObject({ src: 'x.svg', kind, data: { id: 3 } }, 1, 'e')).toMatchObject({ _Type: 'elements', _Data: { type: kind, id: 3 }, left: 810, top: 810 });
    }
  });

  it('keeps the aspect of a drawing that is not square, 300 px on its longer side', () => {
    expect(createVectorObject({ src: 'wide.svg', kind: 'elements', width: 200, height: 100 }, 0, 'w')).toMatchObject({ width: 300, height: 150, left: 810, top: 465 });
    expect(createVectorObject({ src: 'tall.svg', kind: 'icons', width: 24, height: 32 }, 0, 't')).toMatchObject({ width: 225, height: 300 });
  });
});

describe('createMusicObject', () => {
  it('makes a music object that plays the whole file, looping', () => {
    const item = { id: 7, name: 'Morning', media_file: 'https://media.example/m.mp3' };
    const { object, timing } = createMusicObject({ src: 'https://media.example/m.mp3', name: 'Morning', duration: 61.2345, item }, 'm');
    expect(object).toMatchObject({ id: 'm', _Type: 'music', _Src: 'https://media.example/m.mp3', _Name: 'Morning', _Music: item });
    expect(timing).toEqual({ duration: 61.235, trimStart: 0, trimEnd: 61.235, adjustLength: 1 });
  });
});

describe('mediaReplacement', () => {
  const shown = { left: 100, top: 50, width: 800, height: 600, scaleX: 0.5, scaleY: 0.5 };

  it('fits the new media inside the box the old one showed, centred there, uncropped', () => {
    expect(mediaReplacement(shown, { src: 'wide.png', width: 1600, height: 400, name: 'Wide' })).toEqual({
      _Src: 'wide.png',
      _Name: 'Wide',
      width: 1600,
      height: 400,
      scaleX: 0.25,
      scaleY: 0.25,
      left: 100,
      top: 150,
      cropX: 0,
      cropY: 0,
    });
    expect(mediaReplacement(shown, { src: 'tall.png', width: 300, height: 600 })).toMatchObject({ _Name: '', scaleX: 0.5, left: 225, top: 50 });
  });
});
