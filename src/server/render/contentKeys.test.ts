import { describe, expect, it } from 'vitest';
import { audioMixPlan } from '../../scene/audioMix.ts';
import { parseProjectDocument } from '../../scene/document.ts';
import { mergeValuesOf, shownDocument } from '../../scene/mergeFallbacks.ts';
import { setSceneSpeechSound } from '../../scene/ops/sceneSpeech.ts';
import { renderSegments } from '../../scene/renderSegments.ts';
import { testProject } from '../../../tests/support/testDocument.ts';
import { canonicalJson, segmentContentKey, soundContentKey } from './contentKeys.ts';

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

describe('soundContentKey', () => {
  it('follows the mix plan and the length', () => {
    const plan = audioMixPlan(project);
    expect(soundContentKey(plan, 7, 'v1')).toBe(soundContentKey([...plan], 7, 'v1'));
    expect(soundContentKey(plan, 7, 'v1')).not.toBe(soundContentKey(plan, 7.04, 'v1'));
  });
});
