import { describe, expect, it } from 'vitest';
import { testProject, type TestScene } from '../../tests/support/testDocument';
import { ADJUST_LENGTH } from './constants';
import { setSceneSpeechSound } from './ops/sceneSpeech';
import { renderFrameCount } from './renderSegments';
import type { ProjectDocument } from './schema/project';
import { sampleAt, soundPieces } from './soundPieces';
import { FPS } from './time';

/** Samples a second. */
const RATE = 48_000;
const once = { loop: null, playbackRate: 1, volume: 1 };

/** `doc` with scene `sceneId` speaking `file` for `duration` seconds. */
const speaking = (doc: ProjectDocument, sceneId: number, file: string, duration: number) =>
  setSceneSpeechSound(doc, sceneId, { type: 'upload', sound: { media_file: `https://media.example/${file}`, duration } });

/** Scenes of 2, 3 and 1.5 seconds (starting at 0, 2 and 5; the project ends at 6.5), each with a title and `extra`. */
function project(extra: Partial<TestScene>[] = []) {
  return testProject([2, 3, 1.5].map((duration, index) => ({ duration, ...extra[index], elements: { title: { timing: { stayTime: duration } }, ...extra[index]?.elements } })));
}

describe('soundPieces', () => {
  it('cuts the track at each scene start, and places each scene’s speech from its own piece’s start', () => {
    const doc = speaking(speaking(project(), 1, 'one.wav', 1.5), 3, 'three.wav', 4);
    const { samples, bed, pieces } = soundPieces(doc, 6.5 * RATE);
    expect([samples, bed]).toEqual([6.5 * RATE, null]);
    expect(pieces.map(({ at, mix }) => [at, mix.samples])).toEqual([
      [0, 2 * RATE],
      [2 * RATE, 3 * RATE],
      [5 * RATE, 1.5 * RATE],
    ]);
    expect(pieces.map(({ mix }) => mix.sounds)).toEqual([
      [{ src: 'https://media.example/one.wav', from: 0, to: 1.5 * RATE, offset: 0, ...once }],
      [],
      // Speech longer than its scene is cut at the scene's end.
      [{ src: 'https://media.example/three.wav', from: 0, to: 1.5 * RATE, offset: 0, ...once }],
    ]);
  });

  it('keeps music that plays within its scene in that scene’s piece, and puts music carried across scenes in the bed, placed from the track’s start', () => {
    const doc = project([
      {},
      {
        elements: {
          sting: { type: 'music', src: 'sting.mp3', timing: { enterDelay: 1, stayTime: 1, trimStart: 2, trimEnd: 9, adjustLength: ADJUST_LENGTH.none, volume: 50 } },
          carried: { type: 'music', src: 'bed.mp3', timing: { enterDelay: 0.5, stayTime: 2.5, trimStart: 1, trimEnd: 4, adjustLength: ADJUST_LENGTH.loopAllScenes } },
        },
      },
    ]);
    const { bed, pieces } = soundPieces(doc, 6.5 * RATE);
    expect(pieces[1]!.mix.sounds).toEqual([{ src: 'sting.mp3', from: 1 * RATE, to: 2 * RATE, offset: 2, ...once, volume: 0.5 }]);
    expect(bed).toEqual({
      samples: 6.5 * RATE,
      sounds: [{ src: 'bed.mp3', from: 2.5 * RATE, to: 6.5 * RATE, offset: 1, loop: { start: 1, end: 4 }, playbackRate: 1, volume: 1 }],
    });
    expect(pieces[0]!.mix.sounds).toEqual([]);
    expect(pieces[2]!.mix.sounds).toEqual([]);
  });

  it('keeps the pieces of the later scenes when a longer first speech moves them (a contact’s name in easy mode)', () => {
    const easy = testProject([{ elements: { a: {} } }, { elements: { b: {} } }, { elements: { c: {} } }]);
    const story = speaking(speaking(easy, 2, 'two.wav', 2.5), 3, 'three.wav', 1.25);
    const track = (doc: ProjectDocument) => soundPieces(doc, sampleAt(renderFrameCount(doc) / FPS));
    const main = track(speaking(story, 1, 'hi-there.wav', 2.345));
    const contact = track(speaking(story, 1, 'hi-maximiliana.wav', 3.051));
    expect(contact.pieces[1]!.at).toBeGreaterThan(main.pieces[1]!.at);
    expect(contact.pieces[0]!.mix).not.toEqual(main.pieces[0]!.mix);
    expect(contact.pieces[1]!.mix).toEqual(main.pieces[1]!.mix);
  });

  it('lays the pieces end to end over exactly the track, on whole samples: the last one ends with the track (its whole last frame), sounds past it are cut', () => {
    const doc = speaking(testProject([{ duration: 2.001 }, { duration: 2 }]), 2, 'two.wav', 2);
    // 4.001 s of scenes: 101 frames at 25 fps, 4.04 s.
    expect(soundPieces(doc, sampleAt(4.04)).pieces.map(({ at, mix }) => [at, mix.samples, mix.sounds.map((sound) => [sound.from, sound.to])])).toEqual([
      [0, 96_048, []],
      [96_048, 193_920 - 96_048, [[0, 96_000]]],
    ]);
    expect(soundPieces(doc, sampleAt(3.2)).pieces.map(({ at, mix }) => [at, mix.samples, mix.sounds.map((sound) => [sound.from, sound.to])])).toEqual([
      [0, 96_048, []],
      [96_048, 153_600 - 96_048, [[0, 153_600 - 96_048]]],
    ]);
  });
});
