import { CONTACT_EMAIL_TAG, DEFAULT_MERGE_FALLBACKS, fillMergeTags, type MergeTagInputType, type MergeTagPair, mergeTagNames } from './mergeTags';
import { orderedSpeechBoxes } from './ops/speechBoxes';
import type { CanvasObject } from './schema/canvasObject';
import type { ProjectDocument } from './schema/project';
import { sceneOrder } from './timing';

/** A merge tag found in an object, with the input type its use asks for. */
type FoundTag = { name: string; inputType: MergeTagInputType };

/** The input type of a tag used in words (speech, text): told by its name (`email`, `work_email`: email; `website`, `url`, `link`: url). */
function wordTagInputType(name: string): MergeTagInputType {
  if (/e-?mail/i.test(name)) return 'email';
  if (/website|url|link/i.test(name)) return 'url';
  return 'text';
}

const inWords = (text: string): FoundTag[] => mergeTagNames(text).map((name) => ({ name, inputType: wordTagInputType(name) }));

/** The merge tags an object uses: those in a text's words, an image's `_Variable` (an image tag), and its group members'. */
function objectMergeTags(object: CanvasObject): FoundTag[] {
  if (object._Type === 'text') return inWords(object.text);
  if (object._Type === 'group') return object.objects.flatMap(objectMergeTags);
  return object._Variable ? [{ name: object._Variable, inputType: 'image' }] : [];
}

/** Every use of a merge tag in the project, scene by scene in play order: the speech boxes, then the canvas objects bottom first. */
function mergeTagUses(doc: ProjectDocument): FoundTag[] {
  return sceneOrder(doc).flatMap((id) => {
    const scene = doc.scenes[String(id)];
    if (!scene) return [];
    const spoken = scene.speech.type === 'type' ? orderedSpeechBoxes(scene).flatMap((box) => inWords(box.text)) : [];
    return [...spoken, ...scene.jsonData.objects.flatMap(objectMergeTags)];
  });
}

/**
 * The merge tags of a project, in order of first use (scene by scene in play order: the speech
 * boxes, then the canvas objects bottom first). Editor, server and renderer all ask this rule.
 */
export function projectMergeTags(doc: ProjectDocument): string[] {
  return [...new Set(mergeTagUses(doc).map((use) => use.name))];
}

/**
 * The merge tags of a project with the input type of each (`allMergeTag`), in order of first use.
 * A tag that names an image anywhere is an image tag (its value replaces the picture); otherwise
 * its name tells (see the e-mail and web address names above). A project with tags is personalised,
 * and then {@link CONTACT_EMAIL_TAG} is always one of them (first when the project does not use
 * it): it identifies the contact. A project without tags has none.
 */
export function projectMergeTagInputs(doc: ProjectDocument): MergeTagPair[] {
  const types = new Map<string, MergeTagInputType>();
  for (const { name, inputType } of mergeTagUses(doc)) if (!types.has(name) || inputType === 'image') types.set(name, inputType);
  if (types.size === 0) return [];
  const pairs: MergeTagPair[] = [...types].map(([name, inputType]) => [name, name === CONTACT_EMAIL_TAG ? 'email' : inputType]);
  return types.has(CONTACT_EMAIL_TAG) ? pairs : [[CONTACT_EMAIL_TAG, 'email'], ...pairs];
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

/**
 * The values the speech says (issue 17, pronunciation): `values` (see {@link mergeValuesOf}) with
 * each value the contact gave that has a spoken spelling said as spelled ("Siobhan" said
 * "shi-vawn"). A tag without a value of the contact keeps its fallback as written. Texts and
 * pictures keep showing `values` ({@link shownDocument}); only the speech takes these.
 * @param contact - the contact's values by tag name
 * @param pronunciation - spoken spellings by tag name; blank ones are ignored
 */
export function spokenMergeValues(
  values: Readonly<Record<string, string>>,
  contact: Readonly<Record<string, string>>,
  pronunciation: Readonly<Record<string, string>>,
): Record<string, string> {
  const spelled = (name: string) => (Object.hasOwn(pronunciation, name) ? pronunciation[name]!.trim() : '');
  const given = (name: string) => Object.hasOwn(contact, name) && contact[name]!.trim() !== '';
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, given(name) && spelled(name) !== '' ? spelled(name) : value]));
}

function filledObject(object: CanvasObject, values: Readonly<Record<string, string>>): CanvasObject {
  if (object._Type === 'text') {
    const text = fillMergeTags(object.text, values);
    return text === object.text ? object : { ...object, text };
  }
  if (object._Type !== 'group') {
    // An image tag with a value shows that picture instead; without one (no fallback either) the image stays.
    const picture = object._Variable && Object.hasOwn(values, object._Variable) ? values[object._Variable]!.trim() : '';
    return picture === '' || picture === object._Src ? object : { ...object, _Src: picture };
  }
  const members = object.objects.map((member) => filledObject(member, values));
  return members.every((member, index) => member === object.objects[index]) ? object : { ...object, objects: members };
}

/**
 * The document as a picture shows it: each text object's merge tags replaced by `values` (see
 * {@link mergeValuesOf}), and each image tagged with a `_Variable` that has a value showing that address. Scenes and objects without a tag are the same objects as before, and the
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
