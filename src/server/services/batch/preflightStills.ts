import { createReadStream } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { MergeTagPair } from '../../../scene/mergeTags.ts';
import type { AppContext } from '../../context.ts';
import type { projects } from '../../db/schema.ts';
import { newRenderId, renderFileKey, renderFileUrl } from '../generation/renderFiles.ts';
import { withWorkFolder } from '../media/workFolder.ts';
import { contactDocument, renderContactThumbnail } from '../personalisation/contactDocument.ts';
import { contactImages } from '../personalisation/contactImages.ts';
import type { FileStorage } from '../storage/fileStorage.ts';

/** The longest the render page may spend on one batch's pictures, ms. */
const DRAWING_LIMIT_MS = 120_000;

/**
 * What a batch's preflight drew: for which generation of its video (its generated file), and each
 * contact's picture by contact number (a generated file's name, or null when it could not be drawn).
 * Kept in storage, not served.
 */
type StillsManifest = { video: string | null; files: Record<string, string | null> };

/** The storage key of a batch's {@link StillsManifest}. */
const manifestKey = (batchId: number) => `batch-preflight/${batchId}.json`;

/** One contact to picture: its number and its values as its item would store them. */
export type StillSubject = { contactNumber: number; values: Record<string, string> };

/** Drawings under way, by batch: a second call for the same batch waits for the first. */
const drawing = new Map<number, Promise<StillsManifest>>();

async function readManifest(storage: FileStorage, batchId: number): Promise<StillsManifest | null> {
  const key = manifestKey(batchId);
  if (!(await storage.exists(key))) return null;
  return JSON.parse((await buffer(await storage.read(key))).toString('utf8')) as StillsManifest;
}

async function removeFiles(storage: FileStorage, manifest: StillsManifest) {
  for (const name of Object.values(manifest.files)) if (name) await storage.remove(renderFileKey(name));
}

/**
 * Draws the pictures of `subjects` on one render page, one after the other: each contact's
 * thumbnail exactly as their personalise job draws it (`contactImages`, `contactDocument`,
 * `renderContactThumbnail`), stored as a generated file of an unguessable name. A contact whose
 * picture fails gets null; so do all when the render page is not built or cannot open.
 */
async function drawStills(context: AppContext, jsonData: unknown, tags: readonly MergeTagPair[], subjects: readonly StillSubject[], log: FastifyBaseLogger) {
  const files: Record<string, string | null> = {};
  const opening = context.render.engineVersion().then(() => context.render.open({ signal: AbortSignal.timeout(DRAWING_LIMIT_MS) }));
  const session = await opening.catch((error: unknown) => log.warn({ err: error }, 'preflight render page not opened'));
  if (!session) return files;
  try {
    await withWorkFolder(context.config.dataDir, async (folder) => {
      for (const { contactNumber, values } of subjects) {
        const images = await contactImages(context, tags, values);
        try {
          const picture = await renderContactThumbnail({ session, folder }, contactDocument(jsonData, images.contact));
          const name = `${newRenderId()}-preflight.jpg`;
          await context.storage.put(renderFileKey(name), createReadStream(picture));
          files[contactNumber] = name;
        } catch (error) {
          log.warn({ err: error, contact: contactNumber }, 'preflight picture not drawn');
          files[contactNumber] = null;
        } finally {
          await images.release();
        }
      }
    });
  } finally {
    await session.close();
  }
  return files;
}

/**
 * The preflight pictures of a batch's first contacts (issue 18), by contact number: an address, or
 * null when it could not be drawn. Cached per batch: pictures drawn for the video's current
 * generation are answered from storage; only missing or failed ones are drawn (one render page for
 * all of them), and a new generation of the video draws them all again (the old files removed).
 */
export async function preflightStills(
  context: AppContext,
  batch: { id: number; video: Pick<typeof projects.$inferSelect, 'jsonData' | 'generatedFile'>; tags: readonly MergeTagPair[] },
  subjects: readonly StillSubject[],
  log: FastifyBaseLogger,
): Promise<Map<number, string | null>> {
  const { storage } = context;
  const stored = await readManifest(storage, batch.id);
  const current = stored?.video === batch.video.generatedFile ? stored : null;
  const missing = subjects.filter(({ contactNumber }) => !current?.files[contactNumber]);
  let manifest = current ?? { video: batch.video.generatedFile, files: {} };
  if (missing.length > 0) {
    let pending = drawing.get(batch.id);
    if (!pending) {
      pending = (async () => {
        const files = await drawStills(context, batch.video.jsonData, batch.tags, missing, log);
        if (stored && !current) await removeFiles(storage, stored);
        const next = { video: batch.video.generatedFile, files: { ...current?.files, ...files } };
        await storage.put(manifestKey(batch.id), Buffer.from(JSON.stringify(next)));
        return next;
      })().finally(() => drawing.delete(batch.id));
      drawing.set(batch.id, pending);
    }
    manifest = await pending;
  }
  return new Map(subjects.map(({ contactNumber }) => [contactNumber, manifest.files[contactNumber] ? renderFileUrl(manifest.files[contactNumber]!) : null]));
}

/** Removes the preflight pictures of these batches and what listed them (their video is being deleted). */
export async function removePreflightStills(storage: FileStorage, batchIds: readonly number[]): Promise<void> {
  for (const batchId of batchIds) {
    const manifest = await readManifest(storage, batchId);
    if (!manifest) continue;
    await removeFiles(storage, manifest);
    await storage.remove(manifestKey(batchId));
  }
}
