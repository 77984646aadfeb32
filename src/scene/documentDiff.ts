import type { DocumentPatch } from './patch';

type JsonRecord = Record<string, unknown>;

/** A plain object (a record), as opposed to a list, null or a primitive. */
function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Appends the patches that turn `base` into `next`; `path` is the shared stack of keys to both. */
function diffValue(base: unknown, next: unknown, path: (string | number)[], patches: DocumentPatch[]): void {
  // Same reference (a branch shared by structural sharing) or the same primitive: nothing below
  // can differ. Object.is keeps -0 apart from 0, as a deep comparison does.
  if (Object.is(base, next)) return;
  if (isRecord(base) && isRecord(next)) {
    diffRecord(base, next, path, patches);
    return;
  }
  if (Array.isArray(base) && Array.isArray(next) && base.length === next.length) {
    for (let index = 0; index < base.length; index++) {
      path.push(index);
      diffValue(base[index], next[index], path, patches);
      path.pop();
    }
    return;
  }
  patches.push({ op: 'replace', path: [...path], value: next });
}

/** Removes keys that went, recurses into keys on both sides, adds keys that came. */
function diffRecord(base: JsonRecord, next: JsonRecord, path: (string | number)[], patches: DocumentPatch[]): void {
  for (const key of Object.keys(base)) {
    path.push(key);
    if (Object.hasOwn(next, key)) diffValue(base[key], next[key], path, patches);
    else patches.push({ op: 'remove', path: [...path] });
    path.pop();
  }
  for (const key of Object.keys(next)) {
    if (!Object.hasOwn(base, key)) patches.push({ op: 'add', path: [...path, key], value: next[key] });
  }
}

/**
 * The patches that turn one JSON document into another: `applyPatches(base, diffDocuments(base,
 * next))` deep-equals `next` for any plain JSON data below the roots. This is what autosave sends
 * (spec 000 §7: "diff of scenes against the last saved state").
 *
 * Both trees are walked together. A branch that is the same reference on both sides (shared by
 * structural sharing, as `applyPatches` and the editor's store leave untouched branches) is skipped
 * without looking inside, so diffing two versions of a large document that differ in a few places
 * costs little more than the paths to those places. Equal primitives are skipped too.
 * - Objects: a key only in `base` gives a `remove`, a key only in `next` an `add` of its whole value,
 *   a key on both sides is diffed recursively.
 * - Arrays of the same length are diffed element by element (paths use numeric indices). Arrays of
 *   different lengths are replaced whole by one `replace`: simple and always correct, at the cost
 *   of sending the whole list when an element is inserted or removed (lists in a project document
 *   are short: objects of a scene, scene order, colour stops).
 * - Any other change (a value of another type, a changed primitive) is one `replace` of the value.
 *
 * Key order within an object is not tracked (added keys end up last), nor are values that JSON
 * cannot carry (undefined, functions). A key named `__proto__` cannot be patched by `applyPatches`.
 * A patch's `value` is the branch of `next` itself, not a copy: treat both documents as immutable.
 * @param base - the earlier document, a plain object
 * @param next - the later document, a plain object
 * @returns the patches in application order; empty when nothing changed
 * @throws TypeError when a root is not a plain object (null, a list or a primitive): the whole
 * document cannot be replaced by a patch, since `applyPatches` needs a non-empty path
 */
export function diffDocuments(base: unknown, next: unknown): DocumentPatch[] {
  if (!isRecord(base) || !isRecord(next)) {
    throw new TypeError('diffDocuments: both documents must be plain objects (not null, lists or primitives)');
  }
  const patches: DocumentPatch[] = [];
  diffValue(base, next, [], patches);
  return patches;
}
