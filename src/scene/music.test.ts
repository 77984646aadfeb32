import { describe, expect, it } from 'vitest';
import { musicTracks, trackTimeAt } from './music';
import type { TestElement, TestScene } from '../../tests/support/testDocument';
import { testProject } from '../../tests/support/testDocument';

const song = 'https://media.example/song.mp3';

/** Scenes of 4, 3, 5 and 2 seconds (starting at 0, 4, 7, 12; the project ends at 14), with extra elements. */
function project(extra: Record<number, Record<string, TestElement>>, sceneFields: Record<number, Partial<TestScene>> = {}) {
  return testProject(
    [4, 3, 5, 2].map((length, index) => ({
      ...sceneFields[index + 1],
      elements: { text: { timing: { stayTime: length } }, ...extra[index + 1] },
    })),
  );
}

const carried = (enterDelay = 0): TestElement => ({ type: 'music', src: song, timing: { enterDelay, stayTime: 1, trimEnd: 3, adjustLength: 4 } });

describe('musicTracks', () => {
  it('plays music within its scene, to the end of its stay time or of the scene', () => {
    const doc = project({ 2: { music: { type: 'music', timing: { enterDelay: 0.5, stayTime: 2, trimEnd: 1.5, adjustLength: 1 } } } });
    expect(musicTracks(doc)).toEqual([
      expect.objectContaining({ sceneId: 2, objectId: 'music', src: 'https://media.example/music', sceneStart: 4, start: 4.5, end: 6.5, volume: 100 }),
    ]);
  });

  it('carries music with adjustLength 4 to the project end, continuing through the same file in later scenes', () => {
    const doc = project({ 1: { music: carried(1) }, 3: { again: carried(0) } });
    expect(musicTracks(doc)).toEqual([expect.objectContaining({ sceneId: 1, objectId: 'music', start: 1, end: 14 })]);
  });

  it('stops carried music at a scene with musicRemove', () => {
    const doc = project({ 1: { music: carried(1) } }, { 3: { musicRemove: true } });
    expect(musicTracks(doc)).toEqual([expect.objectContaining({ start: 1, end: 7 })]);
  });

  it('hands over to a later scene holding the same file with another adjustLength', () => {
    const doc = project({ 1: { music: carried() }, 3: { local: { type: 'music', src: song, timing: { stayTime: 5, adjustLength: 1 } } } });
    expect(musicTracks(doc).map(({ objectId, start, end }) => ({ objectId, start, end }))).toEqual([
      { objectId: 'music', start: 0, end: 7 },
      { objectId: 'local', start: 7, end: 12 },
    ]);
  });

  it('silences muted music', () => {
    const doc = project({ 2: { music: { type: 'music', isMuted: true, timing: { stayTime: 2 } } } });
    expect(musicTracks(doc)[0]?.volume).toBe(0);
  });
});

describe('trackTimeAt', () => {
  it('loops carried music across scene changes', () => {
    const [track] = musicTracks(project({ 1: { music: carried(1) } }));
    expect(track && [1, 3.5, 4, 8, 13.25].map((t) => trackTimeAt(track, t))).toEqual([0, 2.5, 0, 1, 0.25]);
  });

  it('plays scene music by its own timing', () => {
    const [track] = musicTracks(project({ 2: { music: { type: 'music', timing: { enterDelay: 0.5, stayTime: 2, trimEnd: 1.5, adjustLength: 1 } } } }));
    expect(track && [4.5, 5.5, 6, 7].map((t) => trackTimeAt(track, t))).toEqual([0, 1, 0, 0.5]);
  });
});
