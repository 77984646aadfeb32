import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riggedAvatarOf } from '../../src/scene/avatars/avatarRig.ts';
import { CANVAS_SIZES } from '../../src/scene/constants.ts';
import type { ProjectDocument } from '../../src/scene/document.ts';
import { shownDocument } from '../../src/scene/mergeFallbacks.ts';
import { liveSceneIds } from '../../src/scene/ops/sceneOrder.ts';
import { renderFrameCount } from '../../src/scene/renderSegments.ts';
import { FPS } from '../../src/scene/time.ts';
import { sceneSpans } from '../../src/scene/timing.ts';
import { decodeRgb, meanVolume, openMouthFrames, pictureRgb, probeStreams, psnr, renderAppDir, spokenDocument } from '../support/renders.ts';
import { captureWithEngine } from './engineCapture.ts';
import { type Studio, useStudioSessions } from './studio.ts';

/**
 * A newcomer's first video, at 1080p on shared cores: the engine's first start in a fresh browser
 * (template list, editor), one server render of the whole template, and engine captures to compare.
 */
const JOURNEY_MS = 900_000;
const ENGINE_START_MS = 180_000;
const RENDER_MS = 480_000;

/** The shortest avatar template: two scenes, 15 s (375 frames at 1080p). */
const TEMPLATE = 'Thank You';

let page: Page;
let studio: Studio;
let work: string;

useStudioSessions('first-video', (session) => ({ page, studio } = session));
beforeAll(async () => {
  renderAppDir();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'first-video-e2e-'));
});
afterAll(() => fs.rm(work, { recursive: true, force: true }));

type Box = { left: number; top: number; width: number; height: number };

/** Where the presenter's mouth is drawn in a scene (canvas px), with a margin for the head's turns and nods. */
function mouthBox(document: ProjectDocument, sceneId: number, margin = 24): Box {
  const avatar = document.scenes[String(sceneId)]!.jsonData.objects.find((object) => object._Type === 'avatar')!;
  const rig = riggedAvatarOf(avatar._Data)!.rig;
  const scaleX = ((avatar.width ?? rig.width) / rig.width) * (avatar.scaleX ?? 1);
  const scaleY = ((avatar.height ?? rig.height) / rig.height) * (avatar.scaleY ?? 1);
  return {
    left: Math.round(avatar.left! + rig.mouth.x * scaleX - margin),
    top: Math.round(avatar.top! + rig.mouth.y * scaleY - margin),
    width: Math.round(rig.mouth.width * scaleX + 2 * margin),
    height: Math.round(rig.mouth.height * scaleY + 2 * margin),
  };
}

/** The RGB pixels of `box` in a picture `width` px wide. */
function crop(rgb: Buffer, width: number, box: Box): Buffer {
  const rows = Array.from({ length: box.height }, (_, row) => rgb.subarray(((box.top + row) * width + box.left) * 3, ((box.top + row) * width + box.left + box.width) * 3));
  return Buffer.concat(rows);
}

/** The document with every mouth at rest: its speech (sound, timings) kept, its mouth tracks taken out. */
function withMouthsAtRest(document: ProjectDocument): ProjectDocument {
  const scenes = Object.fromEntries(Object.entries(document.scenes).map(([key, scene]) => [key, { ...scene, speech: { ...scene.speech, visemes: [] } }]));
  return { ...document, scenes };
}

/** Records what the detail screen's status tile says, and the picture under it, each time they change. */
async function recordStatusTile(): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTileSeen: string[] }).statusTileSeen = seen;
    new MutationObserver(() => {
      const tile = document.querySelector('.item-detail .item-status');
      if (!tile) return;
      const entry = `${tile.textContent} | ${document.querySelector('.item-detail-thumb img')?.getAttribute('src') ?? 'no picture'}`;
      if (entry !== seen.at(-1)) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { statusTileSeen: string[] }).statusTileSeen);
}

describe("a newcomer's first video", () => {
  it(`from the "${TEMPLATE}" template, never played, speaks, moves the mouth and shows the fallback words`, { timeout: JOURNEY_MS }, async () => {
    await page.goto(`${studio.server.url}/`);
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await page
      .getByRole('list', { name: 'Avatar Videos' })
      .getByRole('button', { name: new RegExp(TEMPLATE) })
      .click();
    await page.getByRole('dialog', { name: TEMPLATE }).getByRole('button', { name: 'Use This Template' }).click();
    await page.waitForURL(/\/video\/[1-9]\d*\/0\/avatar$/, { timeout: 30_000 });
    await page.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: ENGINE_START_MS });
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    // Never played: no scene has its speech yet.
    const before = (await studio.saved('video', id)).jsonData;
    expect(liveSceneIds(before).map((sceneId) => before.scenes[String(sceneId)]!.speech.sound)).toEqual([null, null]);

    const statusTile = await recordStatusTile();
    const started = Date.now();
    await page.getByRole('button', { name: 'Generate Video' }).click();
    await page.waitForURL(`${studio.server.url}/myvideos/${id}`);
    // The template speaks {{first_name}}: a personalised video, whose Download (on once it is ready) asks for a contact's values.
    await page.locator('.item-detail button:not([disabled])', { hasText: /^Download$/ }).waitFor({ timeout: RENDER_MS });
    console.log(`Generate Video to Download: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const seen = await statusTile();
    console.log(`the status tile said:\n  ${seen.join('\n  ')}`);
    // Each scene's speech takes a second or two: the tile may move on before a page sees every count.
    expect(seen.some((entry) => entry.startsWith('Generating Video...') && /Making the speech: scene [12] of 2/.test(entry))).toBe(true);
    expect(seen.some((entry) => /Drawing frame \d+ of \d+/.test(entry))).toBe(true);
    expect(seen.some((entry) => /about \d+ (s|min) left/.test(entry))).toBe(true);
    // The thumbnail the server drew first shows while the frames are drawn.
    expect(seen.some((entry) => /Drawing frame .*\| \/api\/renders\/file\/[\w-]{22}-thumb\.jpg$/.test(entry))).toBe(true);

    // The main video (the fallbacks spoken and shown), as its page and the share link play it.
    const details = await studio.api('GET', `/api/newvideo/video/details/${id}/`);
    const response = await fetch(`${studio.server.url}${details.body.result.mainVideoGenerate.video}`);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    const video = path.join(work, 'first.mp4');
    await fs.writeFile(video, Buffer.from(await response.arrayBuffer()));

    // What the server rendered: the saved document (not written back), spoken as the studio speaks it.
    const saved = (await studio.saved('video', id)).jsonData;
    expect(saved).toEqual(before);
    const spoken = await spokenDocument(studio.server.url, studio.token, saved);
    const filled = shownDocument(spoken);
    const probe = await probeStreams(video);
    expect(Math.abs(Number(probe.format.duration) - renderFrameCount(spoken) / FPS)).toBeLessThanOrEqual(1 / FPS);

    // (a) The speech is heard while the presenter speaks (silence is about -91 dB).
    for (const span of sceneSpans(spoken)) {
      const seconds = spoken.scenes[String(span.sceneId)]!.speech.speechTime;
      const volume = await meanVolume(video, span.start, seconds);
      console.log(`scene ${span.sceneId}: speech ${seconds} s from ${span.start} s, mean volume ${volume.toFixed(1)} dB`);
      expect(seconds).toBeGreaterThan(2);
      expect(volume).toBeGreaterThan(-30);
    }

    // (b) The mouth moves: where it is open, the file's mouth is the engine's open mouth, not its mouth at rest.
    const size = CANVAS_SIZES[spoken.size];
    const frames = openMouthFrames(filled);
    expect(frames.map((frame) => frame.sceneId)).toEqual(liveSceneIds(spoken));
    const at = (document: unknown, list: readonly { frame: number }[]) =>
      captureWithEngine(
        page.context().browser()!,
        studio.server.url,
        document,
        size,
        list.map(({ frame }) => ({ frame, sceneId: null, ...size, type: 'image/png' })),
      );
    const speaking = await at(filled, frames);
    const resting = await at(withMouthsAtRest(filled), frames);
    for (const [index, { frame, sceneId, viseme }] of frames.entries()) {
      const box = mouthBox(filled, sceneId);
      const file = crop(await decodeRgb(video, frame), size.width, box);
      const open = psnr(file, crop(await pictureRgb(speaking[index]!, path.join(work, `open-${frame}.png`)), size.width, box));
      const rest = psnr(file, crop(await pictureRgb(resting[index]!, path.join(work, `rest-${frame}.png`)), size.width, box));
      console.log(
        `frame ${frame} (${(frame / FPS).toFixed(2)} s, mouth ${viseme}): the mouth against the engine's open mouth ${open.toFixed(1)} dB, against its mouth at rest ${rest.toFixed(1)} dB`,
      );
      expect(open).toBeGreaterThanOrEqual(35);
      expect(open - rest).toBeGreaterThanOrEqual(10);
    }

    // (c) The words are the fallbacks ("Thank you, friend!"), not the braces: the frame is the filled document's.
    const [frame] = frames;
    const [raw] = await at(spoken, [frame!]);
    const picture = await decodeRgb(video, frame!.frame);
    const withFallbacks = psnr(picture, await pictureRgb(speaking[0]!, path.join(work, 'filled.png')));
    const withBraces = psnr(picture, await pictureRgb(raw!, path.join(work, 'raw.png')));
    console.log(`frame ${frame!.frame}: against the engine's picture with the fallbacks ${withFallbacks.toFixed(1)} dB, with the braces ${withBraces.toFixed(1)} dB`);
    expect(withFallbacks).toBeGreaterThanOrEqual(35);
    expect(withFallbacks - withBraces).toBeGreaterThanOrEqual(10);
  });
});
