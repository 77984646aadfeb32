import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANVAS_SIZES } from '../../src/scene/constants.ts';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import { easyModeSceneLength } from '../../src/scene/ops/sceneSpeech.ts';
import { renderFrameCount } from '../../src/scene/renderSegments.ts';
import { FPS } from '../../src/scene/time.ts';
import { sceneSpans } from '../../src/scene/timing.ts';
import { makeMediaFixtures, type MediaFixture } from '../support/mediaFixtures.ts';
import { blankDocument, withText } from '../support/projects.ts';
import {
  decodeRgb,
  meanVolume,
  openMouthFrames,
  pictureRgb,
  probeStreams,
  psnr,
  renderAppDir,
  speakingTwoSceneVideo,
  spokenDocument,
  twoSceneVideo,
  until,
  type VideoMedia,
} from '../support/renders.ts';
import { captureWithEngine } from './engineCapture.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/** Server renders at 1080p on two shared cores take a while. */
const RENDER_MS = 300_000;

let page: Page;
let studio: Studio;
let work: string;

useStudioSessions('generate', (session) => ({ page, studio } = session));
beforeAll(async () => {
  renderAppDir();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'generate-e2e-'));
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

async function upload(fixture: MediaFixture, category: string): Promise<string> {
  const form = new FormData();
  form.set('category', category);
  form.set('media_file', new Blob([new Uint8Array(fixture.bytes)]), fixture.fileName);
  const answer = await fetch(`${studio.server.url}/api/userlibrary/upload/`, { method: 'POST', headers: { authorization: `Token ${studio.token}` }, body: form });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { media_file: string } }).result.media_file;
}

/** The library media of the test videos: a picture, a 2 s clip with its sound and a 2 s tune (both 440 Hz tones). */
async function uploadVideoMedia(): Promise<VideoMedia> {
  const fixtures = await makeMediaFixtures();
  return {
    image: await upload(fixtures['picture.png'], 'video_image'),
    video: await upload(fixtures['clip.mp4'], 'video_video'),
    videoSeconds: 2,
    music: await upload(fixtures['tune.mp3'], 'music'),
    musicSeconds: 2,
  };
}

/** Generates (or publishes) a project through the API and waits until it is ready; answers its details. */
async function generated(kind: 'video' | 'image', document: ProjectDocument) {
  const prefix = kind === 'video' ? '/api/newvideo/video' : '/api/newimage/image';
  const { id } = (await studio.api('POST', `${prefix}/create/`, { d: document })).body.result;
  expect((await studio.api('POST', `${prefix}/generate/${id}/`, {})).status).toBe(200);
  let details: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
  await until(
    async () => {
      details = (await studio.api('GET', `${prefix}/details/${id}/`)).body.result;
      if (details.mainVideoGenerate.status === 0) throw new Error(`generation failed: ${details.mainVideoGenerate.message}`);
      return details.mainVideoGenerate.status === 1;
    },
    RENDER_MS - 30_000,
    `the ${kind}`,
  );
  return details;
}

/** Saves a generated file here and answers its path. */
async function download(address: string, name: string): Promise<string> {
  const file = path.join(work, name);
  await fs.writeFile(file, Buffer.from(await (await fetch(`${studio.server.url}${address}`)).arrayBuffer()));
  return file;
}

/** RGB pixels of a PNG the engine drew. */
const rgbOf = (png: Buffer, name: string) => pictureRgb(png, path.join(work, name));

describe('Generate Video', () => {
  it('saves, queues and goes to the video page, where the progress arrives over the socket up to 100', { timeout: RENDER_MS }, async () => {
    const progress: { id: number; status: number; progress: number }[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { command: string; data: { results: { id: number; status: number; progress: number } } };
        if (message.command === 'videoEditor.progress.update') progress.push(message.data.results);
      }),
    );
    const id = await studio.create('video', '?mode=1');
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await page.waitForURL(`${studio.server.url}/myvideos/${id}`);
    await until(() => progress.some((entry) => entry.id === id && entry.status === 1), RENDER_MS - 30_000, 'the video to be ready');
    const mine = progress.filter((entry) => entry.id === id);
    console.log(`progress over the socket: ${mine.map((entry) => `${entry.status}:${entry.progress}`).join(' ')}`);
    expect(mine[0]).toMatchObject({ status: 99, progress: 0 });
    expect(mine.filter((entry) => entry.status === 2).length).toBeGreaterThan(1);
    expect(mine.at(-1)).toMatchObject({ status: 1, progress: 100 });
    // A generated project no longer opens in the editor: it goes to its page.
    await page.goto(`${studio.server.url}/video/${id}/0/avatar`);
    await page.waitForURL(`${studio.server.url}/myvideos/${id}`);
  });
});

describe('credits', () => {
  /** The Avatar Video credits on My Subscription, "remaining / total", as its meter tells them. */
  async function avatarVideoCredits(): Promise<string> {
    await page.goto(`${studio.server.url}/subscription`);
    const meter = page.getByRole('meter', { name: 'Avatar Video credits remaining' });
    await meter.waitFor();
    return `${await meter.getAttribute('aria-valuenow')} / ${await meter.getAttribute('aria-valuemax')}`;
  }

  it('a generated avatar video uses one Avatar Video credit, as My Subscription then shows', { timeout: RENDER_MS }, async () => {
    const id = await studio.create('video');
    const [remaining = 0, total = 0] = (await avatarVideoCredits()).split(' / ').map(Number);
    expect(remaining).toBeGreaterThan(0);

    await page.goto(`${studio.server.url}/video/${id}/0/avatar`);
    await studio.waitForCanvas();
    // The presenter on the canvas makes it an Avatar Video (credit type 0).
    await page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'Emma' }).click();
    await page.getByRole('textbox', { name: 'Project name' }).fill('Credit check');
    await page.getByRole('textbox', { name: 'Project name' }).press('Enter');
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await page.waitForURL(`${studio.server.url}/myvideos/${id}`);
    await page.getByRole('link', { name: 'Download' }).waitFor({ timeout: RENDER_MS - 60_000 });

    expect(await avatarVideoCredits()).toBe(`${remaining - 1} / ${total}`);
    const history = page.getByRole('list', { name: 'Latest credit uses' });
    expect((await history.getByRole('listitem').first().textContent())?.replace(/\s+/g, ' ')).toMatch(/Credit check.*Avatar Video.*1 Used out of/);
  });
});

describe('what the server renders is what the engine previews', () => {
  it('a frame of the generated MP4 matches the engine frame at the same time (PSNR >= 35 dB)', { timeout: RENDER_MS }, async () => {
    const document = twoSceneVideo(await uploadVideoMedia());
    const details = await generated('video', document);
    const video = await download(details.mainVideoGenerate.video, 'video.mp4');
    // The picture sliding in, the middle of the fade, the first frame after it, the clip playing, the last frame.
    const frames = [12, 50, 63, 80, 99];
    const engine = await captureWithEngine(
      page.context().browser()!,
      studio.server.url,
      document,
      CANVAS_SIZES[0],
      frames.map((frame) => ({ frame, sceneId: null, ...CANVAS_SIZES[0], type: 'image/png' })),
    );
    for (const [index, frame] of frames.entries()) {
      const value = psnr(await decodeRgb(video, frame), await rgbOf(engine[index]!, `frame-${frame}.png`));
      console.log(`frame ${frame} (${(frame / 25).toFixed(2)} s): PSNR ${value.toFixed(1)} dB`);
      expect(value).toBeGreaterThanOrEqual(35);
    }
  });

  it(
    'an avatar video with speech, music, a picture and a clip: progress to 100, the Download link, H.264 + AAC at 25 fps, the mouth as previewed, the speech heard',
    { timeout: RENDER_MS },
    async () => {
      // Scene 1 speaks longer than 2 s (the scene follows its speech), scene 2 less (its end is quiet but for the tones).
      const document = await spokenDocument(
        studio.server.url,
        studio.token,
        speakingTwoSceneVideo(await uploadVideoMedia(), ['Hello, I am Cora, and this is my studio.', 'And here is a clip.']),
      );
      const spans = sceneSpans(document);
      for (const span of spans)
        expect(document.scenes[String(span.sceneId)]!.speech).toMatchObject({ sound: { media_file: expect.stringMatching(/\.m4a$/) }, visemes: expect.any(Array) });
      const { id } = (await studio.api('POST', '/api/newvideo/video/create/', { d: document, name: 'Spoken proof' })).body.result;

      const progress: { status: number; progress: number }[] = [];
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { command: string; data: { results: { id: number; status: number; progress: number } } };
          if (message.command === 'videoEditor.progress.update' && message.data.results.id === id) progress.push(message.data.results);
        }),
      );
      await page.goto(`${studio.server.url}/myvideos/${id}`);
      // A draft: its Download is a disabled button until the video is ready.
      await page.getByRole('button', { name: 'Download' }).waitFor();
      expect((await studio.api('POST', `/api/newvideo/video/generate/${id}/`, {})).status).toBe(200);
      await until(() => progress.some((entry) => entry.status === 1), RENDER_MS - 60_000, 'the video to be ready');
      console.log(`progress over the socket: ${progress.map((entry) => `${entry.status}:${entry.progress}`).join(' ')}`);
      expect(progress.at(-1)).toMatchObject({ status: 1, progress: 100 });

      const link = page.getByRole('link', { name: 'Download' });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('Spoken proof.mp4');
      const video = path.join(work, 'spoken.mp4');
      await download.saveAs(video);

      const probe = await probeStreams(video);
      const seconds = renderFrameCount(document) / FPS;
      const videoStream = probe.streams.find((stream) => stream.codec_type === 'video')!;
      console.log(
        `ffprobe: ${probe.streams.map((stream) => `${stream.codec_type} ${stream.codec_name} ${stream.r_frame_rate}`).join(', ')}; ${probe.format.duration} s, the project ${seconds} s`,
      );
      expect(probe.streams.map((stream) => stream.codec_name).toSorted()).toEqual(['aac', 'h264']);
      expect(videoStream.r_frame_rate).toBe('25/1');
      expect(Math.abs(Number(probe.format.duration) - seconds)).toBeLessThanOrEqual(1 / FPS);
      expect(Math.abs(Number(videoStream.duration) - seconds)).toBeLessThanOrEqual(1 / FPS);

      // Where each presenter's mouth is open, the file shows what the engine previews.
      const frames = openMouthFrames(document);
      expect(frames.map((frame) => frame.sceneId)).toEqual(spans.map((span) => span.sceneId));
      const engine = await captureWithEngine(
        page.context().browser()!,
        studio.server.url,
        document,
        CANVAS_SIZES[0],
        frames.map(({ frame }) => ({ frame, sceneId: null, ...CANVAS_SIZES[0], type: 'image/png' })),
      );
      for (const [index, { frame, viseme }] of frames.entries()) {
        const value = psnr(await decodeRgb(video, frame), await rgbOf(engine[index]!, `spoken-${frame}.png`));
        console.log(`frame ${frame} (${(frame / FPS).toFixed(2)} s, mouth ${viseme}): PSNR ${value.toFixed(1)} dB`);
        expect(value).toBeGreaterThanOrEqual(35);
      }

      // The speech is in the sound: with the 440 Hz tones of the music and the clip notched out, each scene's speech is loud
      // and the end of scene 2, after its speech, far quieter (what is left there is the tones' edges).
      const withoutTones = ['bandreject=f=440:width_type=h:w=200'];
      const speechTimes = spans.map((span) => document.scenes[String(span.sceneId)]!.speech.speechTime);
      expect(speechTimes[0]).toBeGreaterThan(2);
      expect(spans[0]!.length).toBe(easyModeSceneLength(speechTimes[0]!));
      const speechVolumes: number[] = [];
      for (const [index, span] of spans.entries()) {
        speechVolumes.push(await meanVolume(video, span.start, speechTimes[index]!, withoutTones));
        console.log(`scene ${span.sceneId}: speech ${speechTimes[index]} s from ${span.start} s, mean volume without the tones ${speechVolumes[index]!.toFixed(1)} dB`);
        expect(speechVolumes[index]).toBeGreaterThan(-30);
      }
      const last = spans.at(-1)!;
      const quiet = await meanVolume(video, last.start + speechTimes.at(-1)! + 0.1, last.length - speechTimes.at(-1)! - 0.2, withoutTones);
      console.log(`after the speech of scene ${last.sceneId}: mean volume without the tones ${quiet.toFixed(1)} dB`);
      expect(quiet).toBeLessThan(Math.min(...speechVolumes) - 20);
    },
  );

  it('a published image is the scene as the editor shows it: the PNG equals the engine picture, the JPEG is close', { timeout: RENDER_MS }, async () => {
    const base = blankDocument(2);
    const sceneId = base.currentScene.sceneArr[0]!;
    const document = parseProjectDocument(withText(withText(base, sceneId, 'headline', 'Published image', 200), sceneId, 'byline', 'Drawn by the same engine', 300));
    const details = await generated('image', document);
    const size = CANVAS_SIZES[document.size];
    const [preview] = await captureWithEngine(page.context().browser()!, studio.server.url, document, size, [{ frame: 0, sceneId, ...size, type: 'image/png' }]);
    const expected = await rgbOf(preview!, 'preview.png');
    const png = psnr(await decodeRgb(await download(details.mainVideoGenerate.video, 'image.png')), expected);
    const jpeg = psnr(await decodeRgb(await download(details.mainVideoGenerate.jpeg, 'image.jpg')), expected);
    console.log(`published image against the engine's picture: PNG ${png.toFixed(1)} dB, JPEG ${jpeg.toFixed(1)} dB`);
    expect(png).toBeGreaterThanOrEqual(50);
    expect(jpeg).toBeGreaterThanOrEqual(35);
  });
});
