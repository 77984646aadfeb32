import { DEFAULT_AVATAR } from '../constants';
import { mergeValuesOf } from '../mergeFallbacks';
import { mergeTagNames } from '../mergeTags';
import { setSceneSpeechSound } from '../ops/sceneSpeech';
import { orderedSpeechBoxes, setSpeechBoxDurations } from '../ops/speechBoxes';
import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import type { VisemeTrack } from './visemeTrack';

/** Id of Cora, the default voice (spec 000 §3), used while the project has no chosen voice. */
export const DEFAULT_VOICE_ID = DEFAULT_AVATAR.voiceId;

/** One speech box as `POST /api/audio/batch/` takes it. */
export type SpeechBatchItem = { _id: string; text: string; avatarSound: string; delay: number };

/**
 * One scene to speak: its boxes in speaking order, the values of the merge tags they hold, and the
 * key of what is spoken.
 */
export type SpeechJob = { sceneId: number; items: SpeechBatchItem[]; mergeValues: Record<string, string>; key: string };

/** One scene's answer of `POST /api/audio/batch/`. */
export type SceneSpeechAnswer = {
  combineData: { sound: string | null; soundDuration: number };
  visemes: VisemeTrack;
  items: { _id: string; start: number; duration: number }[];
};

/** The voice the project speaks with: the chosen one (`doc.currentAvatar.voice`), else Cora. */
export function projectVoiceId(doc: ProjectDocument): string {
  const id = doc.currentAvatar?.voice?.id;
  return id === undefined ? DEFAULT_VOICE_ID : String(id);
}

/** A short hash of a string (cyrb53: 53 bits, base 36). */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The speech job of a scene with typed speech: its boxes with the voice and the values of their
 * merge tags, and a key of the voice, texts, delays and values, which the generated sound keeps
 * (`sound.speechKey`) so that a changed script, voice or merge value is seen. Null when the speech
 * is uploaded or recorded, or no box has any text.
 * @param values - the value of each merge tag (see `mergeValuesOf`); a scene without tags ignores them
 */
export function sceneSpeechJob(scene: Scene, voiceId: string, values: Readonly<Record<string, string>> = {}): SpeechJob | null {
  if (scene.speech.type !== 'type') return null;
  const boxes = orderedSpeechBoxes(scene);
  if (boxes.every((box) => box.text.trim() === '')) return null;
  const items = boxes.map((box) => ({ _id: box.id, text: box.text, avatarSound: voiceId, delay: box.delay }));
  const names = [...new Set(items.flatMap((item) => mergeTagNames(item.text)))].sort();
  const mergeValues = Object.fromEntries(names.map((name) => [name, Object.hasOwn(values, name) ? values[name]! : '']));
  // Scenes without tags keep the key they had before merge values were part of it.
  const spoken = names.length === 0 ? [voiceId, items.map((item) => [item.text, item.delay])] : [voiceId, items.map((item) => [item.text, item.delay]), mergeValues];
  return { sceneId: scene.id, items, mergeValues, key: hashText(JSON.stringify(spoken)) };
}

/** The merge values a speech request sends for `jobs` (all of one project: they never disagree). */
export function speechRequestValues(jobs: readonly SpeechJob[]): Record<string, string> {
  return Object.assign({}, ...jobs.map((job) => job.mergeValues)) as Record<string, string>;
}

/** Whether the scene's sound was generated from exactly this job. */
function isSpoken(scene: Scene, job: SpeechJob): boolean {
  return scene.speech.sound?.speechKey === job.key;
}

/**
 * The scenes of `sceneIds` whose typed speech has no sound for their current script and voice
 * (spec 000 §4: play from stopped fetches the speech data), in the given order.
 * @param values - the merge values spoken: the project's fallbacks unless a contact's are given
 */
export function speechJobsToRun(doc: ProjectDocument, sceneIds: readonly number[], values: Readonly<Record<string, string>> = mergeValuesOf(doc)): SpeechJob[] {
  const voiceId = projectVoiceId(doc);
  return sceneIds.flatMap((id) => {
    const scene = doc.scenes[String(id)];
    const job = scene && sceneSpeechJob(scene, voiceId, values);
    return job && !isSpoken(scene, job) ? [job] : [];
  });
}

/**
 * The document with the generated speech of each job stored in its scene: sound (with its key),
 * speech time, mouth track (the elements of easy-mode scenes follow the speech) and each box's
 * duration. A scene whose script or voice changed while the speech was made is left alone.
 * @param answers - the batch answer, one per job, in order
 */
export function withGeneratedSpeech(doc: ProjectDocument, jobs: readonly SpeechJob[], answers: readonly SceneSpeechAnswer[]): ProjectDocument {
  const voiceId = projectVoiceId(doc);
  return jobs.reduce((next, job, index) => {
    const answer = answers[index];
    const scene = next.scenes[String(job.sceneId)];
    if (!answer || !scene || sceneSpeechJob(scene, voiceId, job.mergeValues)?.key !== job.key) return next;
    const { sound, soundDuration } = answer.combineData;
    const spoken = setSceneSpeechSound(next, job.sceneId, {
      type: 'type',
      sound: sound === null ? null : { media_file: sound, duration: soundDuration, speechKey: job.key },
      visemes: answer.visemes,
    });
    return setSpeechBoxDurations(spoken, job.sceneId, Object.fromEntries(answer.items.map((item) => [item._id, item.duration])));
  }, doc);
}
