import { describe, expect, it } from 'vitest';
import { isVideoBackground } from './videoSources';

describe('isVideoBackground', () => {
  it('is a video when chosen on the Video tab, whatever the address', () => {
    expect(isVideoBackground({ background: { type: 2, current: { id: null } } }, { _Src: 'blob:https://app/1234' })).toBe(true);
  });

  it('is a video when an upload is named as one, and not an image or a colour', () => {
    expect(isVideoBackground({ background: { type: 3, current: { id: null } } }, { _Src: '/files/clip.MP4?v=2' })).toBe(true);
    expect(isVideoBackground({ background: { type: 3, current: { id: null } } }, { _Src: '/files/photo.png' })).toBe(false);
    expect(isVideoBackground({ background: { type: 2, current: { id: null } } }, { _Src: undefined })).toBe(false);
  });
});
