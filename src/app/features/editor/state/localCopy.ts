import { z } from 'zod';
import { diffDocuments } from '../../../../scene/documentDiff';
import { repairProjectDocument, type ProjectDocument } from '../../../../scene/document';
import type { DocumentPatch } from '../../../../scene/patch';
import { documentPatchSchema } from '../../../../scene/patchSchema';
import type { OpenProject } from './editorSlice';
import { replayEdits } from './replayEdits';

/**
 * Edits the server does not have yet, kept in this browser until it does (a failing autosave, a
 * closed or reloaded tab): the server revision they were made on, the edits from that copy, and
 * the whole document the customer saw.
 */
export type LocalCopy = { revision: number; edits: DocumentPatch[]; document: ProjectDocument };

const storedCopySchema = z.object({ revision: z.number().int().min(0), edits: z.array(documentPatchSchema), document: z.unknown() });

/** The localStorage key of a project's unsaved edits (video and image ids are counted apart). */
export function localCopyKey(project: Pick<OpenProject, 'editorType' | 'id'>): string {
  return `avatarStudio.unsaved.${project.editorType}.${project.id}`;
}

/** The state of the open project's save: the server's copy at `savedRevision`, and the customer's `document`. */
type SaveState = { project: OpenProject | null; document: ProjectDocument | null; savedDocument: ProjectDocument | null; savedRevision: number };

/**
 * Brings the kept copy of the open project in step with its save state: keeps the edits while the
 * document differs from the server's copy, drops them once the server has it. A full or disabled
 * storage keeps nothing (the autosave goes on as before).
 */
export function syncLocalCopy({ project, document, savedDocument, savedRevision }: SaveState, storage: Storage = localStorage): void {
  if (!project || !document || !savedDocument) return;
  const key = localCopyKey(project);
  try {
    if (document === savedDocument) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ revision: savedRevision, edits: diffDocuments(savedDocument, document), document }));
  } catch (failure) {
    console.warn('The unsaved edits could not be kept in this browser', failure);
  }
}

/** The kept copy of a project, or null when there is none or it is not one (written by something else). */
export function readLocalCopy(project: Pick<OpenProject, 'editorType' | 'id'>, storage: Storage = localStorage): LocalCopy | null {
  try {
    const stored = storedCopySchema.safeParse(JSON.parse(storage.getItem(localCopyKey(project)) ?? 'null'));
    return stored.success ? { ...stored.data, document: repairProjectDocument(stored.data.document).document } : null;
  } catch {
    return null;
  }
}

/** Forgets the kept copy of a project (it was generated: its document no longer changes). */
export function dropLocalCopy(project: Pick<OpenProject, 'editorType' | 'id'>, storage: Storage = localStorage): void {
  storage.removeItem(localCopyKey(project));
}

/**
 * The document to open when the server holds `server` and this browser kept `copy`: the kept
 * edits replayed on the server's copy (see {@link replayEdits}), or null when nothing was kept or
 * the server already has it all.
 */
export function restoredDocument(server: ProjectDocument, copy: LocalCopy | null): ProjectDocument | null {
  if (!copy || copy.edits.length === 0) return null;
  const restored = replayEdits(server, copy.edits, copy.document);
  return diffDocuments(server, restored).length === 0 ? null : restored;
}
