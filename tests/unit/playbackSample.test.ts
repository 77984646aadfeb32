import { describe, expect, it } from 'vitest';
import { audioMixPlan } from '../../src/scene/audioMix';
import { playbackSampleDocument } from '../support/playbackSample';
import { projectLength } from '../../src/scene/timing';

const media = {
  music: 'music.wav',
  musicSeconds: 12,
  speech: 'speech.wav',
  speechSeconds: 3,
  video: 'clip.mp4',
  videoSeconds: 3,
  videoSize: { width: 480, height: 270 },
  image: 'picture.png',
  avatar: 'avatar.png',
};

describe('playbackSampleDocument', () => {
  it('is three 4 s scenes whose sound comes from the music across all of them, the speech of scene 1 and the video of scene 2', () => {
    const document = playbackSampleDocument(media);
    expect(projectLength(document)).toBe(12);
    expect(audioMixPlan(document).map(({ id, src, start, end, loop }) => ({ id, src, start, end, loop }))).toEqual([
      { id: 'music:1:music', src: 'music.wav', start: 0, end: 12, loop: { start: 0, end: 12 } },
      { id: 'speech:1', src: 'speech.wav', start: 0, end: 3, loop: null },
      { id: 'video:2:clip', src: 'clip.mp4', start: 4, end: 8, loop: { start: 0, end: 3 } },
    ]);
  });
});
