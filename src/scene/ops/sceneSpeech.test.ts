import { describe, expect, it } from 'vitest';
import { parseProjectDocument } from '../document';
import { sceneLength } from '../sceneTiming';
import { testProject } from '../../../tests/support/testDocument';
import { switchToProMode } from './sceneModes';
import { followSpeechTime, setSceneSpeechSound } from './sceneSpeech';

const sound = { id: 7, media_file: 'https://media.example/voice.mp3', duration: 6.4567 };
const visemes = [
  { start: 0, end: 0.2, viseme: 'AI' as const },
  { start: 0.2, end: 0.24, viseme: 'MBP' as const },
];

/** A scene with an avatar, a title from 1 s, a logo resized by hand, looping music and a late badge. */
function project() {
  return testProject([
    {
      elements: {
        'avatar-1': { type: 'avatar', timing: { stayTime: 5 } },
        title: { timing: { enterDelay: 1, stayTime: 3, enter: 1, exit: 1 } },
        logo: { type: 'image', timing: { stayTime: 9, resize: true } },
        tune: { type: 'music', timing: { stayTime: 5, adjustLength: 4 } },
        badge: { timing: { enterDelay: 7, stayTime: 1, enter: 0.5, exit: 0.5 } },
        caption: {},
      },
    },
    {},
  ]);
}

describe('setSceneSpeechSound', () => {
  it('stores the sound, its length and the mouth track, keeping the typed boxes', () => {
    const doc = project();
    const next = setSceneSpeechSound(doc, 1, { type: 'upload', sound, visemes });
    const speech = next.scenes['1']?.speech;
    expect(speech).toEqual({ ...doc.scenes['1']?.speech, type: 'upload', sound, speechTime: 6.457, visemes });
    expect(next.scenes['2']).toBe(doc.scenes['2']);
    expect(doc.scenes['1']?.speech.sound).toBeNull();
    expect(parseProjectDocument(next)).toEqual(next);
  });

  it('in easy mode ends every following element at the speech end, rounded up to a whole frame, and fits the scene to it', () => {
    const next = setSceneSpeechSound(project(), 1, { type: 'record', sound, visemes });
    const scene = next.scenes['1']!;
    expect(scene.elements['avatar-1']).toMatchObject({ enterDelay: 0, stayTime: 6.48 });
    expect(scene.elements.title).toMatchObject({ enterDelay: 1, stayTime: 5.48 });
    expect(scene.elements.logo).toMatchObject({ stayTime: 9, resize: true });
    expect(scene.elements.tune).toMatchObject({ stayTime: 5 });
    expect(scene.elements.badge).toMatchObject({ enterDelay: 7, stayTime: 1 });
    expect(scene.elements.caption).toBeUndefined();
    expect(scene.duration).toBe(6.48);
    expect(sceneLength(scene)).toBe(9);
  });

  it('clears the speech time and the mouth track with the sound, and falls back to the minimum scene length', () => {
    const withSound = setSceneSpeechSound(project(), 1, { type: 'upload', sound, visemes });
    const cleared = setSceneSpeechSound(withSound, 1, { type: 'type', sound: null, visemes });
    const scene = cleared.scenes['1']!;
    expect(scene.speech).toMatchObject({ type: 'type', sound: null, speechTime: 0 });
    expect(scene.speech.visemes).toBeUndefined();
    expect(scene.elements['avatar-1']).toMatchObject({ stayTime: 2 });
    expect(scene.elements.title).toMatchObject({ enterDelay: 1, stayTime: 2 });
    expect(scene.duration).toBe(2);
    expect(parseProjectDocument(cleared)).toEqual(cleared);
  });

  it('takes a sound of unknown length as 0 s and drops an empty mouth track', () => {
    const next = setSceneSpeechSound(project(), 1, { type: 'upload', sound: { media_file: 'https://media.example/a.wav' }, visemes: [] });
    expect(next.scenes['1']?.speech).toMatchObject({ speechTime: 0 });
    expect(next.scenes['1']?.speech.visemes).toBeUndefined();
    expect(next.scenes['1']?.elements['avatar-1']).toMatchObject({ stayTime: 2 });
  });

  it('leaves the timing of a scene in pro mode alone', () => {
    const pro = switchToProMode(project(), 1);
    const next = setSceneSpeechSound(pro, 1, { type: 'upload', sound, visemes });
    expect(next.scenes['1']?.speech.speechTime).toBe(6.457);
    expect(next.scenes['1']?.elements).toBe(pro.scenes['1']?.elements);
    expect(next.scenes['1']?.duration).toBeUndefined();
  });

  it('changes nothing when the same sound is chosen again, and refuses an unknown scene', () => {
    const once = setSceneSpeechSound(project(), 1, { type: 'upload', sound, visemes });
    expect(setSceneSpeechSound(once, 1, { type: 'upload', sound: { ...sound }, visemes: [...visemes] })).toBe(once);
    expect(() => setSceneSpeechSound(once, 9, { type: 'upload', sound, visemes })).toThrow(expect.objectContaining({ code: 'UNKNOWN_SCENE' }));
  });
});

describe('followSpeechTime', () => {
  it('lengthens the scene to a long speech, to the next whole frame (25 fps)', () => {
    const next = followSpeechTime(project(), 1, 12.25);
    expect(next.scenes['1']?.elements['avatar-1']).toMatchObject({ stayTime: 12.28 });
    expect(next.scenes['1']?.elements.badge).toMatchObject({ enterDelay: 7, stayTime: 5.28 });
    expect(sceneLength(next.scenes['1']!)).toBe(12.28);
  });

  it('keeps a speech that ends on a frame as it is', () => {
    for (const speechTime of [12.24, 1.16 + 10]) expect(followSpeechTime(project(), 1, speechTime).scenes['1']?.duration).toBe(speechTime);
  });
});
