import type { FastifyInstance } from 'fastify';
import type { FieldProblem } from '../../contract/reply.ts';
import { ApiError } from './reply.ts';

/**
 * Characters no text input takes: the C0 controls but tab, LF and CR, DEL, and lone surrogates
 * (half a UTF-16 pair: no character at all). PostgreSQL refuses NUL in text, and the others only
 * hide text or break what shows it. Read by code unit (no `u` flag) so that a lone half matches.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every forbidden character, to show a field name that holds some. */
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'g');

/** Line breaks and tabs: allowed in a JSON or form body (multi-line texts), never in an address. */
const LINE_BREAKS = /[\t\n\r]/;

/** At most this many fields are named in one answer. */
const MAX_NAMED = 20;

/** What is wrong with one text, or undefined when it may be stored. */
function textProblem(text: string, allowLineBreaks: boolean): string | undefined {
  const found = FORBIDDEN.exec(text) ?? (allowLineBreaks ? null : LINE_BREAKS.exec(text));
  if (!found) return undefined;
  const code = found[0].charCodeAt(0);
  const point = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code >= 0xd800 && code <= 0xdfff ? `Remove the broken character (${point}, half of a character pair).` : `Remove the control character ${point}.`;
}

/**
 * The field-keyed problems of every string (and object key) in `value`, named by their path as
 * schema errors are (`name`, `doc.scenes.0.text`; `fallback` for a bare string). Walks without
 * recursion, so a deeply nested body cannot overflow the stack.
 */
export function controlCharacterProblems(value: unknown, options: { allowLineBreaks: boolean; fallback: string }): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  let named = 0;
  while (pending.length > 0 && named < MAX_NAMED) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current, options.allowLineBreaks);
      if (problem) {
        problems[path || options.fallback] ??= { message: problem };
        named += 1;
      }
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      const itemPath = path ? `${path}.${key}` : key;
      const keyProblem = textProblem(key, false);
      if (keyProblem) {
        problems[itemPath.replace(FORBIDDEN_ALL, '\uFFFD').replace(/[\t\n\r]/g, ' ')] ??= { message: keyProblem };
        named += 1;
        continue;
      }
      pending.push({ value: item, path: itemPath });
    }
  }
  return problems;
}

/** Throws the field-keyed 400 for `value` when any of its texts holds a forbidden character. */
export function refuseControlCharacters(value: unknown, options: { allowLineBreaks: boolean; fallback: string }) {
  const problems = controlCharacterProblems(value, options);
  if (Object.keys(problems).length > 0) throw new ApiError(400, problems);
}

/**
 * A preValidation hook on every route: the address (path parameters, query) and the parsed body
 * hold no control character (tab, LF and CR only in the body) and no lone surrogate, or the
 * request answers 400 keyed by field before any schema, handler or query sees it. Multipart forms
 * are parsed later by their routes, which check their text parts with `refuseControlCharacters`.
 */
export function installTextInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, { allowLineBreaks: false, fallback: 'params' });
    refuseControlCharacters(request.query, { allowLineBreaks: false, fallback: 'querystring' });
    refuseControlCharacters(request.body, { allowLineBreaks: true, fallback: 'body' });
  });
}
