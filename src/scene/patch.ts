/**
 * Edits on plain JSON documents, as data: the form in which the editor sends changes to the
 * worker, records undo and redo, and autosaves. Paths are keys and indices from the root.
 */
export type DocumentPatch =
  { op: 'replace'; path: (string | number)[]; value: unknown } | { op: 'add'; path: (string | number)[]; value: unknown } | { op: 'remove'; path: (string | number)[] };

/** Raised when a patch path does not lead into the document. */
export class PatchError extends Error {
  readonly code = 'PATCH_PATH';
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** A copy of `container` with `key` set, added (arrays: inserted) or removed. */
function edited(container: Container, key: string | number, patch: DocumentPatch, value: unknown): Container {
  if (Array.isArray(container)) {
    const copy = [...container];
    const index = key === '-' ? copy.length : Number(key);
    if (!Number.isInteger(index) || index < 0 || index > copy.length) throw new PatchError(`index ${String(key)} is outside the list`);
    if (patch.op === 'add') copy.splice(index, 0, value);
    else if (patch.op === 'remove') copy.splice(index, 1);
    else copy[index] = value;
    return copy;
  }
  const copy = { ...container };
  if (patch.op === 'remove') delete copy[String(key)];
  else copy[String(key)] = value;
  return copy;
}

function applyOne(node: unknown, path: (string | number)[], patch: DocumentPatch): unknown {
  if (!isContainer(node)) throw new PatchError(`path ${patch.path.join('.')} leads through a non-object`);
  const [key, ...rest] = path;
  if (key === undefined) throw new PatchError('a patch needs a non-empty path');
  if (rest.length === 0) return edited(node, key, patch, 'value' in patch ? patch.value : undefined);
  const child = (node as Record<string, unknown>)[String(key)];
  return edited(node, key, { op: 'replace', path: [], value: undefined }, applyOne(child, rest, patch));
}

/**
 * Applies patches in order without changing the input: untouched branches are shared, changed
 * ones copied (structural sharing), so a store can compare by reference.
 * @throws PatchError when a path does not exist
 */
export function applyPatches<T>(document: T, patches: readonly DocumentPatch[]): T {
  return patches.reduce<unknown>((current, patch) => applyOne(current, patch.path, patch), document) as T;
}
