import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstSceneObjects, type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let page: Page;
let studio: Studio;

useStudioSessions('avatar-effects', (session) => ({ page, studio } = session));

/**
 * A canvas point just right of Emma's hair at the middle preset (left 596, top 352, scale .728;
 * art point 700, 400): white canvas without a shadow, inside the shadow cast 100 px to the right.
 */
const besideHair = { x: 596 + 700 * 0.728, y: 352 + 400 * 0.728 };
const isWhite = ([r, g, b]: number[]) => r! > 245 && g! > 245 && b! > 245;
/** A shadow's grey: dark and neutral. */
const isShadow = ([r, g, b]: number[]) => r! < 170 && Math.abs(r! - g!) < 12 && Math.abs(g! - b!) < 12;

/** Opens an avatar sub-page from the Avatar tab's entries. */
async function openAvatarPage(name: string) {
  await page.getByRole('navigation', { name: 'Avatar effects' }).getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).first().waitFor();
}

describe("the avatar's animation and shadow pages", () => {
  it('give the presenter a shadow the canvas draws and an enter animation, both there after a reload', async () => {
    const id = await studio.create('video');
    await page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'Emma' }).click();
    await expect.poll(async () => isWhite(await studio.pixelAt(960, 1000)), { timeout: 15_000 }).toBe(false);
    expect(isWhite(await studio.pixelAt(besideHair.x, besideHair.y))).toBe(true);

    await openAvatarPage('Shadow');
    await page.waitForURL(new RegExp(`/video/${id}/0/avatar/shadow$`));
    await page.getByRole('button', { name: 'Shadow', exact: true }).click();
    const distance = page.getByRole('spinbutton', { name: 'Distance' });
    await distance.fill('100');
    await distance.press('Enter');
    await expect.poll(async () => isShadow(await studio.pixelAt(besideHair.x, besideHair.y)), { timeout: 15_000 }).toBe(true);
    await saveScreenshot(page, 'editor-avatar-shadow');
    await page.getByRole('button', { name: 'Back to Avatar' }).click();
    await page.waitForURL(new RegExp(`/video/${id}/0/avatar$`));

    await openAvatarPage('Animation');
    await page.waitForURL(new RegExp(`/video/${id}/0/avatar/animation$`));
    await page.getByRole('list', { name: 'Enter animations' }).getByRole('button', { name: 'Fade In' }).click();

    const saved = await studio.untilSaved('video', id, (document) => {
      const avatar = firstSceneObjects(document)[0];
      const scene = document.scenes[String(document.currentScene.sceneArr[0])]!;
      return Boolean(avatar?.shadow && scene.elements[avatar.id]?.animation?.enter?.id === 1);
    });
    const avatar = firstSceneObjects(saved)[0]!;
    expect(avatar).toMatchObject({ _Type: 'avatar', _Name: 'Emma', shadow: { blur: 40, color: 'rgba(0,0,0,0.7)', offsetX: 100, offsetY: 0 } });
    expect(saved.scenes[String(saved.currentScene.sceneArr[0])]!.elements[avatar.id]).toMatchObject({ enter: 1, animation: { enter: { id: 1 } } });

    // After a reload the pages show what was saved, and the canvas draws the shadow again.
    await page.reload();
    await studio.waitForCanvas();
    expect(await page.getByRole('list', { name: 'Enter animations' }).getByRole('button', { name: 'Fade In' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Back to Avatar' }).click();
    await openAvatarPage('Shadow');
    expect(await page.getByRole('button', { name: 'Shadow', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('spinbutton', { name: 'Distance' }).inputValue()).toBe('100');
    await expect.poll(async () => isShadow(await studio.pixelAt(besideHair.x, besideHair.y)), { timeout: 15_000 }).toBe(true);
  });

  it('shows Avatar Settings alone at avatar_settings, and no Animation entry in the image editor', async () => {
    const id = await studio.create('image');
    await page.goto(`${studio.server.url}/image/${id}/0/avatar_settings`);
    await page.getByRole('heading', { name: 'Avatar Settings', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'Emma' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Voice' }).count()).toBe(0);
    await saveScreenshot(page, 'editor-avatar-settings-page');
    await page.getByRole('button', { name: 'Back to Avatar' }).click();
    await page.waitForURL(new RegExp(`/image/${id}/0/avatar$`));
    const entries = page.getByRole('navigation', { name: 'Avatar effects' }).getByRole('button');
    expect(await entries.allTextContents()).toEqual(['Frame', 'Shadow']);
    await saveScreenshot(page, 'editor-avatar-entries-image');
  });
});
