import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR_IMAGE } from '../avatars/avatarCatalogue';
import { parseProjectDocument } from '../document';
import { createBlankProject } from '../factories';
import { sceneAvatar, setSceneAvatar } from './avatars';
import { frameFillKind, movedFrameBox, resizedFrameBox, setAvatarFrame, setFrameBackground, setFrameBox } from './avatarFrame';
import { linearGradient } from '../schema/canvasObject';

const doc = setSceneAvatar(createBlankProject(), 1, DEFAULT_AVATAR_IMAGE);
const gradient = linearGradient(90, '#000000', '#ffffff');

describe('setAvatarFrame', () => {
  it('frames the avatar with a circle (2) or a square (1)', () => {
    const circled = setAvatarFrame(doc, 1, 2);
    expect(sceneAvatar(circled, 1)!.frame).toBe(2);
    expect(sceneAvatar(setAvatarFrame(circled, 1, 1), 1)!.frame).toBe(1);
    expect(parseProjectDocument(circled)).toEqual(circled);
  });

  it('restores the plain avatar with none (0) and keeps the background for a later frame', () => {
    const framed = setFrameBackground(setAvatarFrame(doc, 1, 2), 1, { color: '#2b55c9' });
    const plain = sceneAvatar(setAvatarFrame(framed, 1, 0), 1)!;
    expect('frame' in plain).toBe(false);
    expect(plain.frameBackground).toEqual({ color: '#2b55c9' });
  });

  it('changes nothing when the frame is already the one chosen', () => {
    const circled = setAvatarFrame(doc, 1, 2);
    expect(setAvatarFrame(circled, 1, 2)).toBe(circled);
    expect(setAvatarFrame(doc, 1, 0)).toBe(doc);
  });

  it('refuses a scene without an avatar', () => {
    expect(() => setAvatarFrame(createBlankProject(), 1, 1)).toThrow('scene 1 has no avatar');
  });
});

describe('setFrameBackground', () => {
  it('keeps only the fill chosen', () => {
    const coloured = setFrameBackground(doc, 1, { color: '#2b55c9' });
    expect(sceneAvatar(coloured, 1)!.frameBackground).toEqual({ color: '#2b55c9' });
    const withGradient = setFrameBackground(coloured, 1, { gradient });
    expect(sceneAvatar(withGradient, 1)!.frameBackground).toEqual({ gradient });
    const withImage = setFrameBackground(withGradient, 1, { src: '/files/office.jpg' });
    expect(sceneAvatar(withImage, 1)!.frameBackground).toEqual({ src: '/files/office.jpg' });
    expect(sceneAvatar(setFrameBackground(withImage, 1, null), 1)!.frameBackground).toBeNull();
  });

  it('changes nothing for the same fill and refuses a bad colour', () => {
    const coloured = setFrameBackground(doc, 1, { color: '#2b55c9' });
    expect(setFrameBackground(coloured, 1, { color: '#2b55c9' })).toBe(coloured);
    expect(() => setFrameBackground(doc, 1, { color: 'not a colour!' })).toThrow(/frameBackground\.color/);
  });
});

describe('frameFillKind', () => {
  it('names the fill the engine shows: image, then gradient, then colour', () => {
    expect(frameFillKind({ color: '#fff', gradient, src: '/a.jpg' })).toBe('image');
    expect(frameFillKind({ color: '#fff', gradient })).toBe('gradient');
    expect(frameFillKind({ color: '#fff' })).toBe('color');
    expect(frameFillKind({})).toBe('none');
    expect(frameFillKind(null)).toBe('none');
    expect(frameFillKind(undefined)).toBe('none');
  });
});

describe('the crop mask', () => {
  const box = { x: 150, y: 150, width: 700, height: 700 };

  it('moves the frame box', () => {
    expect(movedFrameBox(box, -40, 25.5)).toEqual({ x: 110, y: 175.5, width: 700, height: 700 });
  });

  it('resizes a square frame freely, never below 100 px a side', () => {
    expect(resizedFrameBox(box, -200, 50, 1)).toEqual({ x: 150, y: 150, width: 500, height: 750 });
    expect(resizedFrameBox(box, -900, -650, 1)).toEqual({ x: 150, y: 150, width: 100, height: 100 });
  });

  it('keeps a circle frame round', () => {
    expect(resizedFrameBox(box, -200, 50, 2)).toEqual({ x: 150, y: 150, width: 750, height: 750 });
    expect(resizedFrameBox(box, -900, -800, 2)).toEqual({ x: 150, y: 150, width: 100, height: 100 });
  });

  it('stores the box on the scene avatar and refuses an empty one', () => {
    const moved = setFrameBox(doc, 1, { x: 100, y: 80, width: 600, height: 600 });
    expect(sceneAvatar(moved, 1)!.frameBox).toEqual({ x: 100, y: 80, width: 600, height: 600 });
    expect(setFrameBox(moved, 1, { x: 100, y: 80, width: 600, height: 600 })).toBe(moved);
    expect(() => setFrameBox(doc, 1, { x: 0, y: 0, width: 0, height: 10 })).toThrow(/frameBox\.width/);
  });
});
