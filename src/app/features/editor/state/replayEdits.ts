import { parseProjectDocument, type ProjectDocument } from '../../../../scene/document';
import { applyPatches, type DocumentPatch } from '../../../../scene/patch';

/**
 * The customer's unsaved `edits` applied on the server's copy. When they no longer fit it (the
 * same part was changed or deleted elsewhere, or the result is not a valid document), the
 * customer's `document` wins whole: what they saw is what gets saved.
 */
export function replayEdits(server: ProjectDocument, edits: readonly DocumentPatch[], document: ProjectDocument): ProjectDocument {
  try {
    const replayed = applyPatches(server, edits);
    parseProjectDocument(replayed);
    return replayed;
  } catch {
    return document;
  }
}
