import { and, eq, sql } from 'drizzle-orm';
import type { ProjectDocument } from '../../../scene/document.ts';
import type { Database } from '../../db/database.ts';
import { projects } from '../../db/schema.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { removeProjectFiles } from './projectFiles.ts';
import { personalisedRenderIdsOf, removePersonalisedFiles } from '../personalisation/personalisedFiles.ts';
import { batchIdsOf } from '../batch/batchStore.ts';
import { removePreflightStills } from '../batch/preflightStills.ts';
import { DomainError } from '../domainError.ts';
import { GENERATED_MESSAGE, staleRevision } from './projectErrors.ts';
import type { ProjectKind } from './projectKinds.ts';
import type { ProjectVersion } from '../../../contract/projects.ts';

/**
 * Projects in the database. Every call names the project by id, owner and kind together, so a
 * project of another user, or of the other kind, is the same as none: callers answer "Not found."
 * and reveal nothing. Documents reach here validated (`projectDocuments.ts`).
 */

/** The most characters of a project name (names are trimmed first). */
export const PROJECT_NAME_MAX = 200;

/** A project's name when none is given. */
export const DEFAULT_PROJECT_NAME = 'Untitled';

/** Which project: its id, its owner and its kind. */
export type ProjectKey = { id: number; userId: number; kind: ProjectKind };

/** A stored project. */
export type ProjectRow = typeof projects.$inferSelect;

const version = { id: projects.id, name: projects.name, revision: projects.revision };

const owned = ({ id, userId, kind }: ProjectKey) => and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.kind, kind));

/** What a copy's name ends in. */
const COPY_SUFFIX = ' (copy)';

/** The first `max` UTF-16 units of `text`, without splitting a surrogate pair. */
function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

const notFound = () => new DomainError('not_found', 'Not found.');

/** Stores a new draft at revision 1. */
export async function createProject(
  db: Database,
  { userId, kind, name, document }: { userId: number; kind: ProjectKind; name: string; document: ProjectDocument },
): Promise<ProjectVersion> {
  const [created] = await db.insert(projects).values({ userId, kind, name, jsonData: document }).returning(version);
  return created!;
}

/**
 * The project, if the user owns one of this kind with this id.
 * @throws DomainError not_found otherwise
 */
export async function findProject(db: Database, key: ProjectKey): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(owned(key)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Renames a project; the revision stays (it counts document writes, so a rename never makes an
 * autosave in flight stale).
 * @throws DomainError not_found
 */
export async function renameProject(db: Database, key: ProjectKey, name: string): Promise<ProjectVersion> {
  const [renamed] = await db
    .update(projects)
    .set({ name, updatedAt: sql`now()` })
    .where(owned(key))
    .returning(version);
  if (!renamed) throw notFound();
  return renamed;
}

/**
 * Replaces the document and moves the revision on by one. With `expectedRevision` the write is a
 * compare-and-set in one statement (`UPDATE … WHERE id AND user_id AND kind AND revision =
 * expected RETURNING`): of two writes against the same revision exactly one succeeds, on PGlite
 * and on PostgreSQL (where the second waits for the first's row lock and then finds the revision
 * moved on). A generated project's document stays as it was rendered.
 * @throws DomainError not_found; forbidden when generated; conflict (answer `result: {revision}`) when the stored revision differs
 */
export async function writeProjectDocument(db: Database, key: ProjectKey, document: ProjectDocument, expectedRevision?: number): Promise<ProjectVersion> {
  const writable = and(owned(key), eq(projects.isGenerated, false));
  const condition = expectedRevision === undefined ? writable : and(writable, eq(projects.revision, expectedRevision));
  const [written] = await db
    .update(projects)
    .set({ jsonData: document, revision: sql`${projects.revision} + 1`, updatedAt: sql`now()` })
    .where(condition)
    .returning(version);
  if (written) return written;
  const [current] = await db.select({ revision: projects.revision, isGenerated: projects.isGenerated }).from(projects).where(owned(key)).limit(1);
  if (!current) throw notFound();
  if (current.isGenerated) throw new DomainError('forbidden', GENERATED_MESSAGE);
  throw staleRevision(current.revision);
}

/**
 * Deletes a project, and then its generated files that no other project names (`removeProjectFiles`)
 * and the files of its personalised items (whose rows go with it; one still rendering removes its
 * own when it finds its item gone) and of its batches' preflights.
 * @throws DomainError not_found
 */
export async function deleteProject(db: Database, storage: FileStorage, key: ProjectKey): Promise<{ id: number }> {
  const personalised = await personalisedRenderIdsOf(db, key.id);
  const batchIds = await batchIdsOf(db, key.id);
  const [deleted] = await db
    .delete(projects)
    .where(owned(key))
    .returning({ id: projects.id, generatedFile: projects.generatedFile, generatedJpeg: projects.generatedJpeg, thumbnail: projects.thumbnail });
  if (!deleted) throw notFound();
  await removeProjectFiles(db, storage, deleted);
  await removePersonalisedFiles(storage, personalised);
  await removePreflightStills(storage, batchIds);
  return { id: deleted.id };
}

/**
 * Copies a project into a new draft of the same owner: name "{name} (copy)", the name shortened
 * so that the whole stays within {@link PROJECT_NAME_MAX} characters and still ends in " (copy)"; the same document, revision 1, not generated, not
 * personalised, no thumbnail (the copy gets its own when it is next drawn; sharing a stored file
 * would let deleting one project break the other).
 * @throws DomainError not_found
 */
export async function copyProject(db: Database, key: ProjectKey): Promise<{ id: number; name: string }> {
  const source = await findProject(db, key);
  const name = `${cutText(source.name, PROJECT_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const [copy] = await db
    .insert(projects)
    .values({ userId: source.userId, kind: source.kind, name, jsonData: source.jsonData })
    .returning({ id: projects.id, name: projects.name });
  return copy!;
}
