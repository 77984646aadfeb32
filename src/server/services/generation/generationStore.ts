import { and, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CREDIT_TYPES } from '../../../contract/accountRules.ts';
import { GENERATE_STATUS, type GenerationStep } from '../../../contract/generation.ts';
import { videoGenerationCost } from '../../../scene/generationCost.ts';
import type { TimelineDocument } from '../../../scene/timing.ts';
import type { Database } from '../../db/database.ts';
import { projects, type StoredMailPictures } from '../../db/schema.ts';
import { grantCredits, useCredits } from '../account/credits.ts';
import { DomainError } from '../domainError.ts';
import type { ProjectKey, ProjectRow } from '../projects/projectStore.ts';

/** The refusal of a generation without enough credits of its type. */
function creditShortfall({ creditType, amount }: { creditType: number; amount: number }): string {
  const type = CREDIT_TYPES.find((entry) => entry.creditType === creditType)?.name ?? 'video';
  return `Not enough ${type} credits left to generate this video: it needs ${amount}. Renew your subscription to get more.`;
}

/** Statuses of a generation that is under way. */
const UNDER_WAY = [GENERATE_STATUS.queued, GENERATE_STATUS.requeued, GENERATE_STATUS.generating];

/** Generations of one user under way at once: more would hold the render queue from everybody else. */
export const GENERATIONS_UNDER_WAY_MAX = 5;

/** How long a user over {@link GENERATIONS_UNDER_WAY_MAX} is told to wait, seconds. */
const GENERATION_RETRY_AFTER_SECONDS = 30;

const owned = ({ id, userId, kind }: ProjectKey) => and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.kind, kind));

/** The generation `renderId` of project `id`, while it is under way. */
const current = (id: number, renderId: string) => and(eq(projects.id, id), eq(projects.renderId, renderId), inArray(projects.generateStatus, UNDER_WAY));

/**
 * Starts generating a project: it becomes generated (it leaves the drafts for good), queued (99),
 * with `renderId` naming its files, renamed to `name` when one is given, and `cost` credits are
 * taken, all in one transaction: without enough credits nothing changes. A project whose last
 * generation failed (0) may be generated again; one under way or ready may not.
 * @throws DomainError not_found (no such project of the caller); conflict when it is queued,
 * rendering or ready (a generated project stays what it is); payment_required without enough credits;
 * busy when the user has {@link GENERATIONS_UNDER_WAY_MAX} generations under way
 */
export async function startGeneration(
  db: Database,
  key: ProjectKey,
  options: { name: string | undefined; renderId: string; cost: { creditType: number; amount: number } | null },
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [{ underWay } = { underWay: 0 }] = await tx
      .select({ underWay: count() })
      .from(projects)
      .where(and(eq(projects.userId, key.userId), inArray(projects.generateStatus, UNDER_WAY)));
    if (underWay >= GENERATIONS_UNDER_WAY_MAX) {
      throw new DomainError('busy', `You have ${GENERATIONS_UNDER_WAY_MAX} videos and images being generated. Try again when one is ready.`, {
        retryAfterSeconds: GENERATION_RETRY_AFTER_SECONDS,
      });
    }
    const [row] = await tx
      .update(projects)
      .set({
        ...(options.name ? { name: options.name } : {}),
        isGenerated: true,
        generateStatus: GENERATE_STATUS.queued,
        generateProgress: 0,
        generateStep: { name: 'queued', ahead: 0, eta: null },
        generateError: null,
        renderId: options.renderId,
        generateCredits: options.cost?.amount ?? 0,
        generatedFile: null,
        generatedJpeg: null,
        generatedAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(owned(key), or(isNull(projects.generateStatus), eq(projects.generateStatus, GENERATE_STATUS.failed))))
      .returning();
    if (!row) {
      const [existing] = await tx.select({ status: projects.generateStatus }).from(projects).where(owned(key)).limit(1);
      if (!existing) throw new DomainError('not_found', 'Not found.');
      if (existing.status === GENERATE_STATUS.ready) throw new DomainError('conflict', 'This project is already generated. Duplicate it to change it and generate again.');
      throw new DomainError('conflict', 'This project is already being generated.');
    }
    if (options.cost) await useCredits(tx, { userId: key.userId, ...options.cost, meta: { name: row.name, reason: 'generate' }, shortfall: creditShortfall(options.cost) });
    return row;
  });
}

/** A project as a render job finds it (any owner), or undefined when it was deleted. */
export async function findGenerated(db: Database, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/**
 * Records where generation `renderId` is: generating (2) with a percentage and its step, or queued
 * again (3) after a failed attempt. Nothing changes once it is ready or failed, or when another
 * generation replaced it; answers the row when it changed.
 */
export async function recordGeneration(db: Database, id: number, renderId: string, status: 2 | 3, progress: number, step: GenerationStep): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ generateStatus: status, generateProgress: Math.round(progress), generateStep: step })
    .where(current(id, renderId))
    .returning();
  return row;
}

/**
 * Records the queue positions of generations waiting for a worker (queued or queued again): for
 * each render id, the render jobs ahead of it. Answers the rows whose position changed.
 */
export async function recordQueuePositions(db: Database, ahead: ReadonlyMap<string, number>): Promise<ProjectRow[]> {
  if (ahead.size === 0) return [];
  const positions = sql.join(
    [...ahead].map(([renderId, count]) => sql`(${renderId}::text, ${count}::int)`),
    sql`, `,
  );
  const rows = await db
    .update(projects)
    .set({ generateStep: sql`jsonb_build_object('name', 'queued', 'ahead', p.ahead, 'eta', null)` })
    .from(sql`(values ${positions}) as p(render_id, ahead)`)
    .where(
      and(
        sql`${projects.renderId} = p.render_id`,
        inArray(projects.generateStatus, [GENERATE_STATUS.queued, GENERATE_STATUS.requeued]),
        sql`${projects.generateStep} is distinct from jsonb_build_object('name', 'queued', 'ahead', p.ahead, 'eta', null)`,
      ),
    )
    .returning();
  return rows as ProjectRow[];
}

/** Records the thumbnail of generation `renderId` as soon as it is drawn (the picture shows while the rest renders). Answers the row when it changed. */
export async function recordGenerationThumbnail(db: Database, id: number, renderId: string, thumbnail: string): Promise<ProjectRow | undefined> {
  const [row] = await db.update(projects).set({ thumbnail }).where(current(id, renderId)).returning();
  return row;
}

/**
 * Marks generation `renderId` ready with its files, once: a second call (a retried job that
 * finished again) changes nothing and answers undefined.
 */
export async function publishGeneration(
  db: Database,
  id: number,
  renderId: string,
  files: { generatedFile: string; generatedJpeg?: string; thumbnail: string; mailPictures?: StoredMailPictures | null },
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({
      generateStatus: GENERATE_STATUS.ready,
      generateProgress: 100,
      generateStep: null,
      generateError: null,
      mailPictures: null,
      ...files,
      generatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(current(id, renderId))
    .returning();
  return row;
}

/**
 * Marks generation `renderId` failed (0) with its reason and gives back the credits it took (a
 * grant entry "refund"), in one transaction. Answers the row when it changed.
 */
export async function failGeneration(db: Database, id: number, renderId: string, reason: string): Promise<ProjectRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ generateStatus: GENERATE_STATUS.failed, generateStep: null, generateError: reason, updatedAt: sql`now()` })
      .where(current(id, renderId))
      .returning();
    if (row && row.generateCredits > 0) {
      const { creditType } = videoGenerationCost(row.jsonData as TimelineDocument);
      await grantCredits(tx, { userId: row.userId, creditType, amount: row.generateCredits, meta: { name: row.name, reason: 'refund' } });
    }
    return row;
  });
}

/** Records the draft thumbnail of a project at a document revision (unless a newer one was recorded). */
export async function recordThumbnail(db: Database, id: number, thumbnail: string, revision: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ thumbnail, thumbnailRevision: revision })
    .where(and(eq(projects.id, id), or(isNull(projects.thumbnailRevision), sql`${projects.thumbnailRevision} < ${revision}`)))
    .returning();
  return row;
}
