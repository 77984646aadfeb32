import { describe, expect, it } from 'vitest';
import { canvasPointAt, dropChoice, droppableInWords, isFileDrag } from './fileDrop';

const file = (name: string, size = 1000) => ({ name, size });

describe('dropChoice', () => {
  it('uploads a picture, a clip or a track of the video editor to its library category', () => {
    expect(dropChoice([file('Team.PNG')], 'video')).toEqual({ kind: 'image', category: 'video_image' });
    expect(dropChoice([file('intro.webm')], 'video')).toEqual({ kind: 'video', category: 'video_video' });
    expect(dropChoice([file('loop.gif')], 'video')).toEqual({ kind: 'video', category: 'video_video' });
    expect(dropChoice([file('tune.mp3')], 'video')).toEqual({ kind: 'music', category: 'music' });
  });

  it('takes only pictures in the image editor', () => {
    expect(dropChoice([file('photo.jpg')], 'image')).toEqual({ kind: 'image', category: 'image_image' });
    expect(dropChoice([file('intro.mp4')], 'image')).toEqual({ refusal: '“intro.mp4” cannot be added here. Drop one picture (PNG, JPEG or WebP), up to 100 MB.' });
    expect(dropChoice([file('tune.wav')], 'image')).toHaveProperty('refusal');
  });

  it('refuses other types, several files and files over 100 MB, saying what is taken', () => {
    const taken = 'Drop one picture (PNG, JPEG or WebP), video (MP4, WebM, MOV, AVI or GIF) or music file (MP3 or WAV), up to 100 MB.';
    expect(droppableInWords('video')).toBe(taken);
    expect(dropChoice([file('notes.pdf')], 'video')).toEqual({ refusal: `“notes.pdf” cannot be added here. ${taken}` });
    expect(dropChoice([file('a.png'), file('b.png')], 'video')).toEqual({ refusal: `One file at a time. ${taken}` });
    expect(dropChoice([file('big.mp4', 100 * 2 ** 20 + 1)], 'video')).toEqual({ refusal: 'Files up to 100 MB: “big.mp4” is larger and was not uploaded.' });
    expect(dropChoice([file('limit.mp4', 100 * 2 ** 20)], 'video')).toEqual({ kind: 'video', category: 'video_video' });
    expect(dropChoice([], 'video')).toEqual({ refusal: taken });
  });
});

describe('isFileDrag', () => {
  it('is true only for drags that carry files', () => {
    expect(isFileDrag({ types: ['Files'] })).toBe(true);
    expect(isFileDrag({ types: ['text/plain', 'text/uri-list'] })).toBe(false);
    expect(isFileDrag(null)).toBe(false);
  });
});

describe('canvasPointAt', () => {
  const box = { left: 400, top: 100 };
  const canvas = { width: 1920, height: 1080 };
  it('answers the canvas point under a page point on the canvas', () => {
    expect(canvasPointAt({ x: 400, y: 100 }, box, 0.25, canvas)).toEqual({ x: 0, y: 0 });
    expect(canvasPointAt({ x: 640, y: 235 }, box, 0.25, canvas)).toEqual({ x: 960, y: 540 });
  });

  it('answers null beside the canvas', () => {
    expect(canvasPointAt({ x: 399, y: 200 }, box, 0.25, canvas)).toBeNull();
    expect(canvasPointAt({ x: 600, y: 371 }, box, 0.25, canvas)).toBeNull();
    expect(canvasPointAt({ x: 600, y: 200 }, box, 0, canvas)).toBeNull();
  });
});
