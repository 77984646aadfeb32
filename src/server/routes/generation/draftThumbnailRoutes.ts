import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, tokenFromHeader } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ApiError, ok } from '../../http/reply.ts';
import { userRateLimit } from '../../http/userRateLimit.ts';
import { renderJob } from '../../jobs/renderJob.ts';
import { findGenerated } from '../../services/generation/generationStore.ts';
import { notFoundUnlessProjectId, projectParams } from '../projects/projectSchemas.ts';
import { thumbnailRefreshSchema } from '../../../contract/projects.ts';
import { replySchema } from '../../../contract/reply.ts';

/** Thumbnail refreshes of one user: the editor sends one when it is left (several tabs, several). */
const thumbnailRefreshLimit = userRateLimit('thumbnail refreshes', 30, 60_000);

/** A beacon's body is its token and nothing else. */
const BEACON_BODY_MAX_BYTES = 1024;

/** The beacon's body: `token={session token}` as a form (what `navigator.sendBeacon` sends with URLSearchParams), or JSON. */
const beaconBody = z.strictObject({ token: z.string().max(200).optional() }).optional();

const description =
  "For a video or image project of the signed-in user (404 otherwise). A thumbnail (640 px on its longer side: a video's frame in the middle of its first scene, an image's scene as the editor shows it) is drawn in the background when the document changed since the last one; it then shows in the project's thumbnail and the owner's live socket gets videoEditor.details.update. One thumbnail per revision is queued however often it is asked for. result: {id, queued: true when a thumbnail is on its way, false when the current one is up to date or the project is generated}. " +
  thumbnailRefreshLimit.rule;

/** The session token of a beacon: the usual header, else the `token` of its form body (a beacon cannot set headers). */
function beaconToken(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as { token?: unknown } | undefined)?.token;
  return tokenFromHeader(request.headers.authorization) ?? (typeof fromBody === 'string' && fromBody !== '' ? fromBody : undefined);
}

/**
 * The draft thumbnail beacon (spec 001 §7 `GET /api/newvideo/draftthumbnail/update/{id}/`, sent
 * when the editor is left): queues a thumbnail of the project as it is now, unless the one it has
 * shows this revision already. Generated projects keep their generation's thumbnail. The browser's
 * `navigator.sendBeacon` can only POST and set no header, so the same call is also taken as a POST
 * whose form body carries the token (`token=…`; never in the address, which is logged).
 */
export function draftThumbnailRoutes(app: FastifyInstance, context: AppContext) {
  const { db, jobs } = context;
  const path = '/api/newvideo/draftthumbnail/update/:id/';
  const onRequest = requireUser(db);
  const beaconUser = requireUser(db, beaconToken);
  const countRefresh = thumbnailRefreshLimit.count(db);

  async function refresh(request: FastifyRequest<{ Params: z.infer<typeof projectParams> }>) {
    const row = await findGenerated(db, request.params.id);
    if (!row || row.userId !== request.user.id) throw new ApiError(404, 'Not found.');
    const queued = !row.isGenerated && (row.thumbnailRevision ?? 0) < row.revision;
    if (queued) await jobs.sendOnce(renderJob, { kind: 'thumbnail', projectId: row.id, revision: row.revision }, { key: `thumbnail:${row.id}:${row.revision}` });
    return ok({ id: row.id, queued });
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      onRequest: [onRequest, countRefresh],
      preValidation: notFoundUnlessProjectId,
      schema: {
        summary: "Refresh a draft's thumbnail (the editor's beacon when it is left).",
        description,
        params: projectParams,
        response: { 200: replySchema(thumbnailRefreshSchema) },
      },
    },
    refresh,
  );

  // The form parser belongs to the beacon alone: every other call keeps answering a form with 415.
  void app.register(async (beacon) => {
    beacon.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BEACON_BODY_MAX_BYTES }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    beacon.withTypeProvider<ZodTypeProvider>().post(
      path,
      {
        bodyLimit: BEACON_BODY_MAX_BYTES,
        // The token is in the body: the session is checked once it is parsed, before it is validated.
        preValidation: [beaconUser, countRefresh, notFoundUnlessProjectId],
        schema: {
          summary: "Refresh a draft's thumbnail, as a beacon (navigator.sendBeacon when the editor is left or the tab closed).",
          description: `The GET of the same address as a POST that carries the session token in a form body (application/x-www-form-urlencoded, token={token}, at most ${BEACON_BODY_MAX_BYTES} bytes), since a beacon cannot set Authorization; the header is taken too. 401 without a live session. ${description}`,
          params: projectParams,
          body: beaconBody,
          response: { 200: replySchema(thumbnailRefreshSchema) },
        },
      },
      refresh,
    );
  });
}
