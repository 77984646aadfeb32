import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { testProject } from '../../../tests/support/testDocument';
import { backgroundCover, setBackgroundMedia } from './backgroundMedia';
import { updateObject } from './updateObject';
import { linearGradient } from '../schema/canvasObject';

describe('backgroundCover', () => {
  it('fills the 1921 x 1081 box without distortion, cropping the middle of the source', () => {
    const cover = backgroundCover({ width: 1000, height: 1000 }, 0);
    expect(cover).toMatchObject({ left: -1, top: -1, width: 1000, scaleX: 1.921, scaleY: 1.921, cropX: 0 });
    expect(cover.height * cover.scaleY).toBeCloseTo(1081, 6);
    expect(cover.cropY).toBeCloseTo((1000 - 1081 / 1.921) / 2, 6);
    expect(backgroundCover({ width: 3842, height: 1081 }, 0)).toMatchObject({ width: 1921, height: 1081, scaleX: 1, cropX: 960.5, cropY: 0 });
  });

  it('leaves media of unknown size at size 0, which the engine stretches over the canvas', () => {
    expect(backgroundCover({ width: 0, height: 0 }, 2)).toEqual({ left: -1, top: -1, width: 0, height: 0, scaleX: 1, scaleY: 1, cropX: 0, cropY: 0 });
  });
});

describe('setBackgroundMedia', () => {
  const doc = testProject([{ elements: { title: {} } }]);
  const picture = { src: '/library/images/sunset.jpg', width: 1920, height: 1080, duration: 0, item: { id: 'local-sunset', name: 'Sunset' } };
  const clip = { src: '/files/waves.mp4', width: 1280, height: 720, duration: 8.5, item: { id: 12, name: 'Waves' } };

  it('shows a stock picture: file, item, cover geometry and the image tab id, no gradient', () => {
    const withGradient = updateObject(doc, 1, 'background-1', {
      gradient: linearGradient(0, '#000', '#fff'),
    });
    const next = setBackgroundMedia(withGradient, 1, picture, 'image', false);
    const scene = next.scenes['1']!;
    expect(scene.jsonData.objects[0]).toMatchObject({ _Type: 'background', _Src: picture.src, _Image: picture.item, left: -1, top: -1 });
    expect(scene.jsonData.objects[0]).not.toHaveProperty('gradient');
    expect(scene.background).toEqual({ type: 1, current: { id: 'local-sunset' } });
    expect(scene.media.video).toBeNull();
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('plays an uploaded clip over the scene, looping the whole file, and forgets the picture', () => {
    const next = setBackgroundMedia(setBackgroundMedia(doc, 1, picture, 'image', false), 1, clip, 'upload', true);
    const scene = next.scenes['1']!;
    expect(scene.jsonData.objects[0]).toMatchObject({ _Src: clip.src, _Video: clip.item, scaleX: 1081 / 720, height: 720 });
    expect(scene.jsonData.objects[0]).not.toHaveProperty('_Image');
    expect(scene.background).toEqual({ type: 3, current: { id: 12 } });
    expect(scene.media.video).toEqual(clip.item);
    expect(scene.elements['background-1']).toMatchObject({ duration: 8.5, trimStart: 0, trimEnd: 8.5, adjustLength: 1 });
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('changes nothing else in the scene', () => {
    const next = setBackgroundMedia(doc, 1, clip, 'video', true);
    expect(next.scenes['1']!.jsonData.objects[1]).toBe(doc.scenes['1']!.jsonData.objects[1]);
    expect(next.scenes['1']!.background.type).toBe(2);
  });
});
