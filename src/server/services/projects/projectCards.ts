import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ProjectCard } from '../../../contract/projects.ts';
import type { Database } from '../../db/database.ts';
import { projects } from '../../db/schema.ts';
import { cachedUserAnswer } from '../auth/accountCache.ts';
import { mainVideoGenerate } from '../generation/generationDetails.ts';
import type { ProjectKind } from './projectKinds.ts';
import type { ProjectRow } from './projectStore.ts';

/**
 * My Videos and My Images (spec 001 §2, §3; 002 §2): the user's projects as list cards and detail
 * screens show them. Reads only; every query names the owner and the kind.
 */

/** The columns a card reads: never the document, which may be megabytes. */
const cardColumns = {
  id: projects.id,
  name: projects.name,
  thumbnail: projects.thumbnail,
  revision: projects.revision,
  isGenerated: projects.isGenerated,
  isPersonalized: projects.isPersonalized,
  generateStatus: projects.generateStatus,
  generateProgress: projects.generateProgress,
  generateStep: projects.generateStep,
  generateError: projects.generateError,
  generatedFile: projects.generatedFile,
  generatedJpeg: projects.generatedJpeg,
  generatedAt: projects.generatedAt,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** What a card is made from. */
type CardRow = Pick<ProjectRow, keyof typeof cardColumns>;

/** Items per page of the lists (spec 001 §9 "List page size: 10 items"). */
export const MY_ITEMS_PAGE_SIZE = 10;

/** A stored project as a card. */
export function toProjectCard(row: CardRow): ProjectCard {
  return {
    id: row.id,
    name: row.name,
    thumbnail: row.thumbnail,
    revision: row.revision,
    isGenerated: row.isGenerated,
    isPersonalized: row.isPersonalized,
    mainVideoGenerate: mainVideoGenerate(row),
    timestamp: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    generatedAt: row.generatedAt?.toISOString() ?? null,
  };
}

/**
 * A page of the user's projects of one kind, generated or drafts, last changed first (ties: newest
 * first), with the count of all of them: one query (each row carries the count), and a count of its
 * own only for a page past the end. From the embedded database's account cache when it holds it.
 */
export function listProjectCards(db: Database, page: CardPage): Promise<{ count: number; results: ProjectCard[] }> {
  const { userId, kind, isGenerated, limit, offset } = page;
  return cachedUserAnswer(db, userId, `cards ${kind} ${isGenerated} ${limit} ${offset}`, () => readProjectCards(db, page));
}

type CardPage = { userId: number; kind: ProjectKind; isGenerated: boolean; limit: number; offset: number };

async function readProjectCards(db: Database, { userId, kind, isGenerated, limit, offset }: CardPage) {
  const where = and(eq(projects.userId, userId), eq(projects.kind, kind), eq(projects.isGenerated, isGenerated));
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ value: count() }).from(projects).where(where))[0]?.value ?? 0) : 0);
  return { count: total, results: rows.map(toProjectCard) };
}
