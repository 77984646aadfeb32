import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADJUST_LENGTH } from '../../src/scene/constants.ts';
import { parseProjectDocument } from '../../src/scene/document.ts';
import { renderFrameCount } from '../../src/scene/renderSegments.ts';
import { useCredits } from '../../src/server/services/account/credits.ts';
import { signUpAndLogIn } from '../support/accounts.ts';
import { createProjectVia, projectPath } from '../support/projects.ts';
import { listenOnLoopback, uploadVideoMedia } from '../support/renderRuns.ts';
import { type LiveClient, openLive, probeStreams, renderAppDir, twoSceneVideo, until, type VideoMedia } from '../support/renders.ts';
import { useTestServer } from '../support/testServer.ts';
import { uploadToLibrary } from '../support/userLibrary.ts';

/** A server render of 100 frames at 1080p takes a while on two shared cores. */
const RENDER_MS = 300_000;

const { server, call } = useTestServer({ APP_DIR: renderAppDir() });
let origin: string;
let tokens: { ann: string; bob: string };
let media: VideoMedia;

beforeAll(async () => {
  origin = await listenOnLoopback(server.app);
  tokens = { ann: await signUpAndLogIn(call, server.smtp, 'ann-render@example.com'), bob: await signUpAndLogIn(call, server.smtp, 'bob-render@example.com') };
  media = await uploadVideoMedia(server, tokens.ann);
}, 120_000);

const generate = (token: string, id: number, name?: string) => call('POST', `${projectPath.video}/generate/${id}/`, { token, body: name === undefined ? {} : { name } });
const detail = async (token: string, id: number) => (await call('GET', `${projectPath.video}/details/${id}/`, { token })).body.result;
const userId = async (token: string) => (await call('GET', '/api/accounts/user/', { token })).body.result.id as number;
const queuedRenders = async () =>
  Number(((await server.context.db.execute(sql`select count(*)::int as count from pgboss.job where name = 'render'`)) as unknown as { rows: { count: number }[] }).rows[0]!.count);
const storedFiles = async (folder: string) => fs.readdir(path.join(server.dataDir, 'files', folder)).catch(() => [] as string[]);

const run = promisify(execFile);

/** Progress messages of project `id` on a socket. */
const progressOf = (live: LiveClient, id: number) =>
  live.received.filter((message) => message.command === 'videoEditor.progress.update' && message.data.id === id).map((message) => message.data.results);

describe('POST /api/newvideo/video/generate/{id}/', () => {
  it(
    'queues the render (99), reports progress over the socket (2 …) and ends ready (1) with an MP4 of H.264 and AAC at 25 fps as long as the project',
    { timeout: RENDER_MS },
    async () => {
      const document = twoSceneVideo(media);
      const { id } = await createProjectVia(call, tokens.ann, 'video', document, 'Draft');
      const live = await openLive(origin, tokens.ann);
      const bobLive = await openLive(origin, tokens.bob);
      try {
        const answer = await generate(tokens.ann, id, 'My first video');
        expect(answer.status).toBe(200);
        expect(answer.body.result).toMatchObject({
          id,
          name: 'My first video',
          isGenerated: true,
          mainVideoGenerate: { status: 99, progress: 0, video: null, message: 'Pending...' },
        });
        await until(async () => (await detail(tokens.ann, id)).isGenerated && progressOf(live, id).some((results) => results.status === 1), RENDER_MS - 20_000, 'the video');

        const updates = progressOf(live, id);
        expect(updates[0]).toMatchObject({ type: 0, status: 99, progress: 0 });
        const generating = updates.filter((results) => results.status === 2).map((results) => results.progress as number);
        expect(generating.length).toBeGreaterThan(2);
        expect(generating).toEqual(generating.toSorted((a, b) => a - b));
        const ready = updates.at(-1)!;
        expect(ready).toMatchObject({ type: 0, status: 1, progress: 100, id });
        expect(live.received.map((message) => message.command)).toEqual(expect.arrayContaining(['videoEditor.list.remove', 'videoEditor.list.add', 'videoEditor.details.update']));
        expect(live.received.find((message) => message.command === 'videoEditor.list.remove')!.data).toEqual({ id, isGenerated: false });
        expect(bobLive.received).toEqual([]);

        const file = path.join(server.dataDir, 'generated.mp4');
        const download = await server.app.inject({ method: 'GET', url: `${ready.video}?download=My first video.mp4` });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe('video/mp4');
        expect(download.headers['content-disposition']).toContain('filename="My first video.mp4"');
        await fs.writeFile(file, download.rawPayload);
        const probe = await probeStreams(file);
        const video = probe.streams.find((stream) => stream.codec_type === 'video')!;
        const audio = probe.streams.find((stream) => stream.codec_type === 'audio')!;
        expect([video.codec_name, video.profile, video.width, video.height, video.r_frame_rate, video.nb_frames]).toEqual([
          'h264',
          'High',
          1920,
          1080,
          '25/1',
          String(renderFrameCount(document)),
        ]);
        expect(audio.codec_name).toBe('aac');
        expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThanOrEqual(0.04);

        const stored = await detail(tokens.ann, id);
        expect(stored.thumbnail).toMatch(/^\/api\/renders\/file\/[\w-]{22}-thumb\.jpg$/);
        const thumbnail = await server.app.inject({ method: 'GET', url: stored.thumbnail });
        expect([thumbnail.statusCode, thumbnail.headers['content-type'], thumbnail.rawPayload.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8']);

        // A video without an avatar costs one Non Avatar Video credit (type 1) per started minute.
        const credits = (await call('GET', '/api/subscription/info/', { token: tokens.ann })).body.result.subscription as { creditType: number; usedCredit: number }[];
        expect(credits.find((entry) => entry.creditType === 1)?.usedCredit).toBe(1);
        expect(await storedFiles('render-cache/segments')).toHaveLength(2);
        // The work folder is gone; only the warm Chromium's own temporary folder stays while it runs.
        expect((await fs.readdir(path.join(server.dataDir, 'tmp'))).filter((name) => !name.startsWith('chromium-'))).toEqual([]);
      } finally {
        live.close();
        bobLive.close();
      }
    },
  );

  it('keeps a generated project as it was rendered: no second generation, no document change', { timeout: RENDER_MS }, async () => {
    const { id } = await createProjectVia(call, tokens.ann, 'video', twoSceneVideo(media), 'Locked');
    expect((await generate(tokens.ann, id)).status).toBe(200);
    expect(await generate(tokens.ann, id)).toMatchObject({ status: 409, body: { isError: true, message: 'This project is already being generated.' } });
    const save = await call('POST', `${projectPath.video}/${id}/`, { token: tokens.ann, body: { d: twoSceneVideo(media, 'Changed') } });
    expect(save).toMatchObject({ status: 403, body: { message: 'This project is generated and can no longer be changed. Duplicate it to edit a copy.' } });
    expect((await call('PUT', `${projectPath.video}/${id}/`, { token: tokens.ann, body: { name: 'Renamed' } })).status).toBe(200);
    // Every segment and the sound were rendered for the first video: this one only joins them.
    await until(async () => (await detail(tokens.ann, id)).mainVideoGenerate?.status === 1, RENDER_MS - 20_000, 'the video');
    expect(await generate(tokens.ann, id)).toMatchObject({ status: 409, body: { message: 'This project is already generated. Duplicate it to change it and generate again.' } });
  });

  it('reuses the segment of an unchanged scene when a video with another first scene is generated', { timeout: RENDER_MS }, async () => {
    const rendered = async (title: string) => {
      const { id } = await createProjectVia(call, tokens.ann, 'video', twoSceneVideo(media, title), title);
      expect((await generate(tokens.ann, id)).status).toBe(200);
      await until(async () => (await detail(tokens.ann, id)).mainVideoGenerate?.status === 1, (RENDER_MS - 20_000) / 2, title);
    };
    await rendered('A first scene');
    const before = await storedFiles('render-cache/segments');
    await rendered('Another first scene');
    const after = await storedFiles('render-cache/segments');
    // Scene 1 changed (and its segment holds the fade into scene 2); scene 2's segment is reused.
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(after).toEqual(expect.arrayContaining(before));
  });

  it('puts the sound where the timeline has it: a tone that starts 1 s into the music is heard at 1 s (the AAC priming is cut)', { timeout: RENDER_MS }, async () => {
    const wav = path.join(server.dataDir, 'tone.wav');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=1000:sample_rate=48000:duration=1', '-af', 'adelay=1000|1000,apad=whole_dur=2', wav]);
    const tone = (await uploadToLibrary(server, tokens.ann, { fileName: 'tone.wav', bytes: await fs.readFile(wav) }, { category: 'music' })).body.result.media_file as string;
    const document = parseProjectDocument({
      size: 0,
      mode: 1,
      currentScene: { sceneArr: [1], arr: [1] },
      scenes: {
        '1': {
          id: 1,
          mode: 2,
          duration: 2,
          jsonData: {
            objects: [
              { id: 'background-1', _Type: 'background', fill: '#ffffff' },
              { id: 'tone-1', _Type: 'music', _Src: tone },
            ],
          },
          elements: { 'tone-1': { enterDelay: 0, stayTime: 2, trimStart: 0, trimEnd: 2, duration: 2, adjustLength: ADJUST_LENGTH.none, volume: 100 } },
          elementList: ['tone-1'],
        },
      },
    });
    const { id } = await createProjectVia(call, tokens.ann, 'video', document, 'Tone');
    expect((await generate(tokens.ann, id)).status).toBe(200);
    await until(async () => (await detail(tokens.ann, id)).mainVideoGenerate?.status === 1, RENDER_MS - 20_000, 'the video');
    const file = path.join(server.dataDir, 'tone.mp4');
    await fs.writeFile(file, (await server.app.inject({ method: 'GET', url: (await detail(tokens.ann, id)).mainVideoGenerate.video })).rawPayload);
    const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:a', '-ac', '1', '-ar', '48000', '-f', 'f32le', 'pipe:1'], {
      encoding: 'buffer',
      maxBuffer: 2 ** 24,
    });
    const samples = new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
    // The first millisecond whose loudness reaches half the tone's: the tone's start.
    const window = 48;
    const rms = (start: number) => Math.sqrt(samples.subarray(start, start + window).reduce((sum, value) => sum + value * value, 0) / window);
    const steady = rms(48_000 + 24_000);
    let onset = 0;
    while (onset < samples.length && rms(onset) < steady / 2) onset += window;
    expect(Math.abs(onset / 48_000 - 1)).toBeLessThanOrEqual(0.003);
  });

  it("draws a draft's thumbnail when the editor is left (the beacon), once per document revision", { timeout: RENDER_MS }, async () => {
    const { id } = await createProjectVia(call, tokens.ann, 'video', twoSceneVideo(media, 'A draft'), 'Draft with a thumbnail');
    const beacon = () => call('GET', `/api/newvideo/draftthumbnail/update/${id}/`, { token: tokens.ann });
    expect(await beacon()).toMatchObject({ status: 200, body: { result: { id, queued: true } } });
    await until(async () => (await detail(tokens.ann, id)).thumbnail !== null, RENDER_MS - 20_000, 'the thumbnail');
    const { thumbnail } = await detail(tokens.ann, id);
    const picture = await server.app.inject({ method: 'GET', url: thumbnail });
    expect([picture.statusCode, picture.headers['content-type'], picture.rawPayload.subarray(0, 2).toString('hex')]).toEqual([200, 'image/jpeg', 'ffd8']);
    expect(await beacon()).toMatchObject({ status: 200, body: { result: { queued: false } } });
    expect((await call('GET', `/api/newvideo/draftthumbnail/update/${id}/`, { token: tokens.bob })).status).toBe(404);
  });

  it('answers 402 and queues nothing without credits left', async () => {
    const { id } = await createProjectVia(call, tokens.bob, 'video', twoSceneVideo(media), 'No credits');
    const bob = await userId(tokens.bob);
    await useCredits(server.context.db, { userId: bob, creditType: 1, amount: 5, meta: { reason: 'test' } });
    const queued = await queuedRenders();
    const answer = await generate(tokens.bob, id);
    expect(answer).toMatchObject({
      status: 402,
      body: { isError: true, message: 'Not enough Non Avatar Video credits left to generate this video: it needs 1. Renew your subscription to get more.' },
    });
    expect(await queuedRenders()).toBe(queued);
    expect(await detail(tokens.bob, id)).toMatchObject({ isGenerated: false, name: 'No credits' });
  });

  it("answers 404 for another user's project, a missing one or an image, and 401 without a token", async () => {
    const { id } = await createProjectVia(call, tokens.ann, 'video', twoSceneVideo(media), 'Mine');
    expect(await generate(tokens.bob, id)).toMatchObject({ status: 404, body: { isError: true, message: 'Not found.' } });
    expect((await generate(tokens.ann, 999_999)).status).toBe(404);
    expect((await call('POST', `${projectPath.image}/generate/${id}/`, { token: tokens.ann, body: {} })).status).toBe(404);
    expect((await call('POST', `${projectPath.video}/generate/${id}/`, { body: {} })).status).toBe(401);
    expect(await detail(tokens.ann, id)).toMatchObject({ isGenerated: false });
  });
});
