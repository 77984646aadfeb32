import { describe, expect, it } from 'vitest';
import { musicEndScene, musicInScene, scenesAfter } from './musicScenes';
import type { TestElement, TestScene } from '../../tests/support/testDocument';
import { testProject } from '../../tests/support/testDocument';

const song = 'https://media.example/song.mp3';
const carried: TestElement = { type: 'music', src: song, timing: { stayTime: 1, trimEnd: 3, adjustLength: 4 } };
const local: TestElement = { type: 'music', src: song, timing: { stayTime: 4, trimEnd: 3, adjustLength: 1 } };

/** Scenes 1..4 of 4 s each (starting at 0, 4, 8, 12), with extra elements and scene fields. */
function project(extra: Record<number, Record<string, TestElement>>, sceneFields: Record<number, Partial<TestScene>> = {}) {
  return testProject([1, 2, 3, 4].map((id) => ({ ...sceneFields[id], elements: { text: { timing: { stayTime: 4 } }, ...extra[id] } })));
}

describe('musicInScene', () => {
  it('lists a scene’s own music and the music carried into it', () => {
    const doc = project({ 1: { theme: carried }, 3: { own: { ...local, src: 'https://media.example/other.mp3' } } });
    expect(musicInScene(doc, 1).map(({ track, isCarried }) => [track.objectId, isCarried])).toEqual([['theme', false]]);
    expect(musicInScene(doc, 2).map(({ track, isCarried }) => [track.objectId, isCarried])).toEqual([['theme', true]]);
    expect(musicInScene(doc, 3).map(({ track, isCarried }) => [track.objectId, isCarried])).toEqual([
      ['theme', true],
      ['own', false],
    ]);
  });

  it('stops listing carried music from the scene that ends it', () => {
    const doc = project({ 1: { theme: carried } }, { 3: { musicRemove: true } });
    expect(musicInScene(doc, 2)).toHaveLength(1);
    expect(musicInScene(doc, 3)).toEqual([]);
    expect(musicInScene(doc, 4)).toEqual([]);
  });

  it('knows no music of a scene that is not played', () => {
    expect(musicInScene(project({ 1: { theme: carried } }), 9)).toEqual([]);
  });
});

describe('musicEndScene', () => {
  it('is null for carried music that plays to the end of the video', () => {
    expect(musicEndScene(project({ 1: { theme: carried } }), 1, 'theme')).toBeNull();
  });

  it('names the scene with musicRemove', () => {
    expect(musicEndScene(project({ 1: { theme: carried } }, { 3: { musicRemove: true } }), 1, 'theme')).toBe(3);
  });

  it('names the scene holding the same file with another adjustLength (spec: music with 1 ends at this scene)', () => {
    expect(musicEndScene(project({ 1: { theme: carried }, 4: { local } }), 1, 'theme')).toBe(4);
  });

  it('is null for music that plays within its scene, even when it fills the scene', () => {
    expect(musicEndScene(project({ 1: { local } }), 1, 'local')).toBeNull();
  });
});

describe('scenesAfter', () => {
  it('gives the later scenes in play order', () => {
    const doc = testProject([{ id: 1 }, { id: 2 }, { id: 3 }], [3, 1, 2]);
    expect(scenesAfter(doc, 3)).toEqual([1, 2]);
    expect(scenesAfter(doc, 2)).toEqual([]);
    expect(scenesAfter(doc, 7)).toEqual([]);
  });
});
