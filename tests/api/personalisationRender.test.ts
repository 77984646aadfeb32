import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFrameCount } from '../../src/scene/renderSegments.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { greetingDocument, personalisePath } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { type LiveClient, openLive, probeStreams, renderAppDir, until } from '../support/renders.ts';
import { markReady, tokenOf, visit } from '../support/sharing.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** One personalised video and one personalised image are rendered for real: slow on two shared cores. */
const RENDER_MS = 300_000;

let server: TestServer;
let call: ApiCall;
let origin: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ APP_DIR: renderAppDir() });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  token = await signUpAndLogIn(call, server.smtp, 'personal-render@example.com');
}, 120_000);
afterAll(() => server?.close());

/** The solo link progress messages (`results`, type 2) of personalised item `id` on a socket (the main video's are type 0). */
const progressOf = (live: LiveClient, id: number) =>
  live.received
    .filter((message) => message.command === 'videoEditor.progress.update' && message.data.results.type === 2 && message.data.results.id === id)
    .map((message) => message.data.results);

describe('a personalised render', () => {
  it('renders the contact’s video, tells its progress (type 2: 3 → 2 → 1) and its page plays a playable MP4', { timeout: RENDER_MS }, async () => {
    const document = greetingDocument(blankDocument(1));
    const video = await createProjectVia(call, token, 'video', document, 'Intro');
    await markReady(server, video.id);
    const live = await openLive(origin, token);
    try {
      const made = await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: { email: 'ada@example.com', first_name: 'Ada' } } });
      expect(made.status).toBe(200);
      const { id } = made.body.result;
      await until(() => progressOf(live, id).some((results) => results.status === 1 || results.status === 0), RENDER_MS - 30_000, 'the personalised video');
      const updates = progressOf(live, id);
      expect(live.received.filter((message) => message.command === 'videoEditor.progress.update').every((message) => message.data.id === video.id)).toBe(true);
      expect(updates[0]).toMatchObject({ status: 3, progress: 0 });
      const generating = updates.filter((results) => results.status === 2).map((results) => results.progress as number);
      expect(generating.length).toBeGreaterThan(0);
      expect(generating).toEqual(generating.toSorted((a, b) => a - b));
      const ready = updates.at(-1)!;
      expect(ready).toMatchObject({ status: 1, progress: 100 });
      expect(ready.video).toMatch(/^\/api\/renders\/file\/[\w-]{22}\.mp4$/);

      const entry = (await call('GET', personalisePath.solo(video.id), { token })).body.results[0];
      expect(entry).toMatchObject({ id, status: 1, progress: 100, video: ready.video, fileName: 'Intro-Ada.mp4' });
      const file = path.join(server.dataDir, 'personal.mp4');
      const download = await server.app.inject({ method: 'GET', url: `${entry.video}?download=${encodeURIComponent(entry.fileName)}` });
      expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'video/mp4']);
      expect(download.headers['content-disposition']).toContain('filename="Intro-Ada.mp4"');
      await fs.writeFile(file, download.rawPayload);
      const probe = await probeStreams(file);
      const stream = probe.streams.find((candidate) => candidate.codec_type === 'video')!;
      expect([stream.codec_name, stream.width, stream.height, stream.r_frame_rate, stream.nb_frames]).toEqual(['h264', 1920, 1080, '25/1', String(renderFrameCount(document))]);
      expect(probe.streams.find((candidate) => candidate.codec_type === 'audio')?.codec_name).toBe('aac');

      // The contact's page plays the contact's video, not the item's.
      const played = await server.app.inject({ method: 'GET', url: `/s/${tokenOf(entry.campaignUrl)}/video.mp4` });
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload.equals(download.rawPayload)).toBe(true);
      expect((await visit(server, `/s/${tokenOf(entry.campaignUrl)}`)).body).toContain('Hi Ada, this is for you');
    } finally {
      live.close();
    }
  });

  it('renders the contact’s image through the stills path', { timeout: RENDER_MS }, async () => {
    const image = await createProjectVia(call, token, 'image', greetingDocument(blankDocument(2)), 'Card');
    await markReady(server, image.id);
    const made = await call('POST', personalisePath.imageLink(image.id), { token, body: { mergeTagData: { email: 'grace@example.com', first_name: 'Grace' } } });
    expect(made.status).toBe(200);
    const entryOf = async () => (await call('GET', personalisePath.imageLink(image.id), { token })).body.results[0];
    await until(async () => [0, 1].includes((await entryOf()).status), RENDER_MS - 30_000, 'the personalised image');
    const entry = await entryOf();
    expect(entry).toMatchObject({ status: 1, type: 3, fileName: 'Card-Grace.png' });
    const png = await server.app.inject({ method: 'GET', url: entry.video });
    expect([png.statusCode, png.headers['content-type'], png.rawPayload.subarray(1, 4).toString()]).toEqual([200, 'image/png', 'PNG']);
    const poster = await server.app.inject({ method: 'GET', url: `/s/${tokenOf(entry.campaignUrl)}/poster.jpg` });
    expect([poster.statusCode, poster.headers['content-type'], poster.rawPayload.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8']);
  });
});
