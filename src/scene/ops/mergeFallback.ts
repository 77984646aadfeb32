import { mergeFallbackOf } from '../mergeFallbacks';
import { MERGE_TAG_NAME_MAX_LENGTH, MERGE_VALUE_MAX_LENGTH } from '../mergeTags';
import type { ProjectDocument } from '../schema/project';
import { SceneOpError } from './SceneOpError';

/**
 * Sets what merge tag `name` says where a contact has no value, and in the main video
 * (`doc.mergeTagFallbacks`, the studio's Variables list). The value is cut at
 * MERGE_VALUE_MAX_LENGTH; an empty one makes the tag say nothing. Setting the fallback the tag
 * already has (its own or its default) changes nothing.
 * @throws SceneOpError `INVALID_VALUE` for a name that is empty or longer than MERGE_TAG_NAME_MAX_LENGTH
 */
export function setMergeFallback(doc: ProjectDocument, name: string, value: string): ProjectDocument {
  if (name === '' || name.length > MERGE_TAG_NAME_MAX_LENGTH) throw new SceneOpError('INVALID_VALUE', `A merge tag name has 1 to ${MERGE_TAG_NAME_MAX_LENGTH} characters.`);
  const fallback = value.slice(0, MERGE_VALUE_MAX_LENGTH);
  if (mergeFallbackOf(doc, name) === fallback) return doc;
  return { ...doc, mergeTagFallbacks: { ...doc.mergeTagFallbacks, [name]: fallback } };
}
