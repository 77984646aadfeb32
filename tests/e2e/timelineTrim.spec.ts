import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ProjectDocument, parseProjectDocument } from '../../src/scene/document.ts';
import type { ElementTiming } from '../../src/scene/schema/elementTiming.ts';
import { type MediaFixture, makeMediaFixtures } from '../support/mediaFixtures.ts';
import { blankDocument } from '../support/projects.ts';
import { encodeWav, tone } from '../support/wav.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let page: Page;
let studio: Studio;
let clip: MediaFixture;

const shots = path.resolve(import.meta.dirname, '../../.tmp/timeline-trim');

/** Where the page finds the test's media, answered by the test itself on the app's own origin. */
const TONE_PATH = '/e2e-media/tone.wav';
const CLIP_PATH = '/e2e-media/clip.mp4';

/** The music file: a 12 s tone (8 kHz, so it stays small). */
const TONE_SECONDS = 12;

useStudioSessions('timelinetrim', (session) => ({ page, studio } = session));

beforeAll(async () => {
  clip = (await makeMediaFixtures())['clip.mp4'];
  await fs.mkdir(shots, { recursive: true });
});

/** Answers the media addresses, then opens a blank video whose first scene holds one `type` object (id `media-1`) with `timing`. */
async function openWith(type: 'music' | 'video', name: string, timing: Partial<ElementTiming>): Promise<number> {
  await page.route(`**${TONE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'audio/wav', body: Buffer.from(encodeWav(tone(TONE_SECONDS, 8_000, 0.3), 8_000)) }));
  await page.route(`**${CLIP_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: clip.bytes }));
  const document = blankDocument();
  const sceneId = document.currentScene.sceneArr[0]!;
  const scene = document.scenes[String(sceneId)]!;
  const object =
    type === 'music'
      ? { id: 'media-1', _Type: 'music', _Name: name, _Src: TONE_PATH }
      : { id: 'media-1', _Type: 'video', _Name: name, _Src: CLIP_PATH, left: 100, top: 100, width: 64, height: 48, scaleX: 4, scaleY: 4 };
  return studio.openNewVideo(
    parseProjectDocument({
      ...document,
      scenes: {
        ...document.scenes,
        [sceneId]: {
          ...scene,
          jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, object] },
          elements: { ...scene.elements, 'media-1': timing },
          elementList: [...scene.elementList, 'media-1'],
        },
      },
    }),
  );
}

/** The saved timing of the test's media object. */
function mediaTiming(document: ProjectDocument) {
  return document.scenes[String(document.currentScene.sceneArr[0])]!.elements['media-1'];
}

/** Drags a slider by `px` page pixels to the right (negative: left), in steps. */
async function dragBy(name: string, px: number) {
  const box = (await page.getByRole('slider', { name }).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + px, y, { steps: 8 });
  await page.mouse.up();
}

describe('trim handles', () => {
  it('drag the music’s trim within 1 s and its length, one undo step per drag, as the settings panel shows it', async () => {
    const id = await openWith('music', 'Tone', { stayTime: 8, trimStart: 0, trimEnd: 6, duration: TONE_SECONDS, adjustLength: 0 });
    const start = page.getByRole('slider', { name: 'Tone trim start' });
    const end = page.getByRole('slider', { name: 'Tone trim end' });
    expect(await start.getAttribute('aria-valuetext')).toBe('0.00 s');
    expect(await end.getAttribute('aria-valuetext')).toBe('6.00 s');
    // The rail shows the whole 12 s file at 40 px per second from the bar's start; the kept part is 6 s.
    const bar = (await page.getByRole('group', { name: 'Tone: 0.00 s to 8.00 s' }).boundingBox())!;
    const rail = (await page.locator('.timeline-trim').boundingBox())!;
    expect(rail.x).toBe(bar.x);
    expect(rail.width).toBe(TONE_SECONDS * 40);
    expect((await page.locator('.timeline-trim-kept').boundingBox())!.width).toBe(240);

    // 80 px left on the end handle: 2 s less at the end; 40 px right on the start handle: 1 s less at the start.
    await dragBy('Tone trim end', -80);
    await expect.poll(() => end.getAttribute('aria-valuetext')).toBe('4.00 s');
    await dragBy('Tone trim start', 40);
    await expect.poll(() => start.getAttribute('aria-valuetext')).toBe('1.00 s');
    const kept = (await page.locator('.timeline-trim-kept').boundingBox())!;
    expect([kept.x - bar.x, kept.width]).toEqual([40, 120]);
    // The bar keeps its place and length.
    await page.getByRole('group', { name: 'Tone: 0.00 s to 8.00 s' }).waitFor();
    await page.getByRole('region', { name: 'Timeline' }).screenshot({ path: path.join(shots, 'trim-handles.png') });

    // The whole drag is one undo step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => start.getAttribute('aria-valuetext')).toBe('0.00 s');
    expect(await end.getAttribute('aria-valuetext')).toBe('4.00 s');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => start.getAttribute('aria-valuetext')).toBe('1.00 s');

    // The kept part never gets shorter than 1 s, nor goes past the end of the file.
    await dragBy('Tone trim start', 400);
    await expect.poll(() => start.getAttribute('aria-valuetext')).toBe('3.00 s');
    await dragBy('Tone trim end', 1000);
    await expect.poll(() => end.getAttribute('aria-valuetext')).toBe('12.00 s');
    // From the keyboard: arrows step 0.25 s.
    await end.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => end.getAttribute('aria-valuetext')).toBe('11.75 s');

    const saved = await studio.untilSaved('video', id, (document) => mediaTiming(document)?.trimStart === 3 && mediaTiming(document)?.trimEnd === 11.75);
    expect(mediaTiming(saved)).toMatchObject({ enterDelay: 0, stayTime: 8, trimStart: 3, trimEnd: 11.75, duration: TONE_SECONDS });

    // Focusing a handle chose the music: its settings panel shows the same trim.
    await page.getByRole('heading', { name: 'Music Settings' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Trim start' }).inputValue()).toBe('3');
    expect(await page.getByRole('spinbutton', { name: 'Trim end' }).inputValue()).toBe('11.75');
    await page.getByText('Plays 8.75 s of 12 s.').waitFor();
    await page.screenshot({ path: path.join(shots, 'trim-and-panel.png') });
  });
});

describe('loop and freeze markers', () => {
  it('mark a video bar that loops or freezes, chosen from the Length options, and go for None', async () => {
    await openWith('video', 'Clip', { stayTime: 6, trimStart: 0, trimEnd: 2, duration: 2, adjustLength: 0 });
    const bar = page.getByRole('group', { name: 'Clip: 0.00 s to 6.00 s' });
    await bar.click();
    await page.getByRole('heading', { name: 'Video Settings' }).waitFor();
    const length = page.getByRole('group', { name: 'Length' });
    expect(await bar.locator('.timeline-marker').count()).toBe(0);

    await length.getByRole('button', { name: 'Loop' }).click();
    await bar.locator('.timeline-marker-loop').waitFor();
    expect(await bar.locator('.timeline-marker-loop').getAttribute('title')).toBe('Loops');
    await page.getByRole('region', { name: 'Timeline' }).screenshot({ path: path.join(shots, 'loop-marker.png') });

    await length.getByRole('button', { name: 'Freeze at Last Frame' }).click();
    await bar.locator('.timeline-marker-freeze').waitFor();
    expect(await bar.locator('.timeline-marker-loop').count()).toBe(0);

    await length.getByRole('button', { name: 'None' }).click();
    await expect.poll(() => bar.locator('.timeline-marker').count()).toBe(0);
  });

  it('mark music that loops in its scene, and go for None', async () => {
    await openWith('music', 'Tone', { stayTime: 8, trimStart: 0, trimEnd: 6, duration: TONE_SECONDS, adjustLength: 0 });
    const bar = page.getByRole('group', { name: 'Tone: 0.00 s to 8.00 s' });
    await bar.click();
    await page.getByRole('heading', { name: 'Music Settings' }).waitFor();
    const length = page.getByRole('group', { name: 'Length' });
    await length.getByRole('button', { name: 'Loop in This Scene' }).click();
    await bar.locator('.timeline-marker-loop').waitFor();
    await length.getByRole('button', { name: 'None' }).click();
    await expect.poll(() => bar.locator('.timeline-marker').count()).toBe(0);
  });
});

describe('a video background', () => {
  it('offers the length options in Background Settings and saves the one chosen', async () => {
    const id = await studio.create('video');
    await page.goto(`${studio.server.url}/video/${id}/0/settings/background/video`);
    await page.getByRole('heading', { name: 'Background Video' }).waitFor();
    await page
      .getByRole('button', { name: /^Use video / })
      .first()
      .click();
    const backgroundTiming = (document: ProjectDocument) => {
      const scene = document.scenes[String(document.currentScene.sceneArr[0])]!;
      return scene.elements[scene.jsonData.objects[0]!.id];
    };
    await studio.untilSaved('video', id, (document) => backgroundTiming(document)?.adjustLength === 1);

    await page.getByRole('button', { name: 'Back to Background Settings' }).click();
    const length = page.getByRole('group', { name: 'Length' });
    expect(await length.getByRole('button', { name: 'Loop', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await length.getByRole('button', { name: 'Freeze at Last Frame' }).click();
    await page.getByText('Holds the last frame until the bar ends.').waitFor();
    await studio.untilSaved('video', id, (document) => backgroundTiming(document)?.adjustLength === 2);

    // A colour background has no length.
    await page.getByRole('button', { name: 'Delete background' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => length.count()).toBe(0);
  });
});
