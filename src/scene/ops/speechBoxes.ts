import { SPEECH_BOX_DELAY } from '../constants';
import { createSpeechBox } from '../factories';
import { createObjectId } from '../ids';
import { parseMergeTags } from '../mergeTags';
import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import type { SpeechBox } from '../schema/speech';
import { cutSpeechText } from '../speech/speechScript';
import { roundTo } from '../time';
import { updateScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';
import { setSceneSpeechSound } from './sceneSpeech';

/** The scene's typed speech boxes in speaking order (`speech.arr`). */
export function orderedSpeechBoxes(scene: Scene): SpeechBox[] {
  return scene.speech.arr.flatMap((id) => (Object.hasOwn(scene.speech.data, id) ? [scene.speech.data[id]!] : []));
}

/** Escapes text for HTML content. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/**
 * A speech box script as highlighted HTML (`box.html`): the text escaped, each merge tag wrapped
 * in `<span class="merge-tag">`, line breaks as `<br>`.
 * @param text - the box's script
 */
export function speechBoxHtml(text: string): string {
  return parseMergeTags(text)
    .map((segment) => (segment.kind === 'tag' ? `<span class="merge-tag">${escapeHtml(segment.raw)}</span>` : escapeHtml(segment.text)))
    .join('')
    .replaceAll('\n', '<br>');
}

/**
 * A speech box delay as stored: within 0..10, on the 0.5 s grid (spec 000 §5).
 * @param seconds - the delay asked for
 */
export function clampSpeechDelay(seconds: number): number {
  const onGrid = roundTo(Math.round(seconds / SPEECH_BOX_DELAY.step) * SPEECH_BOX_DELAY.step, 3);
  return Math.min(SPEECH_BOX_DELAY.max, Math.max(SPEECH_BOX_DELAY.min, onGrid));
}

/** The box `boxId` of the scene, or a refusal. */
function boxOf(scene: Scene, boxId: string): SpeechBox {
  const box = Object.hasOwn(scene.speech.data, boxId) ? scene.speech.data[boxId] : undefined;
  if (!box) throw new SceneOpError('UNKNOWN_OBJECT', `scene ${scene.id} has no speech box ${boxId}`);
  return box;
}

/** The scene with one box replaced; the same scene when nothing changes. */
function withBox(scene: Scene, box: SpeechBox, changes: Partial<SpeechBox>): Scene {
  const keys = Object.keys(changes) as (keyof SpeechBox)[];
  if (keys.every((key) => box[key] === changes[key])) return scene;
  return { ...scene, speech: { ...scene.speech, data: { ...scene.speech.data, [box.id]: { ...box, ...changes } } } };
}

/**
 * Adds an empty speech box after box `afterId` (spec 000 §4): a box that becomes the first one has
 * no delay, any later one starts with the 1 s default delay.
 * @param afterId - the box to add after; null adds the box first
 * @param id - the new box's id. @default a fresh id
 * @returns the document with the box added
 * @throws SceneOpError `UNKNOWN_SCENE`, `UNKNOWN_OBJECT` (no box `afterId`), `DUPLICATE_ID`
 */
export function addSpeechBox(doc: ProjectDocument, sceneId: number, afterId: string | null, id: string = createObjectId()): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    if (Object.hasOwn(scene.speech.data, id)) throw new SceneOpError('DUPLICATE_ID', `scene ${sceneId} already has a speech box ${id}`);
    const index = afterId === null ? 0 : scene.speech.arr.indexOf(boxOf(scene, afterId).id) + 1;
    const box = createSpeechBox({ isFirst: index === 0, id });
    const arr = [...scene.speech.arr.slice(0, index), id, ...scene.speech.arr.slice(index)];
    const data = { ...scene.speech.data, [id]: box };
    // A box added before the old first one makes that one a later box: give it the default delay.
    const oldFirst = index === 0 ? orderedSpeechBoxes(scene)[0] : undefined;
    if (oldFirst) data[oldFirst.id] = { ...oldFirst, haveDelay: true, delay: SPEECH_BOX_DELAY.default };
    return { ...scene, speech: { ...scene.speech, arr, data } };
  });
}

/**
 * Deletes a speech box (spec 000 §4). The last remaining box is never deleted; a box that becomes
 * the first one loses its delay.
 * @returns the document; the same document when `boxId` is the scene's only box
 * @throws SceneOpError `UNKNOWN_SCENE`, `UNKNOWN_OBJECT`
 */
export function deleteSpeechBox(doc: ProjectDocument, sceneId: number, boxId: string): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    boxOf(scene, boxId);
    if (Object.keys(scene.speech.data).length <= 1) return scene;
    const data = { ...scene.speech.data };
    delete data[boxId];
    const arr = scene.speech.arr.filter((id) => id !== boxId);
    const first = arr[0] === undefined ? undefined : data[arr[0]];
    if (first && (first.haveDelay || first.delay !== 0)) data[first.id] = { ...first, haveDelay: false, delay: 0 };
    return { ...scene, speech: { ...scene.speech, arr, data } };
  });
}

/**
 * Sets a speech box's script (spec 000 §4, §5; 001 §4): cut at the speech text maximum, with its
 * length and highlighted HTML. Typing makes the scene's speech typed again: an uploaded or
 * recorded sound is cleared, and so is the sound when no box has any text left. A generated sound
 * otherwise stays until the speech is generated again.
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_SCENE`, `UNKNOWN_OBJECT`
 */
export function setSpeechBoxText(doc: ProjectDocument, sceneId: number, boxId: string, text: string): ProjectDocument {
  const cut = cutSpeechText(text);
  const withText = updateScene(doc, sceneId, (scene) => withBox(scene, boxOf(scene, boxId), { text: cut, html: speechBoxHtml(cut), length: cut.length }));
  if (withText === doc) return doc;
  const scene = withText.scenes[String(sceneId)]!;
  const isSilent = orderedSpeechBoxes(scene).every((box) => box.text.trim() === '');
  if (scene.speech.type === 'type' && !(isSilent && scene.speech.sound)) return withText;
  return setSceneSpeechSound(withText, sceneId, { type: 'type', sound: null });
}

/**
 * Sets the pause before a speech box (spec 000 §5: 0 to 10 s, step 0.5), clamped to that grid.
 * The first box has no delay: it stays 0.
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_SCENE`, `UNKNOWN_OBJECT`
 */
export function setSpeechBoxDelay(doc: ProjectDocument, sceneId: number, boxId: string, seconds: number): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    const box = boxOf(scene, boxId);
    const delay = scene.speech.arr[0] === boxId ? 0 : clampSpeechDelay(seconds);
    return withBox(scene, box, { delay, haveDelay: delay > 0 });
  });
}

/**
 * Stores how long each box's generated speech lasts (`box.duration`, seconds rounded to 3
 * decimals), as the speech service measured it. Unknown box ids are skipped.
 * @param durations - seconds by box id
 * @returns the document; the same document when nothing changes
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function setSpeechBoxDurations(doc: ProjectDocument, sceneId: number, durations: Readonly<Record<string, number>>): ProjectDocument {
  return updateScene(doc, sceneId, (scene) =>
    Object.entries(durations).reduce((current, [id, seconds]) => {
      const box = Object.hasOwn(current.speech.data, id) ? current.speech.data[id] : undefined;
      return box ? withBox(current, box, { duration: roundTo(seconds, 3) }) : current;
    }, scene),
  );
}
