import type { z } from 'zod';
import type { IssueParams } from './schema/issues';
import { SceneValidationError, type SceneValidationErrorCode } from './SceneValidationError';

/** A path into the document, as zod reports it. */
export type IssuePath = readonly PropertyKey[];

/**
 * How the loader mends one problem at `path`: write a value there, delete that key from its
 * object, or drop that array entry.
 */
export type IssueFix = { path: IssuePath; warning: string } & ({ kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'drop' });

/** The dotted form of a path (`scenes.1.jsonData.objects.3.left`). */
export function pathText(path: IssuePath): string {
  return path.map(String).join('.');
}

/** True for the records whose entries carry their key as `id`: scenes and speech boxes. */
function isKeyedById(container: PropertyKey | undefined): boolean {
  return container === 'scenes' || container === 'data';
}

/** True when the path names an entry of a canvas object list (`….objects.3`). */
function isObjectListEntry(path: IssuePath): boolean {
  return typeof path.at(-1) === 'number' && path.at(-2) === 'objects';
}

/** True for a canvas object whose `_Type` matches no kind (zod reports the discriminator). */
function isUnknownType(issue: z.core.$ZodIssueInvalidUnion): boolean {
  return issue.discriminator === '_Type';
}

/** Text for a value in messages: strings quoted, others as JSON. */
function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(JSON.stringify(value));
}

/** Decodes a JSON string; an undecodable one cannot be repaired. */
function decodeJson(text: string, path: IssuePath): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SceneValidationError('invalid_json', pathText(path), 'holds a JSON string that does not parse');
  }
}

/** The fix for a wrong type, when the value converts without guessing. */
function fixType(issue: z.core.$ZodIssueInvalidType, value: unknown): IssueFix | null {
  const { expected, path } = issue;
  if (typeof value === 'string' && (expected === 'array' || expected === 'object' || expected === 'record')) {
    return { kind: 'set', path, value: decodeJson(value, path), warning: 'decoded the JSON string' };
  }
  if (expected === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return { kind: 'set', path, value: Number(value), warning: `converted ${describe(value)} to a number` };
  }
  if (expected === 'int' && typeof value === 'number' && Number.isFinite(value)) {
    return { kind: 'set', path, value: Math.round(value), warning: `rounded ${value} to ${Math.round(value)}` };
  }
  if (expected === 'string' && typeof value === 'number') {
    return { kind: 'set', path, value: String(value), warning: `converted ${value} to a string` };
  }
  if (expected === 'boolean' && (value === 0 || value === 1 || value === 'true' || value === 'false')) {
    const flag = value === 1 || value === 'true';
    return { kind: 'set', path, value: flag, warning: `converted ${describe(value)} to ${flag}` };
  }
  if (value === undefined && path.at(-1) === 'id' && typeof path.at(-2) === 'string' && isKeyedById(path.at(-3))) {
    const key = String(path.at(-2));
    return { kind: 'set', path, value: expected === 'number' ? Number(key) : key, warning: `took the id from its key "${key}"` };
  }
  if (isObjectListEntry(path)) return { kind: 'drop', path, warning: `dropped ${describe(value)}: not a canvas object` };
  if (value === null && typeof path.at(-1) === 'string') return { kind: 'delete', path, warning: 'removed null' };
  return null;
}

/** The fix for a number or list outside its bounds: clamp the number, shorten the list. */
function fixRange(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, value: unknown): IssueFix | null {
  const path = issue.path;
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  if (issue.origin === 'number' && issue.inclusive !== false && typeof value === 'number') {
    return { kind: 'set', path, value: bound, warning: `clamped ${value} to ${bound}` };
  }
  if (issue.origin === 'array' && issue.code === 'too_big' && Array.isArray(value)) {
    return { kind: 'set', path, value: value.slice(0, bound), warning: `kept the first ${bound} of ${value.length} entries` };
  }
  return null;
}

/**
 * How to mend one validation issue, or null when it cannot be mended. Mends: JSON strings where a
 * list or record belongs, a missing scene or speech box id (its key), numeric strings, fractional integers, 0/1 and "true"/"false" flags,
 * numbers as ids, nulls in optional places, out-of-range numbers (clamped), overlong lists
 * (shortened), canvas objects of unknown `_Type` or no object at all (dropped), and the
 * cross-field problems whose check proposes a value.
 * @param issue - a zod issue from parsing the document
 * @param value - the current value at the issue's path
 * @throws SceneValidationError `invalid_json` for a JSON string that does not parse
 */
export function fixIssue(issue: z.core.$ZodIssue, value: unknown): IssueFix | null {
  switch (issue.code) {
    case 'invalid_type':
      return fixType(issue, value);
    case 'too_big':
    case 'too_small':
      return fixRange(issue, value);
    case 'invalid_union':
      if (isUnknownType(issue) && isObjectListEntry(issue.path.slice(0, -1))) {
        return { kind: 'drop', path: issue.path.slice(0, -1), warning: `dropped an object of unknown _Type ${describe(value)}` };
      }
      return null;
    case 'custom': {
      const repair = (issue.params as IssueParams | undefined)?.repair;
      return repair ? { kind: 'set', path: issue.path, value: repair.value, warning: repair.warning } : null;
    }
    default:
      return null;
  }
}

/** Bounds in words: `at least 0`, `at most 100`, `more than 5`. */
function boundText(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const isBig = issue.code === 'too_big';
  const bound = String(isBig ? issue.maximum : issue.minimum);
  const relation = issue.inclusive === false ? (isBig ? 'less than' : 'more than') : isBig ? 'at most' : 'at least';
  if (issue.origin === 'array') return `must have ${relation} ${bound} entries`;
  if (issue.origin === 'string') return `must have ${relation} ${bound} characters`;
  return `must be ${relation} ${bound}`;
}

/**
 * The error for an issue that cannot be mended (or for any issue, when parsing strictly).
 * @param issue - a zod issue from parsing the document
 * @param value - the current value at the issue's path (names the unknown `_Type`)
 */
export function issueError(issue: z.core.$ZodIssue, value: unknown): SceneValidationError {
  const path = pathText(issue.path);
  const fail = (code: SceneValidationErrorCode, detail: string) => new SceneValidationError(code, path, detail);
  switch (issue.code) {
    case 'invalid_type':
      return fail('invalid_type', `expected ${issue.expected}`);
    case 'too_big':
    case 'too_small':
      return fail('out_of_range', boundText(issue));
    case 'invalid_value':
      return fail('invalid_value', `expected one of ${issue.values.map(describe).join(', ')}`);
    case 'invalid_union':
      return isUnknownType(issue)
        ? fail('unknown_type', value === undefined ? 'missing _Type' : `unknown _Type ${describe(value)}`)
        : fail('invalid_value', 'matches none of the allowed forms');
    case 'custom':
      return fail('inconsistent', issue.message);
    default:
      return fail('invalid_value', issue.message);
  }
}
