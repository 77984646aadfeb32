import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './documentDiff';
import { createBlankProject } from './factories';
import { applyPatches, type DocumentPatch } from './patch';
import { type SampleMedia, sampleDocument } from './samples';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonRecord = { [key: string]: Json };
type Path = (string | number)[];

/** Few key names, so that two random objects share keys and diffs recurse. */
const key = fc.constantFrom('a', 'b', 'c', 'id', 'left', 'scenes', '0', '1');
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('', 'x', 'Meet your new sales assistant'),
);
const { value: json } = fc.letrec<{ value: Json; list: Json[]; record: JsonRecord }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('list'), tie('record')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  record: fc.dictionary(key, tie('value'), { maxKeys: 5, noNullPrototype: true }),
}));
const document = fc.dictionary(key, json, { maxKeys: 6, noNullPrototype: true });

const media: SampleMedia = { image: '/media/image.png', video: '/media/clip.mp4', svg: '/media/shape.svg', avatar: '/media/avatar.png', videoSeconds: 8 };

/** Real project documents: blank projects of every size and mode, and the engine's sample scenes. */
const projectDocument: fc.Arbitrary<JsonRecord> = fc.oneof(
  fc
    .record({ size: fc.constantFrom(0 as const, 1 as const, 2 as const), mode: fc.constantFrom(0 as const, 1 as const, 2 as const) })
    .map((options) => createBlankProject(options) as unknown as JsonRecord),
  fc.constantFrom('simple' as const, 'busy' as const, 'video-heavy' as const).map((name) => sampleDocument(name, media) as unknown as JsonRecord),
);

/**
 * One random edit: `steps` choose the container to edit (each step picks a child by index modulo
 * the number of children, stopping at a leaf), `action` what to do there with `choice` and `value`.
 */
type Edit = { steps: number[]; action: 'set' | 'replace' | 'remove' | 'insert'; choice: number; name: string; value: Json };
const edit: fc.Arbitrary<Edit> = fc.record({
  steps: fc.array(fc.nat(), { maxLength: 8 }),
  action: fc.constantFrom('set' as const, 'replace' as const, 'remove' as const, 'insert' as const),
  choice: fc.nat(),
  name: key,
  value: json,
});

const isContainer = (value: unknown): value is Json[] | JsonRecord => typeof value === 'object' && value !== null;
const childKeys = (node: Json[] | JsonRecord): (string | number)[] => (Array.isArray(node) ? node.map((_, index) => index) : Object.keys(node));
const childOf = (node: Json[] | JsonRecord, at: string | number): Json => (Array.isArray(node) ? node[at as number]! : node[at as string]!);

/** `root` with the container at `path` replaced by `container`; every other branch shared. */
function setIn(root: Json, path: Path, container: Json): Json {
  if (path.length === 0) return container;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setIn(root[head as number]!, rest, container);
    return copy;
  }
  const record = root as JsonRecord;
  return { ...record, [head]: setIn(record[head as string]!, rest, container) };
}

/**
 * Applies an edit the way the editor's store does (copying only the path to the change) and answers
 * the new document with the path of the change (the container's path plus the child touched).
 */
function applyEdit(root: JsonRecord, { steps, action, choice, name, value }: Edit): { result: JsonRecord; changed: Path } {
  const path: Path = [];
  let node: Json[] | JsonRecord = root;
  for (const step of steps) {
    const keys = childKeys(node);
    if (keys.length === 0) break;
    const at = keys[step % keys.length]!;
    const child = childOf(node, at);
    if (!isContainer(child)) break;
    path.push(at);
    node = child;
  }
  const keys = childKeys(node);
  let edited: Json[] | JsonRecord;
  let touched: string | number;
  if (Array.isArray(node)) {
    edited = [...node];
    if (action === 'insert' || node.length === 0) {
      touched = choice % (node.length + 1);
      edited.splice(touched, 0, value);
    } else {
      touched = choice % node.length;
      if (action === 'remove') edited.splice(touched, 1);
      else edited[touched] = value;
    }
  } else {
    edited = { ...node };
    touched = action === 'set' || action === 'insert' || keys.length === 0 ? name : keys[choice % keys.length]!;
    if (action === 'remove') delete edited[touched];
    else edited[touched] = value;
  }
  return { result: setIn(root, path, edited) as JsonRecord, changed: [...path, touched] };
}

/** Whether one path is a prefix of the other (or they are equal). */
/** Whether a list index is at this place of a path (a position or `-`, the end). */
const isIndex = (part: Path[number] | undefined) => typeof part === 'number' || part === '-';

/** Whether two paths lead into the same branch: one is a prefix of the other, any positions in the same list counting as one. */
const related = (a: Path, b: Path) => a.slice(0, Math.min(a.length, b.length)).every((part, index) => part === b[index] || (isIndex(part) && isIndex(b[index])));

describe('diffDocuments', () => {
  it('gives patches that turn any JSON document into any other', () => {
    fc.assert(
      fc.property(document, document, (base, next) => {
        expect(applyPatches(base, diffDocuments(base, next))).toEqual(next);
      }),
      { numRuns: 500 },
    );
  });

  it('gives no patches for an unchanged document, the same object or a deep copy', () => {
    fc.assert(
      fc.property(fc.oneof(document, projectDocument), (base) => {
        expect(diffDocuments(base, base)).toEqual([]);
        expect(diffDocuments(base, structuredClone(base))).toEqual([]);
      }),
    );
  });

  it('reproduces the final document from the diffs of successive edits applied in order', () => {
    fc.assert(
      fc.property(fc.oneof(document, projectDocument), fc.array(edit, { minLength: 1, maxLength: 12 }), (start, edits) => {
        const versions = [start];
        for (const step of edits) versions.push(applyEdit(versions.at(-1)!, step).result);
        const diffs = versions.slice(1).map((version, index) => diffDocuments(versions[index], version));
        diffs.forEach((patches, index) => expect(applyPatches(versions[index], patches)).toEqual(versions[index + 1]));
        const final = versions.at(-1);
        // In order, from the shared start and from a copy (the server applies them to what it stored).
        expect(diffs.reduce<JsonRecord>((current, patches) => applyPatches(current, patches), start)).toEqual(final);
        expect(applyPatches(structuredClone(start), diffs.flat())).toEqual(final);
        // What autosave sends after several edits: one diff against the last saved version.
        expect(applyPatches(structuredClone(start), diffDocuments(start, final))).toEqual(final);
      }),
      { numRuns: 300 },
    );
  });

  it('touches only the path of an edit: shared branches are left alone', () => {
    fc.assert(
      fc.property(fc.oneof(document, projectDocument), edit, (base, step) => {
        const { result, changed } = applyEdit(base, step);
        for (const patch of diffDocuments(base, result)) expect(related(patch.path, changed)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('does not look inside a branch both documents share', () => {
    const shared = Object.defineProperty({}, 'objects', {
      enumerable: true,
      get: () => {
        throw new Error('a shared branch was read');
      },
    });
    const base = { scenes: { '1': shared, '2': { duration: 5 } }, size: 0 };
    const next = { ...base, scenes: { ...base.scenes, '2': { duration: 6 } } };
    expect(diffDocuments(base, next)).toEqual([{ op: 'replace', path: ['scenes', '2', 'duration'], value: 6 }]);
  });

  it('adds, removes and replaces keys, recursing into lists of the same length', () => {
    const base = { name: 'a', gone: 1, list: [{ left: 1 }, { left: 2 }], nested: { keep: true, value: 1 } };
    const next = { name: 'b', list: [{ left: 1 }, { left: 3, top: 4 }], nested: { keep: true, value: [1] }, added: { x: 1 } };
    const patches = diffDocuments(base, next);
    expect(patches).toEqual<DocumentPatch[]>([
      { op: 'replace', path: ['name'], value: 'b' },
      { op: 'remove', path: ['gone'] },
      { op: 'replace', path: ['list', 1, 'left'], value: 3 },
      { op: 'add', path: ['list', 1, 'top'], value: 4 },
      { op: 'replace', path: ['nested', 'value'], value: [1] },
      { op: 'add', path: ['added'], value: { x: 1 } },
    ]);
    expect(applyPatches(base, patches)).toEqual(next);
  });

  it('adds and removes single elements of a list whose length changed', () => {
    const base = { scenes: { '1': { objects: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] } } };
    const appended = { scenes: { '1': { objects: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] } } };
    expect(diffDocuments(base, appended)).toEqual([{ op: 'add', path: ['scenes', '1', 'objects', '-'], value: { id: 'd' } }]);
    const inserted = { scenes: { '1': { objects: [{ id: 'a' }, { id: 'x' }, { id: 'b' }, { id: 'c' }] } } };
    expect(diffDocuments(base, inserted)).toEqual([{ op: 'add', path: ['scenes', '1', 'objects', 1], value: { id: 'x' } }]);
    const removed = { scenes: { '1': { objects: [{ id: 'a' }, { id: 'c' }] } } };
    expect(diffDocuments(base, removed)).toEqual([{ op: 'remove', path: ['scenes', '1', 'objects', 1] }]);
  });

  it('keeps what a newer copy added when an append is replayed on it (rebase)', () => {
    const saved = { objects: [{ id: 'bg' }] };
    const mine = { objects: [{ id: 'bg' }, { id: 'mine' }] };
    const theirs = { objects: [{ id: 'bg' }, { id: 'theirs' }] };
    expect(applyPatches(theirs, diffDocuments(saved, mine))).toEqual({ objects: [{ id: 'bg' }, { id: 'theirs' }, { id: 'mine' }] });
  });

  it('tells -0 from 0 and a value from null', () => {
    expect(diffDocuments({ a: 0, b: null }, { a: -0, b: 0 })).toEqual([
      { op: 'replace', path: ['a'], value: -0 },
      { op: 'replace', path: ['b'], value: 0 },
    ]);
  });

  it('turns a realistic editing session into small patches', () => {
    const blank = createBlankProject();
    const title = { id: 'title', _Type: 'text', text: 'Hello', left: 100, top: 100, width: 600, height: 100 };
    const withTitle = { ...blank, scenes: { '1': { ...blank.scenes['1']!, jsonData: { objects: [...blank.scenes['1']!.jsonData.objects, title] } } } };
    const moved = applyPatches(withTitle, [{ op: 'replace', path: ['scenes', '1', 'jsonData', 'objects', 1, 'left'], value: 240 }]);
    expect(diffDocuments(withTitle, moved)).toEqual([{ op: 'replace', path: ['scenes', '1', 'jsonData', 'objects', 1, 'left'], value: 240 }]);
    const added = diffDocuments(blank, withTitle);
    expect(added).toEqual([{ op: 'add', path: ['scenes', '1', 'jsonData', 'objects', '-'], value: title }]);
  });

  it('refuses roots that are not plain objects', () => {
    for (const [base, next] of [
      [[], []],
      [null, {}],
      [{}, 'text'],
      [{}, [1]],
    ] as const) {
      expect(() => diffDocuments(base, next)).toThrow(/both documents must be plain objects/);
    }
  });
});
