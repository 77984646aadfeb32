import { and, eq, or } from 'drizzle-orm';
import { BATCH_CONTACT_LIMIT, type BatchCellProblem, type BatchValidateRequest } from '../../../contract/batch.ts';
import { GENERATE_STATUS } from '../../../contract/generation.ts';
import { repairProjectDocument } from '../../../scene/document.ts';
import { projectMergeTagInputs } from '../../../scene/mergeFallbacks.ts';
import { CONTACT_EMAIL_TAG, type MergeTagPair } from '../../../scene/mergeTags.ts';
import type { Database } from '../../db/database.ts';
import { projects, userUploads } from '../../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { FileStorage } from '../storage/fileStorage.ts';
import { LIBRARY_FILE_NAME, LIBRARY_FILE_ROUTE, libraryFileKey } from '../userLibrary/libraryFiles.ts';
import type { UploadRow } from '../userLibrary/uploadStore.ts';
import { type BatchContactRow, type BatchRow, createBatch } from './batchStore.ts';
import { csvRows } from './contactCsv.ts';
import { contactEmail, contactProblems, duplicateEmails, type TagColumns, tagColumns } from './contactRules.ts';

/** The refusal of a CSV longer than {@link BATCH_CONTACT_LIMIT} contacts. */
export const TOO_MANY_CONTACTS_MESSAGE = `This CSV has more than ${BATCH_CONTACT_LIMIT.toLocaleString('en-US')} contacts, the most one batch may hold: split it into smaller files.`;

/** The user's ready video with merge tags, and its tags. */
export type PersonalisableVideo = { project: typeof projects.$inferSelect; tags: MergeTagPair[] };

/**
 * The user's video `projectId`, ready and with merge tags (as solo links ask, `makePersonalisation`).
 * @throws DomainError not_found (not the user's video); conflict (not ready); invalid (no tags)
 */
export async function personalisableVideo(db: Database, userId: number, projectId: number): Promise<PersonalisableVideo> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId), eq(projects.kind, 'video')))
    .limit(1);
  if (!project) throw new DomainError('not_found', 'Not found.');
  if (project.generateStatus !== GENERATE_STATUS.ready) throw new DomainError('conflict', 'Generate the video first: personalised versions are made from a ready video.');
  const tags = projectMergeTagInputs(repairProjectDocument(project.jsonData).document);
  if (tags.length === 0) throw new DomainError('invalid', 'This video has no merge tags to personalise.');
  return { project, tags };
}

/**
 * The user's uploaded CSV named by `csvFile`: its id, or the address of its file (`media_thumbnail`,
 * `media_file` or `original_file`, absolute or not).
 * @throws DomainError not_found (not the user's CSV)
 */
async function ownedCsv(db: Database, userId: number, csvFile: number | string): Promise<UploadRow> {
  const mine = and(eq(userUploads.userId, userId), eq(userUploads.kind, 'csv'));
  let named;
  if (typeof csvFile === 'number') named = eq(userUploads.id, csvFile);
  else {
    const name = csvFile.split(LIBRARY_FILE_ROUTE).at(-1)!.split(/[?#]/)[0]!;
    if (!csvFile.includes(LIBRARY_FILE_ROUTE) || !LIBRARY_FILE_NAME.test(name)) throw new DomainError('not_found', 'Not found.');
    named = or(eq(userUploads.originalFile, name), eq(userUploads.proxyFile, name));
  }
  const [row] = await db.select().from(userUploads).where(and(mine, named)).limit(1);
  if (!row) throw new DomainError('not_found', 'Not found.');
  return row;
}

/** What validation found: the stored batch, and the contacts with problems by contact number. */
export type ValidatedBatch = { batch: BatchRow; totalContacts: number; errors: Map<number, { email: string; data: BatchCellProblem[] }> };

/**
 * Validates an uploaded CSV of contacts for the user's ready video (issue 18) and stores it as a
 * batch (not started): the file is read as a stream (`csvRows`); its first row names the columns;
 * every merge tag needs a column (`tagColumns`); each contact's mapped cells pass the solo rules
 * (`contactProblems`) and its e-mail is not an earlier contact's. Contacts with problems are kept
 * (the detail and the answer show them) but skipped by generation. Nothing is spent here.
 * @throws DomainError not_found (not the user's video or CSV); conflict (the video is not ready);
 * invalid (no tags, a tag without a column, no contacts, more than {@link BATCH_CONTACT_LIMIT})
 */
export async function validateBatch(db: Database, storage: FileStorage, request: { userId: number; projectId: number } & BatchValidateRequest): Promise<ValidatedBatch> {
  const { project, tags } = await personalisableVideo(db, request.userId, request.projectId);
  const upload = await ownedCsv(db, request.userId, request.csvFile);
  let headers: string[] | undefined;
  let columns: TagColumns = {};
  const contacts: Omit<BatchContactRow, 'batchId'>[] = [];
  const errors: ValidatedBatch['errors'] = new Map();
  const duplicates = duplicateEmails();
  for await (const cells of csvRows(await storage.read(libraryFileKey(upload.originalFile)))) {
    if (!headers) {
      headers = cells;
      columns = tagColumns(tags, request.mergeTagMap, headers);
      continue;
    }
    const contactNumber = contacts.length + 1;
    if (contactNumber > BATCH_CONTACT_LIMIT) throw new DomainError('invalid', TOO_MANY_CONTACTS_MESSAGE);
    const email = contactEmail(columns, cells);
    const problems = contactProblems(tags, columns, cells);
    const duplicate = problems.length === 0 ? duplicates.check(contactNumber, email, columns[CONTACT_EMAIL_TAG]!) : null;
    if (duplicate) problems.push(duplicate);
    if (problems.length > 0) errors.set(contactNumber, { email, data: problems });
    contacts.push({ contactNumber, email, cells, problems });
  }
  if (!headers || contacts.length === 0) throw new DomainError('invalid', 'This CSV has no contacts: its first row names the columns, and each row after it is a contact.');
  const skipped = errors.size;
  const batch = await createBatch(
    db,
    {
      userId: request.userId,
      projectId: project.id,
      uploadId: upload.id,
      fileName: upload.name,
      type: request.type,
      mergeTagMap: columns,
      headers,
      totalCount: contacts.length - skipped,
      skippedCount: skipped,
      errorCount: [...errors.values()].reduce((sum, contact) => sum + contact.data.length, 0),
    },
    contacts,
  );
  return { batch, totalContacts: contacts.length, errors };
}
