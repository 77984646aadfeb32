import { z } from 'zod';
import { parseProjectDocument, type ProjectDocument } from '../../../scene/document.ts';
import { applyPatches, type DocumentPatch, PatchError } from '../../../scene/patch.ts';
import { documentPatchSchema } from '../../../scene/patchSchema.ts';
import { SceneValidationError } from '../../../scene/SceneValidationError.ts';
import type { ProjectKindInfo } from './projectKinds.ts';
import { DomainError } from '../domainError.ts';

/** The most patches one autosave may carry; a larger change is sent as an explicit save (the whole document). */
export const MAX_PATCHES = 5000;

const patchListSchema = z.array(documentPatchSchema).max(MAX_PATCHES, `at most ${MAX_PATCHES} patches; send the whole document instead`);

/**
 * JSON text decoded, or the value itself when it is not text (the legacy client sends `d` as a
 * JSON string, ours as JSON). Keys named `__proto__` are refused, as Fastify refuses them in bodies.
 * @throws DomainError invalid when the text is not JSON
 */
function decodeJson(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input, (key, value: unknown) => {
      if (key === '__proto__') throw new SyntaxError('a key named __proto__');
      return value;
    });
  } catch (error) {
    throw new DomainError('invalid', `d: not valid JSON (${(error as Error).message})`);
  }
}

/**
 * A valid project document of the given kind, with defaults filled and unknown keys dropped
 * (`parseProjectDocument`, strict). A video holds mode 0 or 1, an image mode 2; another mode is
 * refused, not changed.
 * @param input - the document, as JSON data or JSON text
 * @throws DomainError invalid naming the field (`scenes.1.jsonData.objects.3.left: expected number`)
 */
export function readProjectDocument(kind: ProjectKindInfo, input: unknown): ProjectDocument {
  const data = decodeJson(input);
  let document: ProjectDocument;
  try {
    document = parseProjectDocument(data);
  } catch (error) {
    if (error instanceof SceneValidationError) throw new DomainError('invalid', error.message);
    throw error;
  }
  if (!kind.modes.includes(document.mode)) {
    throw new DomainError('invalid', `mode: ${kind.kind} projects have mode ${kind.modes.join(' or ')}, not ${document.mode}`);
  }
  return document;
}

/**
 * An autosave diff: a list of document patches, as JSON data or JSON text.
 * @throws DomainError invalid naming the patch and field (`d.3.path.0: ...`)
 */
export function readPatchList(input: unknown): DocumentPatch[] {
  const result = patchListSchema.safeParse(decodeJson(input));
  if (result.success) return result.data as DocumentPatch[];
  const issue = result.error.issues[0]!;
  throw new DomainError('invalid', `${['d', ...issue.path].join('.')}: ${issue.message}`);
}

/**
 * The stored document with an autosave diff applied, validated as a document of the kind.
 * @param stored - the document at the revision the diff was made against
 * @throws DomainError invalid when a patch does not apply (`d.3: index 7 is outside the list`) or
 * the result is not a valid document
 */
export function applyProjectDiff(kind: ProjectKindInfo, stored: unknown, patches: readonly DocumentPatch[]): ProjectDocument {
  let document = stored;
  patches.forEach((patch, index) => {
    try {
      document = applyPatches(document, [patch]);
    } catch (error) {
      if (error instanceof PatchError) throw new DomainError('invalid', `d.${index}: ${error.message}`);
      throw error;
    }
  });
  return readProjectDocument(kind, document);
}
