import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstSceneObjects, type Studio, useStudioSessions } from './studio.ts';

let page: Page;
let studio: Studio;

const screenshots = path.resolve(import.meta.dirname, '__screenshots__');

useStudioSessions('avatars', (session) => ({ page, studio } = session));

/** Emma's skin, as the preview shows it (within a few levels). */
const isSkin = ([r, g, b]: number[]) => Math.abs(r! - 0xf5) < 12 && Math.abs(g! - 0xd2) < 12 && Math.abs(b! - 0xb8) < 12;
/** The canvas point of Emma's left cheek, standing at a preset of the given place and scale. */
const cheek = (left: number, top: number, scale: number) => ({ x: left + 440 * scale, y: top + 420 * scale });

describe('the faces carousel', () => {
  it('puts the chosen presenter on the canvas, moves it with a position preset, and saves both', async () => {
    const id = await studio.create('video');
    const faces = page.getByRole('list', { name: 'Faces' });
    await faces.getByRole('button', { name: 'Emma' }).click();
    const middle = cheek(596, 352, 0.728);
    await expect.poll(async () => isSkin(await studio.pixelAt(middle.x, middle.y)), { timeout: 15_000 }).toBe(true);

    await page.getByRole('button', { name: 'Side, small' }).click();
    const side = cheek(1368, 600, 0.48);
    await expect.poll(async () => isSkin(await studio.pixelAt(side.x, side.y)), { timeout: 15_000 }).toBe(true);
    expect(isSkin(await studio.pixelAt(middle.x, middle.y))).toBe(false);

    // The keyboard chooses too: the next face after Emma is James.
    await faces.getByRole('button', { name: 'Emma' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document)[0]?._Name === 'James');
    const avatar = firstSceneObjects(saved)[0]!;
    expect(avatar).toMatchObject({ _Type: 'avatar', _Src: '/avatars/5/avatar.svg', scaleX: 0.48 });
    expect(avatar.left).toBeCloseTo(1368, 6);
    expect(avatar.top).toBeCloseTo(600, 6);
    expect(saved.currentAvatar?.image.id).toBe(5);

    await fs.mkdir(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, 'editor-avatar.png') });
  });
});
