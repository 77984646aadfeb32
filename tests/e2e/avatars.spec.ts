import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstSceneObjects, liveScenes, type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let page: Page;
let studio: Studio;

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
    // James is a man: the voice follows, the first male voice of the project's language (POST /api/avatars/avatar_voices/).
    expect(saved.currentAvatar?.voice).toMatchObject({ gender: 'male', lang: 'en-US' });
    expect(saved.currentAvatar?.language?.id).toBe(131);
    await saveScreenshot(page, 'editor-avatar');
  });

  it("shows the project's presenter in a new scene, where the first scene of a blank video has none", async () => {
    const id = await studio.create('video');
    // A point of the presenter's body at the middle preset; the canvas around is the white background.
    const body = { x: 960, y: 1000 };
    const isWhite = ([r, g, b]: number[]) => r! > 250 && g! > 250 && b! > 250;
    expect(isWhite(await studio.pixelAt(body.x, body.y))).toBe(true);
    const strip = page.getByRole('region', { name: 'Scenes' });
    await strip.getByRole('button', { name: 'Add scene' }).click();
    await page.waitForURL(new RegExp(`/video/${id}/1/avatar$`));
    expect(isWhite(await studio.pixelAt(body.x, body.y))).toBe(true);

    await page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'James' }).click();
    await expect.poll(async () => isWhite(await studio.pixelAt(body.x, body.y)), { timeout: 15_000 }).toBe(false);
    await strip.getByRole('button', { name: 'Add scene' }).click();
    await page.waitForURL(new RegExp(`/video/${id}/2/avatar$`));
    await expect.poll(async () => isWhite(await studio.pixelAt(body.x, body.y)), { timeout: 15_000 }).toBe(false);
    expect(await page.getByRole('button', { name: 'James' }).getAttribute('aria-pressed')).toBe('true');

    const saved = await studio.untilSaved('video', id, (document) => liveScenes(document).length === 3);
    const third = saved.scenes[String(liveScenes(saved)[2])]!;
    expect(third.jsonData.objects.map((object) => object._Type)).toEqual(['background', 'avatar']);
    expect(third.jsonData.objects[1]).toMatchObject({ _Name: 'James', scaleX: 0.728 });
    await saveScreenshot(page, 'editor-new-scene-presenter');
  });
});
