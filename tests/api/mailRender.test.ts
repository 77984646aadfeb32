import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import { MAIL_GIF_MAX_BYTES, MAIL_GIF_SECONDS } from '../../src/server/services/mail/mailPicture.ts';
import { probeMedia } from '../../src/server/services/media/probeMedia.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { batchPath, contactsCsv, GREETING_MAP, uploadCsv } from '../support/batch.ts';
import { greetingDocument } from '../support/personalisation.ts';
import { blankDocument, createProjectVia } from '../support/projects.ts';
import { decodeRgb, type LiveClient, openLive, renderAppDir, until } from '../support/renders.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** A main video, one solo mail code and a mail batch of 10 contacts are rendered for real: slow on two shared cores. */
const RENDER_MS = 600_000;

let server: TestServer;
let call: ApiCall;
let origin: string;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ APP_DIR: renderAppDir() });
  call = apiClient(server.app);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
  token = await signUpAndLogIn(call, server.smtp, 'mail-render@example.com');
}, 120_000);
afterAll(() => server?.close());

/** A one-scene video without an avatar whose text says "Hi {{first_name}} from {{company}}", 4 s long (pro mode). */
function fourSecondGreeting(): ProjectDocument {
  const base = greetingDocument(blankDocument(1));
  const sceneId = base.currentScene.sceneArr[0]!;
  const scene = base.scenes[String(sceneId)]!;
  return parseProjectDocument({ ...base, scenes: { ...base.scenes, [sceneId]: { ...scene, haveEasyMode: false, duration: 4 } } });
}

/** A served file written to the test's data folder. */
async function fetchFile(address: string, name: string): Promise<{ file: string; bytes: number; type: string | undefined }> {
  const answer = await server.app.inject({ method: 'GET', url: address.replace(server.context.config.publicUrl, '') });
  expect(answer.statusCode).toBe(200);
  const file = path.join(server.dataDir, name);
  await fs.writeFile(file, answer.rawPayload);
  return { file, bytes: answer.rawPayload.length, type: answer.headers['content-type'] as string | undefined };
}

/** The first frame of a picture or video as RGB pixels at `width` x `height`. */
const firstFrame = (file: string, width: number, height: number) => decodeRgb(file, undefined, { width, height });

/** How many pixels of two same-sized RGB pictures differ by more than a third of the range in some channel: what a changed word makes, not what dithering does. */
function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let index = 0; index < a.length; index += 3) {
    if (Math.max(Math.abs(a[index]! - b[index]!), Math.abs(a[index + 1]! - b[index + 1]!), Math.abs(a[index + 2]! - b[index + 2]!)) > 85) count += 1;
  }
  return count;
}

/** The solo mail progress messages (`results`, type 4) of entry `id`. */
const mailUpdatesOf = (live: LiveClient, id: number) =>
  live.received
    .filter((message) => message.command === 'videoEditor.progress.update' && message.data.results.type === 4 && message.data.results.id === id)
    .map((message) => message.data.results);

describe('mail pictures', () => {
  let videoId: number;
  let mainGif: string;

  it('are made for a generated video: its code shows a GIF of the first 3 s under 1 MB and a still of its first frame', { timeout: RENDER_MS }, async () => {
    const video = await createProjectVia(call, token, 'video', fourSecondGreeting(), 'Intro');
    videoId = video.id;
    expect((await call('POST', `/api/newvideo/video/generate/${video.id}/`, { token, body: {} })).status).toBe(200);
    let details: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
    await until(
      async () => {
        details = (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result;
        return details.code !== null;
      },
      RENDER_MS - 60_000,
      'the main video’s mail code',
    );
    const gif = await fetchFile(details.mailPictures.animated, 'main.gif');
    const still = await fetchFile(details.mailPictures.still, 'main.jpg');
    expect([gif.type, still.type]).toEqual(['image/gif', 'image/jpeg']);
    expect(gif.bytes).toBeLessThan(MAIL_GIF_MAX_BYTES);
    const probe = await probeMedia(gif.file);
    expect([probe.video?.width, probe.video?.height]).toEqual([details.mailPictures.width, details.mailPictures.height]);
    // The first 3 s of the 4 s video.
    expect((await probeMedia((await fetchFile(details.mainVideoGenerate.video, 'main.mp4')).file)).duration).toBeGreaterThan(3.9);
    expect(probe.duration).toBeGreaterThan(MAIL_GIF_SECONDS - 0.2);
    expect(probe.duration).toBeLessThanOrEqual(MAIL_GIF_SECONDS + 0.1);
    expect(details.code).toContain(`src="${server.context.config.publicUrl}${details.mailPictures.animated}"`);
    mainGif = gif.file;
  });

  it('of a solo mail code show the contact’s name in the first frame; the code greets them (type 4 progress)', { timeout: RENDER_MS }, async () => {
    const live = await openLive(origin, token);
    try {
      const made = await call('POST', `/api/newvideo/video/generate/solomail/${videoId}/`, {
        token,
        body: { mergeTagData: { email: 'ada@example.com', first_name: 'Ada', company: 'Engines' } },
      });
      expect(made.status).toBe(200);
      const { id } = made.body.result;
      await until(() => mailUpdatesOf(live, id).some((results) => results.status === 1 || results.status === 0), RENDER_MS - 60_000, 'the solo mail code');
      expect(mailUpdatesOf(live, id).at(-1)).toMatchObject({ status: 1, progress: 100 });
      const entry = (await call('GET', `/api/newvideo/video/generate/solomail/${videoId}/`, { token })).body.results[0];
      expect(entry).toMatchObject({ id, type: 4, status: 1 });
      expect(entry.code).toContain('alt="Play the video for Ada"');
      const gif = await fetchFile(entry.mailPictures.animated, 'ada.gif');
      expect(gif.bytes).toBeLessThan(MAIL_GIF_MAX_BYTES);
      const { width, height } = entry.mailPictures;

      // The first frame is Ada's: close to her video's first frame with the play button (her still), unlike the main video's.
      const adaFirst = await firstFrame(gif.file, width, height);
      const adaStill = await firstFrame((await fetchFile(entry.mailPictures.still, 'ada.jpg')).file, width, height);
      const mainFirst = await firstFrame(mainGif, width, height);
      const toOwnStill = differingPixels(adaFirst, adaStill);
      const toMain = differingPixels(adaFirst, mainFirst);
      // Measured: 28 pixels apart from her still (dithering, scaling), 169 from the main video's frame ("Hi Ada from Engines" against "Hi there from").
      expect(toMain).toBeGreaterThan(100);
      expect(toMain).toBeGreaterThan(3 * toOwnStill);
    } finally {
      live.close();
    }
  });

  it('of a mail batch of 10 contacts: 10 codes in the generated CSV, each with its own GIF', { timeout: RENDER_MS }, async () => {
    const names = ['Ada', 'Bo', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
    const csv = await uploadCsv(server, token, contactsCsv(names.map((name) => [`${name.toLowerCase()}@example.com`, name, 'Acme', ''])));
    const validated = await call('POST', batchPath.validate(videoId), { token, body: { mergeTagMap: GREETING_MAP, csvFile: csv.id, type: 2 } });
    expect(validated.body.result).toMatchObject({ type: 2, totalCount: 10 });
    const batchId = validated.body.id as number;
    expect((await call('GET', batchPath.generate(batchId), { token })).status).toBe(200);
    await until(async () => (await call('GET', batchPath.history(videoId, '?type=2'), { token })).body.results[0].status === 1, RENDER_MS - 60_000, 'the mail batch');
    const generated = (await call('GET', batchPath.generated(batchId), { token })).body.result;
    const text = (await server.app.inject({ method: 'GET', url: generated.generatedFile })).body;
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe('Email,First Name,Company,Notes,Campaign URL,Mail Code');
    const gifs = rows.slice(1).map((row, index) => {
      expect(row).toContain(`Play the video for ${names[index]}`);
      return /src=""([^"]+\.gif)""/.exec(row)?.[1];
    });
    expect(new Set(gifs).size).toBe(10);
    for (const [index, address] of gifs.entries()) expect((await fetchFile(address!, `batch-${index}.gif`)).bytes).toBeLessThan(MAIL_GIF_MAX_BYTES);
  });
});
