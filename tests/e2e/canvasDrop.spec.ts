import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSceneObjects, type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

const run = promisify(execFile);

let page: Page;
let studio: Studio;

useStudioSessions('drop', (session) => ({ page, studio } = session));

/** A 400 x 300 blue PNG on disk, for the browser to drag in as a user's file. */
let folder: string;
let bluePicture: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'canvas-drop-e2e-'));
  bluePicture = path.join(folder, 'Blue square.png');
  await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', 'color=c=0x1f5fd6:size=400x300', '-frames:v', '1', bluePicture]);
});

afterAll(() => fs.rm(folder, { recursive: true, force: true }));

/**
 * Drags files from outside the page as the browser does for a user (DevTools' Input.dispatchDragEvent):
 * enters and moves over a page point, then drops there unless `isDropped` is false.
 */
async function dragFiles(cdp: CDPSession, files: string[], point: { x: number; y: number }, isDropped = true): Promise<void> {
  const data = { items: [], files, dragOperationsMask: 1 };
  const types = isDropped ? (['dragEnter', 'dragOver', 'drop'] as const) : (['dragEnter', 'dragOver'] as const);
  for (const type of types) await cdp.send('Input.dispatchDragEvent', { type, x: point.x, y: point.y, data });
}

/** Whether a colour is within 40 of each channel of `[r, g, b]`. */
const near = (colour: number[], [r, g, b]: number[]) => Math.abs(colour[0]! - r!) < 40 && Math.abs(colour[1]! - g!) < 40 && Math.abs(colour[2]! - b!) < 40;

/** The user's uploads of a library category, by name. */
async function uploadNames(category: string): Promise<string[]> {
  const answer = await fetch(`${studio.server.url}/api/userlibrary/upload/?category=${category}`, { headers: { authorization: `Token ${studio.token}` } });
  return ((await answer.json()) as { results: { name: string }[] }).results.map((item) => item.name);
}

describe('files dropped in the editor', () => {
  it('uploads a picture dropped on the canvas and puts it where it was dropped', async () => {
    const id = await studio.create('video');
    const cdp = await page.context().newCDPSession(page);
    const point = await studio.canvasPoint(480, 300);

    await dragFiles(cdp, [bluePicture], point, false);
    await page.getByText('Add it to the scene').waitFor();
    await saveScreenshot(page, 'canvas-drop-target');
    await cdp.send('Input.dispatchDragEvent', { type: 'drop', ...point, data: { items: [], files: [bluePicture], dragOperationsMask: 1 } });
    expect(await page.getByText('Add it to the scene').count()).toBe(0);

    await page.getByRole('heading', { name: 'Image Settings' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => near(await studio.pixelAt(480, 300), [0x1f, 0x5f, 0xd6]), { timeout: 15_000 }).toBe(true);
    expect(near(await studio.pixelAt(1400, 800), [255, 255, 255])).toBe(true);
    await saveScreenshot(page, 'canvas-drop-result');

    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 1);
    const [image] = firstSceneObjects(saved);
    expect(image).toMatchObject({ _Type: 'image', _Name: 'Blue square', width: 400, height: 300, scaleX: 1, _Image: { name: 'Blue square', category: 'video_image' } });
    // Centred on the drop point, within a screen pixel (about 3.5 canvas px at this size).
    expect(Math.abs(image!.left! - 280)).toBeLessThan(5);
    expect(Math.abs(image!.top! - 150)).toBeLessThan(5);
    expect(await uploadNames('video_image')).toEqual(['Blue square']);

    // One undo step takes it away again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 0);
  });

  it('refuses a file dropped anywhere else, keeping the page at the editor', async () => {
    const id = await studio.create('video');
    const editor = page.url();
    // Elsewhere the page cancels the browser's default (opening the file in the tab) of a file drag and drop.
    const cancelled = await page.evaluate(() => {
      const file = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
      return ['.editor-header', '.editor-rail', '.editor-panel', '.scene-strip', '.timeline', '.speech-panel'].map((selector) => {
        const target = document.querySelector(selector)!;
        const cancelledOf = (type: string) => {
          const transfer = new DataTransfer();
          transfer.items.add(file);
          return !target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
        };
        return { selector, dragover: cancelledOf('dragover'), drop: cancelledOf('drop') };
      });
    });
    for (const where of cancelled) expect(where).toEqual({ selector: where.selector, dragover: true, drop: true });

    const cdp = await page.context().newCDPSession(page);
    const timeline = (await page.locator('.timeline').boundingBox())!;
    await dragFiles(cdp, [bluePicture], { x: timeline.x + timeline.width / 2, y: timeline.y + 120 });
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(editor);
    expect(await page.getByText('Add it to the scene').count()).toBe(0);
    expect(firstSceneObjects((await studio.saved('video', id)).jsonData)).toHaveLength(0);
    expect(await uploadNames('video_image')).toEqual([]);
  });
});
