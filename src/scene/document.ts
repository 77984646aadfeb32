import { fixIssue, type IssueFix, type IssuePath, issueError, pathText } from './repairIssue';
import { type ProjectDocument, projectDocumentSchema } from './schema/project';
import { SceneValidationError } from './SceneValidationError';

export type { ProjectDocument } from './schema/project';

/** A repaired document and what was changed to make it valid (`path: what was done`). */
export type RepairResult = { document: ProjectDocument; warnings: string[] };

/** Parsing rounds before giving up; each round mends every issue found, nested fixes take a few. */
const MAX_ROUNDS = 12;

/**
 * Validates a project document strictly: the form our editor writes. Missing fields that have
 * defaults are filled and unknown keys are dropped; anything else wrong is an error. Use it for
 * API writes. The input is not modified.
 * @param input - the document, as JSON data
 * @returns the document
 * @throws SceneValidationError naming the first offending field (`scenes.1.jsonData.objects.3.left: expected number`)
 */
export function parseProjectDocument(input: unknown): ProjectDocument {
  const result = projectDocumentSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new SceneValidationError('invalid_value', '', 'is not a project document');
  throw issueError(issue, valueAt(input, issue.path));
}

/**
 * Validates and repairs an untrusted project document (network, database, legacy templates): fills
 * defaults; decodes JSON-string lists (`sceneArr`, `arr`, `elementList`, any list or record);
 * converts numeric strings, 0/1 flags and numeric ids; clamps out-of-range numbers (opacity 1.5 → 1,
 * stayTime → max(enter + exit, 0.5)); drops canvas objects of unknown `_Type`; puts one background
 * first (adding the default white one when missing); makes ids, speech order, element list, trim
 * ranges and the scene order consistent. Every change is reported as a warning. The input is not
 * modified.
 * @param input - the document, as JSON data or a JSON string
 * @returns the repaired document and the warnings
 * @throws SceneValidationError naming the field, when a problem cannot be repaired (`left: "abc"`)
 */
export function repairProjectDocument(input: unknown): RepairResult {
  const holder = { root: cloneJson(input) };
  const warnings: string[] = [];
  const mended = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = projectDocumentSchema.safeParse(holder.root);
    if (result.success) return { document: result.data, warnings };
    // Cross-field checks (custom issues) may have run on values that are about to change: mend the
    // fields first and let the checks run again on the mended data in the next round.
    const fieldIssues = result.error.issues.filter((issue) => issue.code !== 'custom');
    const drops: IssueFix[] = [];
    for (const issue of fieldIssues.length > 0 ? fieldIssues : result.error.issues) {
      const value = valueAt(holder.root, issue.path);
      const fix = fixIssue(issue, value);
      const key = `${pathText(issue.path)}|${issue.message}`;
      if (!fix || mended.has(key)) throw issueError(issue, value);
      mended.add(key);
      warnings.push(`${pathText(fix.path) || 'document'}: ${fix.warning}`);
      if (fix.kind === 'drop') drops.push(fix);
      else applyFix(holder, fix);
    }
    // Later entries first, so that dropping one does not shift the indices of the others.
    drops.sort((a, b) => comparePaths(b.path, a.path));
    for (const fix of drops) applyFix(holder, fix);
  }
  throw new SceneValidationError('inconsistent', '', `still invalid after ${MAX_ROUNDS} rounds of repair`);
}

/** A deep copy of JSON data; anything that is not data (functions, symbols) is refused. */
function cloneJson(input: unknown): unknown {
  try {
    return structuredClone(input);
  } catch {
    throw new SceneValidationError('invalid_type', '', 'expected JSON data');
  }
}

/** The value at a path, or undefined where the path leaves the data. */
function valueAt(root: unknown, path: IssuePath): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Applies a fix in place, below the holder so that the root itself can be replaced. A value set
 * where the input had no parent object (a field filled by a default) gets its parents created.
 */
function applyFix(holder: { root: unknown }, fix: IssueFix): void {
  const path = ['root', ...fix.path];
  const key = path.pop();
  let parent: unknown = holder;
  for (const step of path) {
    const container = parent as Record<PropertyKey, unknown>;
    if (fix.kind === 'set' && (typeof container[step] !== 'object' || container[step] === null)) container[step] = {};
    parent = container[step];
    if (typeof parent !== 'object' || parent === null) return;
  }
  const container = parent as Record<PropertyKey, unknown>;
  if (key === undefined) return;
  if (fix.kind === 'set') container[key] = fix.value;
  else if (fix.kind === 'delete') delete container[key];
  else if (Array.isArray(container) && typeof key === 'number') container.splice(key, 1);
}

/** Orders paths segment by segment (indices numerically); a path sorts after its prefixes. */
function comparePaths(a: IssuePath, b: IssuePath): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const left = a[index];
    const right = b[index];
    if (left === right) continue;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left) < String(right) ? -1 : 1;
  }
  return a.length - b.length;
}
