import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProjectDocument, type ProjectDocument } from '../../src/scene/document.ts';
import { renderFrameCount } from '../../src/scene/renderSegments.ts';
import { FPS } from '../../src/scene/time.ts';
import { blankDocument, withText } from '../support/projects.ts';
import { probeStreams } from '../support/renders.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/** Drawing and encoding 1080p frames in software on two shared cores takes a while. */
const EXPORT_MS = 240_000;

let page: Page;
let studio: Studio;
let work: string;

useStudioSessions('export-now', (session) => ({ page, studio } = session));
beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'export-now-e2e-'));
  await fs.mkdir('.tmp/export-now', { recursive: true });
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

/** Calls the product's API as the signed-in customer; answers the reply. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(method: string, url: string, body?: unknown): Promise<Record<string, any>> {
  const answer = await studio.api(method, url, body);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A video without avatar of one 2 s scene: a title and a picture from the stock library. */
function textAndImage(): ProjectDocument {
  const base = blankDocument(1);
  const sceneId = base.currentScene.sceneArr[0]!;
  const titled = withText(base, sceneId, 'title', 'Exported in the browser', 160);
  const scene = titled.scenes[String(sceneId)]!;
  const picture = { id: 'picture', _Type: 'image', _Src: '/library/images/sunset-hills.jpg', left: 760, top: 380, width: 640, height: 400 };
  return parseProjectDocument({
    ...titled,
    scenes: { ...titled.scenes, [sceneId]: { ...scene, duration: 2, jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, picture] } } },
  });
}

describe('Export now', () => {
  it('downloads "{name}.mp4" made in this browser: H.264 + AAC at 25 fps, as long as the project; no credits used, still a draft', { timeout: EXPORT_MS }, async () => {
    const document = textAndImage();
    const { id } = (await api('POST', '/api/newvideo/video/create/', { d: document, name: 'Browser cut' })).result;
    const credits = await api('GET', '/api/subscription/info/');

    await page.goto(`${studio.server.url}/video/${id}/0/avatar`);
    await studio.waitForCanvas();
    const button = page.getByRole('button', { name: 'Export now' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    const download = page.waitForEvent('download', { timeout: EXPORT_MS - 30_000 });
    // Keyboard: the button is reached and pressed like any other; Cancel then has the focus.
    await button.focus();
    await page.keyboard.press('Enter');
    const progress = page.getByRole('progressbar', { name: 'Export progress' });
    await progress.waitFor();
    await expect.poll(() => page.evaluate(() => window.document.activeElement?.textContent)).toBe('Cancel');
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: EXPORT_MS - 60_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: '.tmp/export-now/exporting.png', clip: { x: 700, y: 0, width: 740, height: 60 } });

    const file = path.join(work, 'export.mp4');
    expect((await download).suggestedFilename()).toBe('Browser cut.mp4');
    await (await download).saveAs(file);
    await page.getByRole('button', { name: 'Export now' }).waitFor();

    const probe = await probeStreams(file);
    const video = probe.streams.find((stream) => stream.codec_type === 'video')!;
    const audio = probe.streams.find((stream) => stream.codec_type === 'audio')!;
    const seconds = renderFrameCount(document) / FPS;
    console.log(
      `exported in the browser: ${video.codec_name} ${video.profile} ${video.width}x${video.height} at ${video.r_frame_rate}, ${audio.codec_name}; ${probe.format.duration} s for a project of ${seconds} s`,
    );
    expect(video).toMatchObject({ codec_name: 'h264', r_frame_rate: '25/1', width: 1920, height: 1080 });
    expect(audio.codec_name).toBe('aac');
    expect(Math.abs(Number(probe.format.duration) - seconds)).toBeLessThanOrEqual(1 / FPS);
    expect(Math.abs(Number(video.duration) - seconds)).toBeLessThanOrEqual(1 / FPS);

    expect(await api('GET', '/api/subscription/info/')).toEqual(credits);
    expect((await api('GET', `/api/newvideo/video/${id}/`)).result).toMatchObject({ isGenerated: false });
    expect((await api('GET', '/api/newvideo/video/draft/')).results.map((item: { id: number }) => item.id)).toContain(id);
  });

  it('Cancel stops the export and gives the button back, with nothing downloaded', { timeout: EXPORT_MS }, async () => {
    const { id } = (await api('POST', '/api/newvideo/video/create/', { d: textAndImage() })).result;
    await page.goto(`${studio.server.url}/video/${id}/0/avatar`);
    await studio.waitForCanvas();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const button = page.getByRole('button', { name: 'Export now' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.getByRole('progressbar', { name: 'Export progress' }).waitFor();
    await page.keyboard.press('Enter');
    await button.waitFor();
    await expect.poll(() => page.evaluate(() => window.document.activeElement?.textContent)).toBe('Export now');
    expect(downloads).toEqual([]);
  });

  it('where WebCodecs cannot encode H.264 the button says so and offers Generate Video, which renders on the server', { timeout: EXPORT_MS }, async () => {
    // A browser without an H.264 encoder (as some Linux builds of Chromium and Firefox are).
    await page.addInitScript(() => {
      VideoEncoder.isConfigSupported = async (config) => ({ supported: !config.codec.startsWith('avc1'), config });
    });
    const { id } = (await api('POST', '/api/newvideo/video/create/', { d: textAndImage() })).result;
    await page.goto(`${studio.server.url}/video/${id}/0/avatar`);
    await studio.waitForCanvas();
    const button = page.getByRole('button', { name: 'Export now' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await button.getAttribute('title')).toMatch(/^This browser cannot encode H\.264 video/);
    await page.screenshot({ path: '.tmp/export-now/header.png', clip: { x: 700, y: 0, width: 740, height: 60 } });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Export now is not available' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Generate Video renders it on our server instead.');
    await page.screenshot({ path: '.tmp/export-now/unsupported.png' });
    await dialog.getByRole('button', { name: 'Generate Video' }).click();
    await page.waitForURL(`${studio.server.url}/myvideos/${id}`);
  });
});
