import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { projects } from '../../src/server/db/schema.ts';
import { pruneRenderCache, renderCachePruneJob } from '../../src/server/jobs/renderCachePruning.ts';
import { createJobQueue, type JobDefinition } from '../../src/server/jobs/queue.ts';
import { newRenderId, renderFileKey, renderFileUrl, renderOutputNames, segmentKey, soundPieceKey, soundTrackKey } from '../../src/server/services/generation/renderFiles.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { blankDocument, createProjectVia, projectPath, type Kind } from '../support/projects.ts';
import { openTestDatabase } from '../support/testDatabase.ts';
import { useTestServer } from '../support/testServer.ts';

const { server, call } = useTestServer();
const DAY = 24 * 3600 * 1000;

/** Makes a project look generated, with its files in storage as a render would leave them (the renderer itself is tested in generate.test.ts). */
async function generatedProject(token: string, kind: Kind) {
  const { id } = await createProjectVia(call, token, kind, blankDocument(kind === 'video' ? 1 : 2));
  const names = renderOutputNames(newRenderId());
  const files = kind === 'video' ? [names.video, names.thumbnail] : [names.png, names.jpeg, names.thumbnail];
  for (const name of files) await server.context.storage.put(renderFileKey(name), Buffer.from(name));
  await server.context.db
    .update(projects)
    .set({
      isGenerated: true,
      generateStatus: 1,
      generatedFile: kind === 'video' ? names.video : names.png,
      generatedJpeg: kind === 'video' ? null : names.jpeg,
      thumbnail: renderFileUrl(names.thumbnail),
    })
    .where(eq(projects.id, id));
  return { id, files };
}

const stored = async (names: string[]) => Promise.all(names.map((name) => server.context.storage.exists(renderFileKey(name))));
const remove = (token: string, kind: Kind, id: number) => call('DELETE', `${projectPath[kind]}/${id}/`, { token });

describe('deleting a project removes its generated files', () => {
  it('a video: its MP4 and thumbnail; an image: its PNG, JPEG and thumbnail', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'files-owner@example.com');
    for (const kind of ['video', 'image'] as const) {
      const { id, files } = await generatedProject(token, kind);
      expect(await stored(files)).toEqual(files.map(() => true));
      expect((await remove(token, kind, id)).body).toMatchObject({ isError: false, result: { id } });
      expect(await stored(files)).toEqual(files.map(() => false));
    }
  });

  it('keeps a file that another project still names, until that one is deleted too', async () => {
    const token = await signUpAndLogIn(call, server.smtp, 'files-shared@example.com');
    const first = await generatedProject(token, 'video');
    const second = await generatedProject(token, 'video');
    const shared = first.files[1]!;
    await server.context.db
      .update(projects)
      .set({ thumbnail: renderFileUrl(shared) })
      .where(eq(projects.id, second.id));
    expect((await remove(token, 'video', first.id)).status).toBe(200);
    expect(await stored([first.files[0]!, shared])).toEqual([false, true]);
    expect((await remove(token, 'video', second.id)).status).toBe(200);
    expect(await stored([shared, second.files[0]!])).toEqual([false, false]);
  });

  it('another user cannot delete the project: 404 Not found., and its files stay', async () => {
    const owner = await signUpAndLogIn(call, server.smtp, 'files-ann@example.com');
    const other = await signUpAndLogIn(call, server.smtp, 'files-bob@example.com');
    const { id, files } = await generatedProject(owner, 'video');
    const answer = await remove(other, 'video', id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ isError: true, message: 'Not found.' });
    expect(await stored(files)).toEqual([true, true]);
    expect((await call('GET', `${projectPath.video}/${id}/`, { token: owner })).status).toBe(200);
  });
});

describe('the render cache is pruned', () => {
  /** Stores a cache file of `size` bytes last used `daysAgo` days before now. */
  async function cached(key: string, size: number, daysAgo: number) {
    await server.context.storage.put(key, Buffer.alloc(size));
    const usedAt = new Date(Date.now() - daysAgo * DAY);
    await fs.utimes(path.join(server.dataDir, 'files', key), usedAt, usedAt);
  }

  it('removes segments, sound tracks and sound pieces unused for longer than the age limit, and the least lately used beyond the size budget', async () => {
    const [stale, staleSound, stalePiece, recent, older, fresh] = [
      segmentKey('stale'),
      soundTrackKey('stale'),
      soundPieceKey('stale'),
      segmentKey('recent'),
      segmentKey('older'),
      segmentKey('fresh'),
    ];
    await cached(stale, 100, 8);
    await cached(staleSound, 50, 30);
    await cached(stalePiece, 25, 10);
    await cached(recent, 300, 1);
    await cached(older, 300, 2);
    await cached(fresh, 300, 0);
    // A reuse marks the older segment used now: the budget then takes the one used a day ago instead.
    await server.context.storage.touch(older);

    const pruned = await pruneRenderCache(server.context.storage, { maxAgeMs: 7 * DAY, maxBytes: 600 });
    expect(pruned).toEqual({ files: 4, bytes: 475 });
    const left = (await server.context.storage.list('render-cache')).map((file) => file.key).sort();
    expect(left).toEqual([fresh, older].sort());
  });

  it('runs when a server that works jobs starts', async () => {
    const count = sql`select count(*)::int as count from pgboss.job where name = ${renderCachePruneJob.name} and state = 'completed'`;
    await expect.poll(async () => ((await server.context.db.execute(count)) as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(1);
  });

  it('a scheduled job is sent once per period, however many processes schedule it', async () => {
    const database = await openTestDatabase();
    const definition: JobDefinition<object> = { name: 'test-hourly', retryLimit: 0, expireInSeconds: 60 };
    const worker = createJobQueue(database);
    const other = createJobQueue(database);
    let runs = 0;
    worker.work(definition, async () => {
      runs++;
    });
    worker.schedule(definition, 3600);
    other.schedule(definition, 3600);
    const log = pino({ level: 'silent' });
    try {
      await worker.start(log);
      await other.start(log);
      await expect.poll(() => runs, { timeout: 30_000 }).toBe(1);
      const jobs = await database.executeSql(`select count(*)::int as count from pgboss.job where name = '${definition.name}'`);
      expect(jobs.rows).toEqual([{ count: 1 }]);
    } finally {
      await other.stop();
      await worker.stop();
      await database.close();
    }
  });
});
