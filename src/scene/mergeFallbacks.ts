import { DEFAULT_MERGE_FALLBACKS, fillMergeTags, mergeTagNames } from './mergeTags';
import { orderedSpeechBoxes } from './ops/speechBoxes';
import type { CanvasObject } from './schema/canvasObject';
import type { ProjectDocument } from './schema/project';
import { sceneOrder } from './timing';

/** The merge tags an object uses: those in a text's words, an image's `_Variable`, and its group members'. */
function objectMergeTags(object: CanvasObject): string[] {
  if (object._Type === 'text') return mergeTagNames(object.text);
  if (object._Type === 'group') return object.objects.flatMap(objectMergeTags);
  return object._Variable ? [object._Variable] : [];
}

/**
 * The merge tags of a project, in order of first use (scene by scene in play order: the speech
 * boxes, then the canvas objects bottom first). Editor, server and renderer all ask this rule.
 */
export function projectMergeTags(doc: ProjectDocument): string[] {
  const names = sceneOrder(doc).flatMap((id) => {
    const scene = doc.scenes[String(id)];
    if (!scene) return [];
    const spoken = scene.speech.type === 'type' ? orderedSpeechBoxes(scene).flatMap((box) => mergeTagNames(box.text)) : [];
    return [...spoken, ...scene.jsonData.objects.flatMap(objectMergeTags)];
  });
  return [...new Set(names)];
}

/** The fallback of one tag: the project's, else the default one, else empty. */
export function mergeFallbackOf(doc: Pick<ProjectDocument, 'mergeTagFallbacks'>, name: string): string {
  const own = doc.mergeTagFallbacks;
  if (own && Object.hasOwn(own, name)) return own[name]!;
  return Object.hasOwn(DEFAULT_MERGE_FALLBACKS, name) ? DEFAULT_MERGE_FALLBACKS[name]! : '';
}

/**
 * The value of every merge tag of the project: the contact's where it has a non-blank one, else the
 * tag's fallback. Without a contact these are what the main video says and shows.
 * @param contact - a contact's values by tag name (case-sensitive)
 */
export function mergeValuesOf(doc: ProjectDocument, contact: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(
    projectMergeTags(doc).map((name) => {
      const given = Object.hasOwn(contact, name) ? contact[name]! : '';
      return [name, given.trim() === '' ? mergeFallbackOf(doc, name) : given];
    }),
  );
}

function filledObject(object: CanvasObject, values: Readonly<Record<string, string>>): CanvasObject {
  if (object._Type === 'text') {
    const text = fillMergeTags(object.text, values);
    return text === object.text ? object : { ...object, text };
  }
  if (object._Type !== 'group') return object;
  const members = object.objects.map((member) => filledObject(member, values));
  return members.every((member, index) => member === object.objects[index]) ? object : { ...object, objects: members };
}

/**
 * The document as a picture shows it: each text object's merge tags replaced by `values` (see
 * {@link mergeValuesOf}). Scenes and objects without a tag are the same objects as before, and the
 * same document comes back when nothing changed, so a diff of two shown documents stays small.
 * Speech keeps its tags: the speech service fills them as it speaks.
 */
export function shownDocument(doc: ProjectDocument, values: Readonly<Record<string, string>> = mergeValuesOf(doc)): ProjectDocument {
  let changed = false;
  const scenes = Object.fromEntries(
    Object.entries(doc.scenes).map(([key, scene]) => {
      const objects = scene.jsonData.objects.map((object) => filledObject(object, values));
      if (objects.every((object, index) => object === scene.jsonData.objects[index])) return [key, scene];
      changed = true;
      return [key, { ...scene, jsonData: { ...scene.jsonData, objects } }];
    }),
  );
  return changed ? { ...doc, scenes } : doc;
}
