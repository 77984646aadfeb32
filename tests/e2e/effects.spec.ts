import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstSceneObjects, type Studio, useStudioSessions } from './studio.ts';

let page: Page;
let studio: Studio;

useStudioSessions('effects', (session) => ({ page, studio } = session));

/** Opens a sub-page (Filter, Mask, Shadow, Animation) of the selected object's settings. */
async function openSubPage(name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).first().waitFor();
}

describe('effects from the settings panels', () => {
  it('gives a picture a filter, a mask, a shadow and an enter animation, drawn and saved', async () => {
    const id = await studio.create('video');
    await studio.tab('Image');
    await page.getByRole('button', { name: 'Add image Sunset hills' }).click();
    await page.getByRole('heading', { name: 'Image Settings' }).waitFor();
    const centre = { x: 960, y: 440 };
    await expect
      .poll(
        async () => {
          const [r, g, b] = await studio.pixelAt(centre.x, centre.y);
          return r - b > 40 && r - g > 40;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await openSubPage('Filter');
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Grayscale' }).click();
    // The engine draws the picture grey: red, green and blue alike.
    await expect
      .poll(
        async () => {
          const [r, g, b] = await studio.pixelAt(centre.x, centre.y);
          return Math.max(Math.abs(r - g), Math.abs(g - b)) <= 3;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: /back/i }).first().click();

    await openSubPage('Mask');
    await page.getByRole('searchbox', { name: 'Search masks' }).fill('circ');
    await page.getByRole('group', { name: 'Masks' }).getByRole('button', { name: 'Circle', exact: true }).click();
    await page.getByRole('button', { name: /back/i }).first().click();

    await openSubPage('Shadow');
    await page.getByRole('button', { name: 'Shadow', exact: true }).click();
    await page.getByRole('button', { name: /back/i }).first().click();

    await openSubPage('Animation');
    await page.getByRole('list', { name: 'Enter animations' }).getByRole('button', { name: 'Fade In' }).click();

    const saved = await studio.untilSaved('video', id, (document) => {
      const scene = document.scenes[String(document.currentScene.sceneArr[0])]!;
      const image = firstSceneObjects(document)[0];
      return Boolean(image && image.filter && image._Mask && image.shadow && scene.elements[image.id]?.animation?.enter?.id === 1);
    });
    const image = firstSceneObjects(saved)[0]!;
    const scene = saved.scenes[String(saved.currentScene.sceneArr[0])]!;
    expect(image.filter).toMatchObject({ name: 'Grayscale' });
    expect(image._Mask).toMatchObject({ name: 'Circle' });
    expect(image.shadow).toMatchObject({ blur: expect.any(Number), color: expect.any(String) });
    expect(scene.elements[image.id]).toMatchObject({ animation: { enter: { id: 1 } } });
    expect(scene.elements[image.id]!.enter).toBeGreaterThan(0);
  });
});
