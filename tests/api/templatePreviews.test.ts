import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { chromiumDescendants, meanVolume, probeStreams, renderAppDir, until } from '../support/renders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** Rendering a 15 s preview (and speaking its script) on two shared cores takes a while. */
const RENDER_MS = 300_000;

/** One avatar video in 16:9 (pictures, then a speaking preview video) and one image in 1:1 (its picture): what this file asks for. */
const CHOSEN = 'thank-you@16:9,quote-card@1:1';

type Previews = { thumbnail: string | null; video: string | null; previewStatus: string };
type Item = Previews & { id: string; scenes: { thumbnail: string | null; video: null }[]; hVideo: Previews; sVideo: Previews; vVideo: Previews };

let dataDir: string;
let server: TestServer | undefined;
let call: ApiCall;
let token: string;

/** Starts a server on the shared data folder (a fresh database each time, as after a move), listening so the render page can load. */
async function start(env: Record<string, string>) {
  server = await startTestServer({ DATA_DIR: dataDir, APP_DIR: renderAppDir(), TEMPLATE_PREVIEWS: CHOSEN, ...env });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = await signUpAndLogIn(call, server.smtp, `previews-${Date.now()}@example.com`);
}

async function stop() {
  await server?.close();
  server = undefined;
}

/** The template `id` as the list at `path` answers it. */
async function listed(listPath: string, id: string): Promise<Item> {
  const answer = await call('GET', listPath, { token });
  expect(answer.status).toBe(200);
  const item = (answer.body.results as Item[]).find((candidate) => candidate.id === id);
  if (!item) throw new Error(`${id} is not in ${listPath}`);
  return item;
}

const thankYou = () => listed('/api/newvideo/video/template/?q=thank', 'thank-you');
const quoteCard = () => listed('/api/newimage/image/template/?size=1:1&q=quote', 'quote-card');

/** The preview files in storage, by name, with when each was last written. */
async function storedPreviews(): Promise<Map<string, number>> {
  const folder = path.join(dataDir, 'files', 'previews');
  const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => /\.(jpg|mp4)$/.test(name));
  return new Map(await Promise.all(names.map(async (name) => [name, (await fs.stat(path.join(folder, name))).mtimeMs] as const)));
}

const previewJobs = async () =>
  Number(
    ((await server!.context.db.execute(sql`select count(*)::int as count from pgboss.job where name = 'preview'`)) as unknown as { rows: { count: number }[] }).rows[0]!.count,
  );

/** Width and height of a JPEG, from its frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  throw new Error('no JPEG frame header');
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'template-previews-'));
});
afterAll(async () => {
  await stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('template previews', () => {
  let made: Map<string, number>;

  it(
    'renders the chosen previews in the background; the lists name them once made, and they are served as JPEG and MP4, cached for ever',
    async () => {
      await start({});
      const before = await thankYou();
      expect(before.video).toBeNull();
      expect(before.previewStatus).toBe('preparing');
      // Not chosen: never made here, so the card shows its placeholder without waiting.
      expect(before.sVideo).toMatchObject({ thumbnail: null, video: null, previewStatus: 'none' });

      await until(async () => (await thankYou()).previewStatus === 'ready' && (await quoteCard()).previewStatus === 'ready', RENDER_MS - 30_000, 'the previews');
      const item = await thankYou();
      expect(item.hVideo).toMatchObject({ thumbnail: item.thumbnail, video: item.video, previewStatus: 'ready' });
      expect(item.thumbnail).toMatch(/^\/api\/previews\/file\/[0-9a-f]{32}\.jpg$/);
      expect(item.video).toMatch(/^\/api\/previews\/file\/[0-9a-f]{32}\.mp4$/);
      expect(item.scenes).toHaveLength(2);
      for (const scene of item.scenes) expect(scene).toMatchObject({ thumbnail: expect.stringMatching(/\.jpg$/), video: null });
      expect(new Set([item.thumbnail, ...item.scenes.map((scene) => scene.thumbnail)]).size).toBe(3);

      const picture = await server!.app.inject({ method: 'GET', url: item.thumbnail! });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(jpegSize(picture.rawPayload)).toEqual({ width: 800, height: 450 });

      const video = await server!.app.inject({ method: 'GET', url: item.video! });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const file = path.join(dataDir, 'preview.mp4');
      await fs.writeFile(file, video.rawPayload);
      const probe = await probeStreams(file);
      expect(probe.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
      expect(probe.streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      // The presenter speaks the script in the first seconds (speech made before the video was drawn).
      expect(await meanVolume(file, 0.5, 3)).toBeGreaterThan(-40);

      const card = await quoteCard();
      expect(card).toMatchObject({ video: null, previewStatus: 'ready', sVideo: { previewStatus: 'ready', video: null }, hVideo: { previewStatus: 'none', thumbnail: null } });
      expect(card.scenes[0]!.thumbnail).toBe(card.thumbnail);
      expect(jpegSize((await server!.app.inject({ method: 'GET', url: card.thumbnail! })).rawPayload)).toEqual({ width: 640, height: 640 });

      const missing = await server!.app.inject({ method: 'GET', url: `/api/previews/file/${'0'.repeat(32)}.jpg` });
      expect(missing.statusCode).toBe(404);
      expect((await server!.app.inject({ method: 'GET', url: '/api/previews/file/..%2Fspeech.jpg' })).statusCode).toBe(400);

      made = await storedPreviews();
      // Thank You: its picture, two scenes and the video; Quote Card: one picture.
      expect(made.size).toBe(5);
    },
    RENDER_MS,
  );

  it('renders nothing again after a restart: the lists name the same files at once', async () => {
    await stop();
    await start({});
    const item = await thankYou();
    expect(item.previewStatus).toBe('ready');
    expect((await quoteCard()).previewStatus).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await previewJobs()).toBe(0);
    expect(chromiumDescendants()).toEqual([]);
    expect(await storedPreviews()).toEqual(made);
  });

  it(
    'renders anew for a new engine (another render page), keeping the earlier files',
    async () => {
      await stop();
      const app = await fs.mkdtemp(path.join(os.tmpdir(), 'template-previews-app-'));
      try {
        await fs.cp(renderAppDir(), app, { recursive: true });
        await fs.appendFile(path.join(app, 'render.html'), '\n<!-- another engine -->\n');
        await start({ APP_DIR: app, TEMPLATE_PREVIEWS: 'quote-card@1:1' });
        const earlier = await quoteCard();
        expect(earlier).toMatchObject({ thumbnail: null, previewStatus: 'preparing' });
        await until(async () => (await quoteCard()).previewStatus === 'ready', RENDER_MS - 30_000, 'the new picture');
        const renewed = (await quoteCard()).thumbnail!;
        expect(made.has(path.basename(renewed))).toBe(false);
        const now = await storedPreviews();
        expect(now.size).toBe(made.size + 1);
        for (const [name, written] of made) expect(now.get(name)).toBe(written);
        // Only the chosen one: Thank You is not made again for this engine.
        expect((await thankYou()).previewStatus).toBe('none');
      } finally {
        await stop();
        await fs.rm(app, { recursive: true, force: true });
      }
    },
    RENDER_MS,
  );
});
