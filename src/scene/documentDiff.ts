import { isSameValue } from './ops/sameValue';
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
  if (Array.isArray(base) && Array.isArray(next)) {
    if (base.length === next.length) diffSameLength(base, next, path, patches);
    else diffResized(base, next, path, patches);
    return;
  }
  patches.push({ op: 'replace', path: [...path], value: next });
}

/** Lists of one length: element by element. */
function diffSameLength(base: unknown[], next: unknown[], path: (string | number)[], patches: DocumentPatch[]): void {
  for (let index = 0; index < base.length; index++) {
    path.push(index);
    diffValue(base[index], next[index], path, patches);
    path.pop();
  }
}

/** Whether two list elements are the same record, maybe changed: objects with the same `id`. */
function isSameRecord(base: unknown, next: unknown): boolean {
  return isRecord(base) && isRecord(next) && base.id !== undefined && base.id === next.id;
}

/**
 * Lists that grew or shrank: the elements both share at the start (equal, or records with the
 * same `id`, diffed in place) and at the end (equal) stay; the ones between are removed (from the
 * last) and the new ones added in their place, appended with `-` when nothing follows them.
 * Element-level patches let a rebase on a newer copy keep what others added meanwhile.
 */
function diffResized(base: unknown[], next: unknown[], path: (string | number)[], patches: DocumentPatch[]): void {
  const shortest = Math.min(base.length, next.length);
  let head = 0;
  while (head < shortest && (isSameValue(base[head], next[head]) || isSameRecord(base[head], next[head]))) {
    path.push(head);
    diffValue(base[head], next[head], path, patches);
    path.pop();
    head++;
  }
  let tail = 0;
  while (tail < shortest - head && isSameValue(base[base.length - 1 - tail], next[next.length - 1 - tail])) tail++;
  for (let index = base.length - tail - 1; index >= head; index--) patches.push({ op: 'remove', path: [...path, index] });
  for (let index = head; index < next.length - tail; index++) {
    patches.push({ op: 'add', path: [...path, tail === 0 ? '-' : index], value: next[index] });
  }
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
 * - Arrays of the same length are diffed element by element (paths use numeric indices). Arrays
 *   that grew or shrank keep the elements they share at both ends; the others are removed and
 *   added one by one (appends use the index `-`), so an edit rebased on a newer copy keeps what
 *   was added there meanwhile.
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
