import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstSceneObjects, type Studio, useStudioSessions } from './studio.ts';

let page: Page;
let studio: Studio;

const shots = path.resolve(import.meta.dirname, '../../.tmp/timeline-frame');

useStudioSessions('timelineextras', (session) => ({ page, studio } = session));

/** The scene length the workspace handle shows, seconds. */
async function workspaceLength(): Promise<number> {
  return Number(await page.getByRole('slider', { name: 'Workspace length' }).getAttribute('aria-valuenow'));
}

/** Drags the workspace handle by `seconds` on the 40 px per second timeline (zoom 90). */
async function dragWorkspace(seconds: number) {
  const box = (await page.getByRole('slider', { name: 'Workspace length' }).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + 12;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + seconds * 40, y, { steps: 10 });
  await page.mouse.up();
}

/** The first scene of the server's copy. */
const firstScene = (document: { currentScene: { sceneArr: number[] }; scenes: Record<string, { duration?: number | undefined }> }) =>
  document.scenes[String(document.currentScene.sceneArr[0])]!;

describe('the workspace-length handle', () => {
  it('drags the scene length, clamps it to the last object and to the video limit, and works from the keyboard', async () => {
    const id = await studio.create('video');
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).waitFor();
    expect(await workspaceLength()).toBe(5);

    await dragWorkspace(3);
    await expect.poll(workspaceLength).toBe(8);
    await page.getByText('Scene length 8.00 s').waitFor();
    await studio.untilSaved('video', id, (document) => firstScene(document).duration === 8);

    // Shorter than the heading: the length stops at its end and says why.
    await dragWorkspace(-6);
    await expect.poll(workspaceLength).toBe(5);
    const alert = page.getByRole('alert').filter({ hasText: "Can't be" });
    expect(await alert.textContent()).toBe("Can't be less than 5 !");
    await expect.poll(() => alert.count(), { timeout: 4000 }).toBe(0);

    // The keyboard: arrows step 0.5 s; End goes to the longest length the 240 s video limit leaves.
    const handle = page.getByRole('slider', { name: 'Workspace length' });
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(workspaceLength).toBe(5.5);
    await page.keyboard.press('End');
    await expect.poll(workspaceLength).toBe(240);
    await page.getByText('Video 240.0 s of 240 s').waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await alert.textContent()).toBe("Can't be more than 240 !");
    expect(await workspaceLength()).toBe(240);
    await studio.untilSaved('video', id, (document) => firstScene(document).duration === 240);
  });
});

describe('the expanded preview', () => {
  it('shows the canvas full screen with the player overlay, keeps playing, and leaves with Escape', async () => {
    await studio.create('video');
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    // A long scene, so that playback is still going when the test leaves full screen.
    await page.getByRole('slider', { name: 'Workspace length' }).focus();
    await page.keyboard.press('End');
    await expect.poll(workspaceLength).toBe(240);
    await page.getByRole('button', { name: 'Expand preview' }).click();
    const overlay = page.getByRole('group', { name: 'Preview player' });
    await overlay.waitFor();
    const stage = page.locator('.editor-stage');
    expect(await stage.getAttribute('data-expanded')).toMatch(/^(fullscreen|overlay)$/);
    const stageBox = (await stage.boundingBox())!;
    expect(stageBox.width).toBe(1440);
    expect(stageBox.height).toBe(900);
    expect(await overlay.getByText('Stopped').count()).toBe(1);
    const total = (await overlay.getByRole('status', { name: 'Elapsed of total' }).textContent())!;
    expect(total).toBe('0:00.00 / 4:00.00');

    await overlay.getByRole('button', { name: 'Play' }).click();
    await overlay.getByText('Playing').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await overlay.getByRole('status', { name: 'Elapsed of total' }).textContent())!.startsWith('0:00.00'), { timeout: 10_000 }).toBe(false);
    await fs.mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'expanded.png') });

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Expand preview' }).waitFor();
    expect(await overlay.count()).toBe(0);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    // Playback goes on in the page: the scene strip's button still offers Pause.
    expect(await page.getByRole('region', { name: 'Scenes' }).getByRole('button', { name: 'Pause' }).count()).toBe(1);
  });
});

describe('the Frame panel', () => {
  /** The frame colour chosen below, #2b55c9. */
  const isBlue = ([r, g, b]: number[]) => Math.abs(r! - 0x2b) < 14 && Math.abs(g! - 0x55) < 14 && Math.abs(b! - 0xc9) < 14;
  const isWhite = ([r, g, b]: number[]) => r! > 240 && g! > 240 && b! > 240;
  // Emma at the FM preset stands at (596, 352), scale .728: the circle of the default 700 px frame is
  // centred on (960, 716) with a radius of 254.8 canvas px.
  const insideCircle = { x: 960 - 235, y: 716 - 40 };
  const outsideCircle = { x: 960 - 240, y: 716 - 240 };

  it('frames the avatar in a circle over a colour, which the canvas shows and a reload keeps', async () => {
    const id = await studio.create('video');
    await page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'Emma' }).click();
    await page.getByRole('button', { name: 'Frame', exact: true }).click();
    await page.waitForURL(/\/video\/\d+\/0\/avatar\/frame$/);
    await page.getByRole('button', { name: 'Circle frame' }).click();
    const hex = page.getByRole('textbox', { name: /hex/i });
    await hex.fill('#2b55c9');
    await hex.press('Enter');

    await expect.poll(async () => isBlue(await studio.pixelAt(insideCircle.x, insideCircle.y)), { timeout: 15_000 }).toBe(true);
    expect(isWhite(await studio.pixelAt(outsideCircle.x, outsideCircle.y))).toBe(true);
    await fs.mkdir(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'frame.png') });

    const saved = await studio.untilSaved('video', id, (document) => {
      const avatar = firstSceneObjects(document).find((object) => object._Type === 'avatar');
      return avatar?._Type === 'avatar' && avatar.frame === 2 && avatar.frameBackground?.color === '#2b55c9';
    });
    expect(firstSceneObjects(saved).find((object) => object._Type === 'avatar')).toMatchObject({ frame: 2, frameBackground: { color: '#2b55c9' } });

    await page.reload();
    await studio.waitForCanvas();
    expect(await page.getByRole('button', { name: 'Circle frame' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => isBlue(await studio.pixelAt(insideCircle.x, insideCircle.y)), { timeout: 15_000 }).toBe(true);

    // The crop mask: dragging it moves the frame to the right; its handle makes it bigger, still round.
    const mask = (await page.locator('.frame-mask-box').boundingBox())!;
    await page.mouse.move(mask.x + mask.width / 2, mask.y + mask.height / 2);
    await page.mouse.down();
    await page.mouse.move(mask.x + mask.width / 2 + 60, mask.y + mask.height / 2, { steps: 6 });
    await page.mouse.up();
    const handle = (await page.locator('[data-frame-handle="se"]').boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 20, handle.y + handle.height / 2 + 5, { steps: 6 });
    await page.mouse.up();
    const cropped = await studio.untilSaved('video', id, (document) => {
      const avatar = firstSceneObjects(document).find((object) => object._Type === 'avatar');
      return avatar?._Type === 'avatar' && (avatar.frameBox?.width ?? 700) > 700;
    });
    const framed = firstSceneObjects(cropped).find((object) => object._Type === 'avatar');
    if (framed?._Type !== 'avatar' || !framed.frameBox) throw new Error('no frame box saved');
    expect(framed.frameBox.x).toBeGreaterThan(300);
    expect(framed.frameBox.y).toBeCloseTo(150, 0);
    expect(framed.frameBox.width).toBe(framed.frameBox.height);
    await page.screenshot({ path: path.join(shots, 'frame-moved.png') });

    // Back: the plain scene path; No frame restores the plain avatar.
    await page.getByRole('button', { name: 'Back to Avatar' }).click();
    await page.waitForURL(/\/video\/\d+\/0\/avatar$/);
    await page.getByRole('button', { name: 'Frame', exact: true }).click();
    await page.getByRole('button', { name: 'No frame' }).click();
    await expect.poll(async () => isBlue(await studio.pixelAt(insideCircle.x, insideCircle.y)), { timeout: 15_000 }).toBe(false);
  });
});
