import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstSceneObjects, type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

const run = promisify(execFile);

let page: Page;
let studio: Studio;

useStudioSessions('media', (session) => ({ page, studio } = session));

/** One solid colour, as a PNG picture and a 2 s MP4 clip, made by Debian's ffmpeg. */
let bluePicture: Buffer;
let greenClip: Buffer;

beforeAll(async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'media-e2e-'));
  try {
    const colour = (hex: string, size: string) => ['-f', 'lavfi', '-i', `color=c=${hex}:size=${size}:rate=25`];
    await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...colour('0x1f5fd6', '400x300'), '-frames:v', '1', path.join(folder, 'blue.png')]);
    await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', ...colour('0x18b04a', '320x240'), '-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', path.join(folder, 'green.mp4')]);
    bluePicture = await fs.readFile(path.join(folder, 'blue.png'));
    greenClip = await fs.readFile(path.join(folder, 'green.mp4'));
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
});

/** Picks a file in the file chooser that the upload button opens. */
async function uploadThrough(button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** Whether a colour is within 40 of each channel of `[r, g, b]`. */
const near = (colour: number[], [r, g, b]: number[]) => Math.abs(colour[0]! - r!) < 40 && Math.abs(colour[1]! - g!) < 40 && Math.abs(colour[2]! - b!) < 40;

/** How many pixels of the canvas box (canvas px) are clearly darker than white, as the screen shows them. */
async function darkPixelsIn(box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const data = await studio.screenPixels(box);
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) if (data[index]! + data[index + 1]! + data[index + 2]! < 300) dark += 1;
  return dark;
}

describe('the media tabs', () => {
  it('uploads a picture in the Image tab, lists it with its thumbnail and puts it on the canvas', async () => {
    const id = await studio.create('video');
    await studio.tab('Image');
    await page.getByRole('navigation', { name: 'Image library' }).getByRole('link', { name: 'Uploads' }).click();
    await page.getByText('Your uploaded images will be listed here.').waitFor();
    await uploadThrough('Upload image', { name: 'Blue square.png', mimeType: 'image/png', buffer: bluePicture });

    const card = page.getByRole('button', { name: 'Add image Blue square' });
    await card.waitFor();
    await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
    expect(await page.getByRole('textbox', { name: 'Name of Blue square' }).inputValue()).toBe('Blue square');
    expect(await page.getByRole('region', { name: 'Uploads' }).count()).toBe(0);

    await card.click();
    await page.getByRole('heading', { name: 'Image Settings' }).waitFor();
    await expect.poll(async () => near(await studio.pixelAt(960, 540), [0x1f, 0x5f, 0xd6]), { timeout: 15_000 }).toBe(true);
    expect(near(await studio.pixelAt(700, 540), [255, 255, 255])).toBe(true);
    await studio.tab('Image');
    await page.getByRole('navigation', { name: 'Image library' }).getByRole('link', { name: 'Uploads' }).click();
    await card.waitFor();
    await saveScreenshot(page, 'editor-media');

    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 1);
    expect(firstSceneObjects(saved)[0]).toMatchObject({ _Type: 'image', _Name: 'Blue square', width: 400, height: 300, _Image: { name: 'Blue square', category: 'video_image' } });
    expect(firstSceneObjects(saved)[0]!._Src).toMatch(/^\/api\//);
  });

  it('uploads a short video in the Video tab and plays its frame on the canvas', async () => {
    const id = await studio.create('video');
    await studio.tab('Video');
    await page.getByRole('navigation', { name: 'Video library' }).getByRole('link', { name: 'Uploads' }).click();
    await uploadThrough('Upload video', { name: 'Green clip.mp4', mimeType: 'video/mp4', buffer: greenClip });

    const card = page.getByRole('button', { name: 'Add video Green clip' });
    await expect.poll(() => card.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await card.textContent()).toContain('0:02');
    await card.click();
    await page.getByRole('heading', { name: 'Video Settings' }).waitFor();
    await expect.poll(async () => near(await studio.pixelAt(960, 540), [0x18, 0xb0, 0x4a]), { timeout: 20_000 }).toBe(true);

    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 1);
    const [video] = firstSceneObjects(saved);
    expect(video).toMatchObject({ _Type: 'video', _Name: 'Green clip', width: 320, height: 240 });
    const scene = saved.scenes[String(saved.currentScene.sceneArr[0])]!;
    expect(scene.elements[video!.id]).toMatchObject({ trimStart: 0, trimEnd: 2, duration: 2 });
  });

  it('finds an arrow icon by search and draws it on the canvas', async () => {
    // A new project asked for at the Elements tab opens there.
    await page.goto(`${studio.server.url}/video/0/0/elements`);
    await page.waitForURL(/\/video\/[1-9]\d*\/0\/elements$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await studio.waitForCanvas();
    await page.getByRole('button', { name: 'See all icons' }).click();
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('arrow');
    const first = page
      .getByRole('list', { name: 'icons' })
      .getByRole('button', { name: /^Add icon Arrow/ })
      .first();
    await expect.poll(async () => (await first.getAttribute('aria-label')) ?? '', { timeout: 10_000 }).toMatch(/^Add icon Arrow/);
    const blank = await darkPixelsIn({ left: 810, top: 390, width: 300, height: 300 });
    await first.click();
    await page.getByRole('heading', { name: 'Element Settings' }).waitFor();

    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 1);
    expect(firstSceneObjects(saved)[0]).toMatchObject({ _Type: 'elements', _Data: { type: 'icons' } });
    expect(firstSceneObjects(saved)[0]!._Name).toMatch(/^Arrow/);
    expect(blank).toBe(0);
    await expect.poll(() => darkPixelsIn({ left: 810, top: 390, width: 300, height: 300 }), { timeout: 15_000 }).toBeGreaterThan(200);
  });

  it('adds a music track that the timeline then shows', async () => {
    const id = await studio.create('video');
    await studio.tab('Music');
    const add = page
      .getByRole('list', { name: 'music tracks' })
      .getByRole('button', { name: /^Add music / })
      .first();
    const name = (await add.getAttribute('aria-label'))!.replace('Add music ', '');
    await add.click();
    await page.getByText(`“${name}” was added to the scene.`).waitFor();
    await page
      .getByRole('region', { name: 'Timeline' })
      .getByRole('group', { name: new RegExp(`^${name}: 0.00 s to `) })
      .waitFor();

    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).some((object) => object._Type === 'music'));
    expect(firstSceneObjects(saved).find((object) => object._Type === 'music')).toMatchObject({ _Name: name, _Src: expect.stringMatching(/\.mp3$/) });
  });
});
