import { describe, expect, it } from 'vitest';
import { musicEndScene } from '../musicScenes';
import { testProject } from '../../../tests/support/testDocument';
import { setMusicEnd } from './musicEnd';

const carried = { type: 'music' as const, src: 'https://media.example/song.mp3', timing: { stayTime: 1, adjustLength: 4 as const } };

/** Four scenes of 4 s; scene 1 holds music looping in all scenes; `removed` scenes have musicRemove. */
function project(removed: number[] = []) {
  return testProject([1, 2, 3, 4].map((id) => ({ musicRemove: removed.includes(id), elements: { text: { timing: { stayTime: 4 } }, ...(id === 1 ? { theme: carried } : {}) } })));
}

const flags = (doc: ReturnType<typeof project>) => [1, 2, 3, 4].map((id) => doc.scenes[String(id)]?.musicRemove);

describe('setMusicEnd', () => {
  it('ends the music at the chosen scene', () => {
    const doc = setMusicEnd(project(), 1, 3);
    expect(flags(doc)).toEqual([false, false, true, false]);
    expect(musicEndScene(doc, 1, 'theme')).toBe(3);
  });

  it('moves an earlier end later, keeping flags after the new end', () => {
    const doc = setMusicEnd(project([2, 4]), 1, 3);
    expect(flags(doc)).toEqual([false, false, true, true]);
  });

  it('plays to the end of the video when the end is null', () => {
    const doc = setMusicEnd(project([2, 4]), 1, null);
    expect(flags(doc)).toEqual([false, false, false, false]);
    expect(musicEndScene(doc, 1, 'theme')).toBeNull();
  });

  it('keeps the document when nothing changes or the end is not a later scene', () => {
    const doc = project([3]);
    expect(setMusicEnd(doc, 1, 3)).toBe(doc);
    expect(setMusicEnd(doc, 3, 1)).toBe(doc);
    expect(setMusicEnd(doc, 4, null)).toBe(doc);
  });
});
