import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../../scene/document.ts';
import { mergeValuesOf, shownDocument } from '../../scene/mergeFallbacks.ts';
import { setSceneSpeechSound } from '../../scene/ops/sceneSpeech.ts';
import { renderSegments } from '../../scene/renderSegments.ts';
import { sampleAt, type SoundMix, soundPieces } from '../../scene/soundPieces.ts';
import { testProject } from '../../../tests/support/testDocument.ts';
import { canonicalJson, segmentContentKey, soundPieceContentKey, soundTrackContentKey } from './contentKeys.ts';

const target = { width: 1920, height: 1080, engineVersion: 'v1' };

/** Scenes 1 (2 s, 1 s fade into 2), 2 (2 s), 3 (3 s); scene 2 ends in a cut. */
const project = testProject([
  { duration: 2, transition: 1, elements: { a: { timing: { stayTime: 2 } } } },
  { duration: 2, elements: { b: { timing: { stayTime: 2 } } } },
  { duration: 3, elements: { c: { timing: { stayTime: 3 } } } },
]);

/** The project with a text of scene `sceneId` changed. */
function withText(sceneId: number, text: string) {
  const scene = project.scenes[String(sceneId)]!;
  const objects = scene.jsonData.objects.map((object) => (object._Type === 'text' ? { ...object, text } : object));
  return parseProjectDocument({ ...project, scenes: { ...project.scenes, [sceneId]: { ...scene, jsonData: { ...scene.jsonData, objects } } } });
}

const keys = (doc: typeof project, over = target) => renderSegments(doc).map((segment) => segmentContentKey(doc, segment, over));

describe('canonicalJson', () => {
  it('writes equal content the same way whatever the key order, and leaves out undefined', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: undefined, w: null }] })).toBe(canonicalJson({ a: [{ w: null, y: 2 }], b: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});

describe('segmentContentKey', () => {
  it('changes only for the segments whose frames change', () => {
    const before = keys(project);
    expect(new Set(before).size).toBe(3);
    // Scene 2's text shows in scene 2's segment and in scene 1's, whose fade enters scene 2.
    const second = keys(withText(2, 'changed'));
    expect([second[0] === before[0], second[1] === before[1], second[2] === before[2]]).toEqual([false, false, true]);
    // Scene 3 is only in its own segment.
    const third = keys(withText(3, 'changed'));
    expect([third[0] === before[0], third[1] === before[1], third[2] === before[2]]).toEqual([true, true, false]);
  });

  it("keeps a contact's segments of scenes without merge tags those of the main render", () => {
    const tagged = withText(3, 'Hi {{first_name}}');
    const main = keys(shownDocument(tagged));
    const contact = keys(shownDocument(tagged, mergeValuesOf(tagged, { first_name: 'Ada' })));
    expect([contact[0] === main[0], contact[1] === main[1], contact[2] === main[2]]).toEqual([true, true, false]);
  });

  it('changes with the output size and the engine version', () => {
    expect(keys(project, { ...target, width: 1280, height: 720 })[2]).not.toBe(keys(project)[2]);
    expect(keys(project, { ...target, engineVersion: 'v2' })[2]).not.toBe(keys(project)[2]);
  });

  it('changes when a scene starts at another frame phase, and not when the play order only moves it', () => {
    const longer = testProject([
      { duration: 2.02, transition: 1, elements: { a: { timing: { stayTime: 2 } } } },
      { duration: 2, elements: { b: { timing: { stayTime: 2 } } } },
      { duration: 3, elements: { c: { timing: { stayTime: 3 } } } },
    ]);
    expect(keys(longer)[2]).not.toBe(keys(project)[2]);
    const reordered = parseProjectDocument({ ...project, currentScene: { ...project.currentScene, sceneArr: [3, 1, 2] } });
    const moved = renderSegments(reordered).find((segment) => segment.sceneId === 3)!;
    expect(segmentContentKey(reordered, moved, target)).toBe(keys(project)[2]);
  });
});

describe('segmentContentKey in easy mode', () => {
  it("keeps the later scenes' segments when the first scene's speech is longer (a contact's name)", () => {
    const easy = testProject([{ transition: 1, elements: { a: {} } }, { elements: { b: {} } }, { elements: { c: {} } }]);
    const withFirstSpeech = (duration: number) => setSceneSpeechSound(easy, 1, { type: 'upload', sound: { media_file: 'https://media.example/hi.mp3', duration } });
    const main = keys(withFirstSpeech(2.345));
    for (const duration of [2.417, 3.051, 4.9]) {
      const contact = keys(withFirstSpeech(duration));
      expect([contact[0] === main[0], contact[1] === main[1], contact[2] === main[2]]).toEqual([false, true, true]);
    }
  });
});

describe('soundPieceContentKey', () => {
  const speech = { src: 'https://media.example/hi.wav', from: 0, to: 96_000, offset: 0, loop: null, playbackRate: 1, volume: 1 };
  const mix: SoundMix = { samples: 120_000, sounds: [speech] };
  const key = (changed: SoundMix, engineVersion = 'v1') => soundPieceContentKey(changed, engineVersion);

  it('is the same for the same mix wherever its piece lies, and for equal content in another key order', () => {
    expect(key({ sounds: [{ ...speech }], samples: 120_000 })).toBe(key(mix));
  });

  it('changes with anything that changes the samples: the length, a file, where a sound starts or ends, its file offset, loop, rate or volume, the mixing order, the engine', () => {
    const changes: SoundMix[] = [
      { ...mix, samples: 120_048 },
      { ...mix, sounds: [{ ...speech, src: 'https://media.example/hello.wav' }] },
      { ...mix, sounds: [{ ...speech, from: 48 }] },
      { ...mix, sounds: [{ ...speech, to: 95_952 }] },
      { ...mix, sounds: [{ ...speech, offset: 0.5 }] },
      { ...mix, sounds: [{ ...speech, loop: { start: 0, end: 1 } }] },
      { ...mix, sounds: [{ ...speech, playbackRate: 0.5 }] },
      { ...mix, sounds: [{ ...speech, volume: 0.8 }] },
      { ...mix, sounds: [speech, { ...speech, src: 'https://media.example/music.mp3' }] },
      { ...mix, sounds: [{ ...speech, src: 'https://media.example/music.mp3' }, speech] },
    ];
    const keys = changes.map((changed) => key(changed));
    expect(new Set([key(mix), ...keys]).size).toBe(changes.length + 1);
    expect(key(mix, 'v2')).not.toBe(key(mix));
  });

  it("keeps a contact's pieces of scenes without merge tags those of the main render, and changes the tagged scene's", () => {
    const tagged = setSceneSpeechSound(project, 2, { type: 'upload', sound: { media_file: 'https://media.example/hi-there.wav', duration: 1.5 } });
    const contact = setSceneSpeechSound(tagged, 2, { type: 'upload', sound: { media_file: 'https://media.example/hi-ada.wav', duration: 1.5 } });
    const keysOf = (doc: typeof project) => soundPieces(doc, sampleAt(7)).pieces.map((piece) => key(piece.mix));
    const [main, personal] = [keysOf(tagged), keysOf(contact)];
    expect([personal[0] === main[0], personal[1] === main[1], personal[2] === main[2]]).toEqual([true, false, true]);
  });
});

describe('soundTrackContentKey', () => {
  const track = {
    samples: 336_000,
    bed: null,
    pieces: [
      { at: 0, key: 'a' },
      { at: 96_000, key: 'b' },
    ],
  };

  it('follows the pieces, their places, the bed and the length', () => {
    const keys = [
      track,
      { ...track, samples: 337_920 },
      { ...track, bed: 'c' },
      {
        ...track,
        pieces: [
          { at: 0, key: 'a' },
          { at: 96_000, key: 'c' },
        ],
      },
      {
        ...track,
        pieces: [
          { at: 0, key: 'a' },
          { at: 96_048, key: 'b' },
        ],
      },
    ].map(soundTrackContentKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(soundTrackContentKey({ ...track })).toBe(keys[0]);
  });
});
