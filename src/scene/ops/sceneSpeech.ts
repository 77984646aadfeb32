import { MIN_SCENE_LENGTH } from '../constants';
import type { ProjectDocument } from '../schema/project';
import type { SoundRef, Speech, SpeechType } from '../schema/speech';
import { firstFrameAtOrAfter } from '../renderSegments';
import { lengthElements } from '../sceneTiming';
import type { VisemeTrack } from '../speech/visemeTrack';
import { framesToSeconds, roundTo, TIME_DECIMALS } from '../time';
import { isSameValue } from './sameValue';
import { getScene, updateScene } from './sceneAccess';
import { updateTiming } from './updateTiming';

/** What {@link setSceneSpeechSound} makes the scene's speech: its source, its audio and the mouth track. */
export type SceneSpeechSound = {
  type: SpeechType;
  /** The speech audio; null clears it (speech time 0, no mouth track). */
  sound: SoundRef | null;
  /** The avatar's mouth shapes while the sound plays; absent or empty: the mouth rests. */
  visemes?: VisemeTrack;
};

/** How long an easy-mode scene with this speech lasts: the speech rounded up to a whole frame (25 fps), at least the minimum scene length. */
export function easyModeSceneLength(speechTime: number): number {
  return roundTo(framesToSeconds(firstFrameAtOrAfter(Math.max(MIN_SCENE_LENGTH, speechTime))), TIME_DECIMALS);
}

/**
 * Makes the scene's elements follow its speech (easy mode, spec 000 §1, §4): the scene lasts
 * `speechTime` rounded up to a whole frame (at 25 fps), at least the minimum scene length (2 s;
 * also what a zero sound gives), stored as its Scene Duration. Whole frames keep every later
 * scene's frames in step when a speech of another length replaces this one (a contact's name in a
 * personalised video), so their rendered segments are reused (`renderSegments`); every element that makes the scene length (`lengthElements`: not the
 * background, not music looping across scenes) and was not resized by hand ends there, keeping
 * its start (its stay time kept at its floor, max(enter + exit, 0.5)). A scene in pro mode is
 * left alone: there the user times each element.
 * @param speechTime - length of the scene's speech, seconds
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function followSpeechTime(doc: ProjectDocument, sceneId: number, speechTime: number): ProjectDocument {
  const scene = getScene(doc, sceneId);
  if (!scene.haveEasyMode) return doc;
  const length = easyModeSceneLength(speechTime);
  const followers = lengthElements(scene).filter(({ timing }) => !timing.resize);
  const timed = followers.reduce((next, { object, timing }) => updateTiming(next, sceneId, object.id, { stayTime: length - timing.enterDelay }), doc);
  return updateScene(timed, sceneId, (current) => (current.duration === length ? current : { ...current, duration: length }));
}

/**
 * Sets the scene's speech audio (spec 000 §3, §4): an uploaded or recorded sound chosen in the
 * Speech panel, or the combined generated speech. `speech.type` becomes `type`, `speech.sound` the
 * sound, `speech.speechTime` its duration rounded to 3 decimals (0 when there is no sound or its
 * length is unknown) and `speech.visemes` the mouth track (dropped with the sound). The typed boxes
 * stay. In easy mode the elements then follow the speech ({@link followSpeechTime}).
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function setSceneSpeechSound(doc: ProjectDocument, sceneId: number, { type, sound, visemes }: SceneSpeechSound): ProjectDocument {
  const speechTime = roundTo(sound?.duration ?? 0, TIME_DECIMALS);
  const withSpeech = updateScene(doc, sceneId, (scene) => {
    const speech: Speech = { ...scene.speech, type, sound, speechTime };
    if (sound && visemes && visemes.length > 0) speech.visemes = [...visemes];
    else delete speech.visemes;
    return isSameValue(speech, scene.speech) ? scene : { ...scene, speech };
  });
  return followSpeechTime(withSpeech, sceneId, speechTime);
}
