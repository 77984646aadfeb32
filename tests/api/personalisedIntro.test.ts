import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderSegment, renderFrameCount, renderSegments } from '../../src/scene/renderSegments.ts';
import { FPS } from '../../src/scene/time.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { apiClient, type ApiCall } from '../support/apiClient.ts';
import { introVideo, personalisePath } from '../support/personalisation.ts';
import { createProjectVia } from '../support/projects.ts';
import { frameHashes, meanVolume, probeStreams, renderAppDir, soundHash, soundSeconds, until } from '../support/renders.ts';
import { tokenOf, visit } from '../support/sharing.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** The main render and two contacts' renders, for real: slow on two shared cores. */
const RENDER_MS = 300_000;

/** Scene 1 says and shows "Hi {{first_name}}" (3 s: room for the longer name's speech); scenes 2 and 3 hold no tag. */
const document = introVideo([
  { seconds: 3, script: 'Hi {{first_name}}.', title: 'Hi {{first_name}}' },
  { seconds: 2, script: 'This is scene two.', title: 'Scene two' },
  { seconds: 2, script: 'And scene three.', title: 'Scene three' },
]);
/** Names of clearly different spoken length. */
const contacts = [
  { email: 'ada@example.com', first_name: 'Ada' },
  { email: 'grace@example.com', first_name: 'Maximiliana Grace' },
];

// Three real renders: one database is enough to prove what the MP4s hold (the routes' own tests run on both).
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('a video whose intro alone is personalised (issue 17)', () => {
  let server: TestServer;
  let call: ApiCall;
  let token: string;
  /** What the first test made: the video, and Ada's personalised MP4. */
  let videoId: number;
  let adaFile: string;

  beforeAll(async () => {
    server = await startTestServer({ APP_DIR: renderAppDir() });
    call = apiClient(server.app);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    token = await signUpAndLogIn(call, server.smtp, 'intro@example.com');
  }, 120_000);
  afterAll(() => server?.close());

  /** The keys of the sound pieces in the render cache (`render-cache/sound-pieces/…`). */
  const cachedPieces = async () => (await server.context.storage.list('render-cache/sound-pieces')).map((file) => file.key).sort();
  /** The solo links made of the video so far. */
  const entriesOf = async () =>
    (await call('GET', personalisePath.solo(videoId), { token })).body.results as {
      id: number;
      status: number;
      video: string;
      campaignUrl: string;
      mergeTagValue: Record<string, string>;
    }[];

  /** Stores the generated file at `address` (`/api/renders/file/…`) in the test's folder as `name`. */
  const saveFile = async (address: string, name: string) => {
    const answer = await server.app.inject({ method: 'GET', url: address });
    expect(answer.statusCode).toBe(200);
    const file = path.join(server.dataDir, name);
    await fs.writeFile(file, answer.rawPayload);
    return file;
  };

  it('makes each contact’s MP4 differ from the main one in scene 1 only, with the contact’s speech, and each page greets its contact', { timeout: RENDER_MS }, async () => {
    const video = await createProjectVia(call, token, 'video', document, 'Intro');
    videoId = video.id;
    expect((await call('POST', `/api/newvideo/video/generate/${video.id}/`, { token, body: {} })).status).toBe(200);
    const mainOf = async () => (await call('GET', `/api/newvideo/video/details/${video.id}/`, { token })).body.result.mainVideoGenerate;
    await until(async () => [0, 1].includes((await mainOf()).status), RENDER_MS / 3, 'the main video');
    expect((await mainOf()).status).toBe(1);
    const main = await saveFile((await mainOf()).video, 'main.mp4');
    // The main sound track is made of one piece per scene, each speaking.
    const mainPieces = await cachedPieces();
    expect(mainPieces).toHaveLength(3);

    for (const contact of contacts) expect((await call('POST', personalisePath.solo(video.id), { token, body: { mergeTagData: contact } })).status).toBe(200);
    await until(async () => (await entriesOf()).every((entry) => [0, 1].includes(entry.status)), RENDER_MS / 2, 'both personalised videos');
    const entries = await entriesOf();
    const entryOf = (contact: (typeof contacts)[number]) => entries.find((entry) => entry.mergeTagValue.first_name === contact.first_name)!;
    expect(entries.map((entry) => entry.status)).toEqual([1, 1]);
    const [ada, grace] = (await Promise.all(contacts.map((contact) => saveFile(entryOf(contact).video, `${contact.email}.mp4`)))) as [string, string];
    adaFile = ada;
    // Each contact's sound mixed one piece, its intro's: the other scenes' pieces are the main track's.
    const piecesAfter = await cachedPieces();
    expect(piecesAfter).toHaveLength(mainPieces.length + contacts.length);
    expect(piecesAfter).toEqual(expect.arrayContaining(mainPieces));

    // Every video is as long as the document: the longer name's speech fits in scene 1, so each scene starts at the same frame in all three.
    const [intro, scene2] = renderSegments(document) as [RenderSegment, RenderSegment];
    const frames = renderFrameCount(document);
    for (const file of [main, ada, grace]) expect((await probeStreams(file)).streams.find((stream) => stream.codec_type === 'video')?.nb_frames).toBe(String(frames));

    // Pixels: scenes 2 and 3 decode to the main video's frames exactly; every frame of scene 1 differs (from the main one's and between the contacts).
    const [mainFrames, adaFrames, graceFrames] = (await Promise.all([main, ada, grace].map(frameHashes))) as [string[], string[], string[]];
    const laterFrames = (hashes: string[]) => hashes.slice(scene2.fromFrame);
    const introFrames = (hashes: string[]) => hashes.slice(intro.fromFrame, intro.toFrame);
    expect(mainFrames).toHaveLength(frames);
    expect(laterFrames(adaFrames)).toEqual(laterFrames(mainFrames));
    expect(laterFrames(graceFrames)).toEqual(laterFrames(mainFrames));
    introFrames(mainFrames).forEach((hash, index) => {
      expect(introFrames(adaFrames)[index]).not.toBe(hash);
      expect(introFrames(graceFrames)[index]).not.toBe(hash);
      expect(introFrames(graceFrames)[index]).not.toBe(introFrames(adaFrames)[index]);
    });

    // Sound: scene 1 is the contact's speech (the longer name is heard longer and louder over the scene); scenes 2 and 3 sound as in the main video.
    const introSeconds = intro.toFrame / FPS;
    const [adaSpeech, graceSpeech] = (await Promise.all([ada, grace].map((file) => soundSeconds(file, 0, introSeconds)))) as [number, number];
    expect(adaSpeech).toBeGreaterThan(0.3);
    expect(graceSpeech - adaSpeech).toBeGreaterThan(0.3);
    const [adaLevel, graceLevel] = (await Promise.all([ada, grace].map((file) => meanVolume(file, 0, introSeconds)))) as [number, number];
    expect(graceLevel - adaLevel).toBeGreaterThan(0.5);
    const laterSeconds = (frames - scene2.fromFrame) / FPS;
    const [mainLater, adaLater, graceLater] = (await Promise.all([main, ada, grace].map((file) => meanVolume(file, introSeconds, laterSeconds)))) as [number, number, number];
    expect(Math.abs(adaLater - mainLater)).toBeLessThan(0.5);
    expect(Math.abs(graceLater - mainLater)).toBeLessThan(0.5);

    // Each link's page greets its contact.
    for (const contact of contacts) expect((await visit(server, `/s/${tokenOf(entryOf(contact).campaignUrl)}`)).body).toContain(`Hi ${contact.first_name}, this is for you`);
  });

  it('makes the same sound track, sample for sample, when the contact’s sound is mixed again whole (nothing in the render cache)', { timeout: RENDER_MS }, async () => {
    const { storage } = server.context;
    const pieces = await cachedPieces();
    const bytesOf = async (key: string) => Buffer.concat(await (await storage.read(key)).toArray());
    const before = new Map(await Promise.all(pieces.map(async (key) => [key, await bytesOf(key)] as const)));
    for (const folder of ['render-cache/sound', 'render-cache/sound-chunks', 'render-cache/sound-pieces'])
      for (const file of await storage.list(folder)) await storage.remove(file.key);

    const made = await call('POST', personalisePath.solo(videoId), { token, body: { mergeTagData: contacts[0] } });
    expect(made.status).toBe(200);
    const entryOf = async () => (await entriesOf()).find((entry) => entry.id === made.body.result.id)!;
    await until(async () => [0, 1].includes((await entryOf()).status), RENDER_MS - 30_000, 'the video mixed again');
    const again = await saveFile((await entryOf()).video, 'ada-again.mp4');

    // All three pieces were mixed again, to the very samples the incremental render used; the encoded tracks decode alike.
    const remixed = await cachedPieces();
    expect(remixed).toHaveLength(3);
    for (const key of remixed) expect((await bytesOf(key)).equals(before.get(key)!), key).toBe(true);
    expect(await soundHash(again)).toBe(await soundHash(adaFile));
  });
});
