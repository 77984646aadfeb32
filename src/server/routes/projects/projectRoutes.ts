import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deletedProjectSchema, projectCopySchema, projectSchema, projectVersionSchema } from '../../../contract/projects.ts';
import { replySchema } from '../../../contract/reply.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { applyProjectDiff, MAX_PATCHES, readPatchList, readProjectDocument } from '../../services/projects/projectDocuments.ts';
import { GENERATED_MESSAGE, STALE_REVISION_MESSAGE, staleRevision } from '../../services/projects/projectErrors.ts';
import { PROJECT_KINDS, type ProjectKindInfo } from '../../services/projects/projectKinds.ts';
import {
  copyProject,
  createProject,
  DEFAULT_PROJECT_NAME,
  deleteProject,
  findProject,
  type ProjectKey,
  renameProject,
  writeProjectDocument,
} from '../../services/projects/projectStore.ts';
import { changeBody, createBody, notFoundUnlessProjectId, PROJECT_BODY_LIMIT, projectParams, saveBody } from './projectSchemas.ts';

const ownership =
  'Only the owner may read or change a project: a project of another user, of the other kind (video/image), a deleted one, or an id that is not a positive whole number all answer 404 {isError: true, message: "Not found."}. Without a valid token: 401.';

const documentRules = (kind: ProjectKindInfo) =>
  `d is the whole project document (src/scene), as JSON or as JSON text of it (the legacy client sends text), checked strictly: defaults are filled and unknown keys dropped, anything else wrong answers 400 with message naming the field, e.g. "scenes.1.jsonData.objects.3.left: expected number". A ${kind.kind} project holds mode ${kind.modes.join(' or ')}; another mode is refused (400 "mode: …"), not changed. Bodies up to ${PROJECT_BODY_LIMIT / 1024 / 1024} MB.`;

const staleRule = `When the stored revision differs: 409 {isError: true, message: "${STALE_REVISION_MESSAGE}", result: {revision: current}} and nothing changes. A generated project's document no longer changes: 403 "${GENERATED_MESSAGE}".`;

/** The calls of one kind: create, read, rename, autosave, save, delete, copy (spec 000 §7, 001 §7). */
function kindRoutes(app: FastifyInstance, { db, storage }: Pick<AppContext, 'db' | 'storage'>, kind: ProjectKindInfo) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const keyOf = (id: number, userId: number): ProjectKey => ({ id, userId, kind: kind.kind });
  // Authentication before the body is read, so that nobody sends 8 MB without a session.
  const onRequest = requireUser(db);

  routes.post(
    `${kind.prefix}/create/`,
    {
      onRequest,
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        summary: `Create a ${kind.kind} project (a draft) from a whole document.`,
        description: `Body {d, name?}. ${documentRules(kind)} name is trimmed, at most 200 characters; missing or blank gives "${DEFAULT_PROJECT_NAME}". The stored document is the checked one (defaults filled). result: {id, name, revision}; revision starts at 1.`,
        body: createBody,
        response: { 200: replySchema(projectVersionSchema) },
      },
    },
    async (request) => {
      const document = readProjectDocument(kind, request.body.d);
      return ok(await createProject(db, { userId: request.user.id, kind: kind.kind, name: request.body.name || DEFAULT_PROJECT_NAME, document }));
    },
  );

  routes.get(
    `${kind.prefix}/:id/`,
    {
      onRequest,
      preValidation: notFoundUnlessProjectId,
      schema: {
        summary: `One ${kind.kind} project of the signed-in user, with its document.`,
        description: `result: {id, name, jsonData (the document), revision, isGenerated, isPersonalized, thumbnail (address or null)}. revision is the document's version, to send with autosave diffs. ${ownership}`,
        params: projectParams,
        response: { 200: replySchema(projectSchema) },
      },
    },
    async (request) => {
      const project = await findProject(db, keyOf(request.params.id, request.user.id));
      return ok({
        id: project.id,
        name: project.name,
        jsonData: project.jsonData,
        revision: project.revision,
        isGenerated: project.isGenerated,
        isPersonalized: project.isPersonalized,
        thumbnail: project.thumbnail,
      });
    },
  );

  routes.put(
    `${kind.prefix}/:id/`,
    {
      onRequest,
      preValidation: notFoundUnlessProjectId,
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        summary: `Rename a ${kind.kind} project ({name}) or autosave a diff ({d, revision}).`,
        description: `Exactly one of: {name}: trimmed, 1 to 200 characters (blank: 400 message.name "Enter a project name."); the revision does not change (it counts document writes, so a rename never makes an autosave stale). {d, revision}: d is the diff of the document against the one stored at revision: a list of at most ${MAX_PATCHES} patches [{op: "replace"|"add"|"remove", path: [key or index, …; "-" as the last index appends to a list], value}] as src/scene/patch.ts applies them (diffDocuments in src/scene/documentDiff.ts makes them), as JSON or JSON text. The patches are applied in order and the result checked like a whole document; a patch that does not apply answers 400 "d.{index}: …" (e.g. "d.0: index 7 is outside the list"), an invalid result 400 naming the field, and nothing is stored. The write is a compare-and-set on revision: of two saves against the same revision one succeeds and one gets 409. ${staleRule} result: {id, name, revision}, revision one more after an autosave. ${ownership}`,
        params: projectParams,
        body: changeBody,
        response: { 200: replySchema(projectVersionSchema) },
      },
    },
    async (request) => {
      const { name, d, revision } = request.body;
      const key = keyOf(request.params.id, request.user.id);
      if (name !== undefined && d !== undefined) throw new ApiError(400, 'Send either name (rename) or d with revision (autosave), not both.');
      if (name !== undefined) return ok(await renameProject(db, key, name));
      if (d === undefined) throw new ApiError(400, 'Send name (rename) or d with revision (autosave).');
      if (revision === undefined) throw new ApiError(400, { revision: { message: 'Send the revision the diff was made against.' } });
      const patches = readPatchList(d);
      const stored = await findProject(db, key);
      if (stored.revision !== revision) throw staleRevision(stored.revision);
      const document = applyProjectDiff(kind, stored.jsonData, patches);
      return ok(await writeProjectDocument(db, key, document, revision));
    },
  );

  routes.post(
    `${kind.prefix}/:id/`,
    {
      onRequest,
      preValidation: notFoundUnlessProjectId,
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        summary: `Save a ${kind.kind} project's whole document (explicit save).`,
        description: `Body {d, revision?}. ${documentRules(kind)} The document replaces the stored one and the revision moves on by one. Without revision the save always wins (the user pressed Save); with revision it is a compare-and-set like autosave. ${staleRule} result: {id, name, revision}. ${ownership}`,
        params: projectParams,
        body: saveBody,
        response: { 200: replySchema(projectVersionSchema) },
      },
    },
    async (request) => {
      const document = readProjectDocument(kind, request.body.d);
      return ok(await writeProjectDocument(db, keyOf(request.params.id, request.user.id), document, request.body.revision));
    },
  );

  routes.delete(
    `${kind.prefix}/:id/`,
    {
      onRequest,
      preValidation: notFoundUnlessProjectId,
      schema: {
        summary: `Delete a ${kind.kind} project.`,
        description: `Deletes it for good, with its generated files (video, image, thumbnail) that no other project names. result: {id}. ${ownership}`,
        params: projectParams,
        response: { 200: replySchema(deletedProjectSchema) },
      },
    },
    async (request) => ok(await deleteProject(db, storage, keyOf(request.params.id, request.user.id))),
  );

  routes.get(
    `${kind.prefix}/copy/:id/`,
    {
      onRequest,
      preValidation: notFoundUnlessProjectId,
      schema: {
        summary: `Copy a ${kind.kind} project into a new draft of the signed-in user (Duplicate).`,
        description: `The copy has the same document, name "{name} (copy)" (a long name is shortened so that the whole fits in 200 characters and still ends in " (copy)"), revision 1, isGenerated and isPersonalized false and no thumbnail (it gets its own when next drawn). result: {id, name}. ${ownership}`,
        params: projectParams,
        response: { 200: replySchema(projectCopySchema) },
      },
    },
    async (request) => ok(await copyProject(db, keyOf(request.params.id, request.user.id))),
  );
}

/** Video and image projects: the same calls under /api/newvideo/video/ and /api/newimage/image/ (spec 000 §7, 001 §7). */
export function projectRoutes(app: FastifyInstance, context: AppContext) {
  for (const kind of PROJECT_KINDS) kindRoutes(app, context, kind);
}
