import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstSceneObjects, liveScenes, Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;

useStudioSessions('studio', (session) => ({ context, page, studio } = session));

const isWhite = ([r, g, b]: number[]) => r! > 245 && g! > 245 && b! > 245;

describe('the studio', () => {
  it('builds a video from scratch: text and an image added, styled, moved, resized and rotated, all there after a reload', async () => {
    const id = await studio.create('video');
    await page.getByRole('heading', { name: 'Avatar' }).waitFor();

    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await page.getByRole('heading', { name: 'Text Settings' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/video/${id}/0/settings/text$`));

    // Type in place on the canvas, then style it from the panel.
    const centre = await studio.canvasPoint(960, 540);
    await page.mouse.dblclick(centre.x, centre.y);
    const editor = page.getByRole('textbox', { name: 'Edit text' });
    await editor.fill('Spring sale');
    await editor.press('Escape');
    await expect.poll(() => editor.count()).toBe(0);
    await page.getByRole('button', { name: 'Italic' }).click();
    const fontSize = page.getByRole('spinbutton', { name: 'Font size' });
    await fontSize.fill('120');
    await fontSize.press('Enter');

    // Move it up by dragging, make it bigger from a corner and turn it.
    await studio.dragOnCanvas({ x: 960, y: 540 }, { x: 960, y: 260 });
    await studio.dragHandle('se', 40, 20);
    await studio.dragHandle('rotate', 25, 0);

    await studio.tab('Image');
    await page.getByRole('button', { name: 'Add image Sunset hills' }).click();
    await page.getByRole('heading', { name: 'Image Settings' }).waitFor();
    await studio.dragOnCanvas({ x: 960, y: 540 }, { x: 700, y: 700 });
    await studio.dragHandle('se', 60, 40);
    await studio.dragHandle('rotate', 80, 10);

    const saved = await studio.untilSaved('video', id, (document) => {
      const [text, image] = firstSceneObjects(document);
      return text?._Type === 'text' && text.text === 'Spring sale' && text.angle !== 0 && image?._Type === 'image' && image.angle !== 0;
    });
    const [text, image] = firstSceneObjects(saved);
    expect(text).toMatchObject({ _Type: 'text', text: 'Spring sale', fontSize: 120, fontStyle: 'italic' });
    expect(text!.top).toBeLessThan(300);
    expect(text!.scaleX).toBeGreaterThan(1.05);
    expect(text!.scaleY).toBeCloseTo(text!.scaleX, 5);
    expect(text!.angle).toBeGreaterThan(5);
    expect(text!.angle).toBeLessThan(90);
    expect(image).toMatchObject({ _Type: 'image', _Src: '/library/images/sunset-hills.jpg' });
    expect(image!.scaleX).toBeGreaterThan(0.675);
    expect(image!.angle).toBeGreaterThan(5);
    const imageCentre = { x: image!.left + (image!.width * image!.scaleX) / 2, y: image!.top + (image!.height * image!.scaleY) / 2 };
    // Escape clears the selection, so the screenshot shows the canvas without frames.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.canvas-frame').count()).toBe(0);
    await saveScreenshot(page, 'editor-video');

    // After a reload the engine draws the saved document: the picture where it was, white elsewhere.
    await page.reload();
    await studio.waitForCanvas();
    await expect.poll(async () => isWhite(await studio.pixelAt(imageCentre.x, imageCentre.y)), { timeout: 15_000 }).toBe(false);
    expect(isWhite(await studio.pixelAt(1800, 1000))).toBe(true);
    const textPoint = await studio.canvasPoint(text!.left + (text!.width * text!.scaleX) / 2, text!.top + (text!.height * text!.scaleY) / 2);
    await page.mouse.click(textPoint.x, textPoint.y);
    await page.getByRole('heading', { name: 'Text Settings' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Font size' }).inputValue()).toBe('120');
  });

  it('adds, duplicates, reorders and deletes scenes, and never deletes the only one', async () => {
    const id = await studio.create('video');
    const strip = page.getByRole('region', { name: 'Scenes' });
    const thumbs = strip.getByRole('button', { name: /^Scene \d+$/ });

    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await strip.getByRole('button', { name: 'Delete Scene 1' }).click();
    await expect.poll(() => strip.getByRole('alert').textContent()).toBe("Can't Delete Only One Scene!");

    await strip.getByRole('button', { name: 'Add scene' }).click();
    await expect.poll(() => thumbs.count()).toBe(2);
    expect(page.url()).toMatch(new RegExp(`/video/${id}/1/avatar$`));

    await strip.getByRole('button', { name: 'Scene 1', exact: true }).hover();
    await strip.getByRole('button', { name: 'Duplicate Scene 1' }).click();
    await expect.poll(() => thumbs.count()).toBe(3);
    const afterDuplicate = await studio.untilSaved('video', id, (document) => liveScenes(document).length === 3);
    const [first, copy, added] = liveScenes(afterDuplicate);
    const original = afterDuplicate.scenes[String(first)]!.jsonData.objects;
    const copied = afterDuplicate.scenes[String(copy)]!.jsonData.objects;
    expect(copied.map((object) => object._Type)).toEqual(original.map((object) => object._Type));
    expect(copied[1]!.id).not.toBe(original[1]!.id);

    // Reorder from the keyboard: pick scene 1 up, move it one place right, drop it.
    await strip.getByRole('button', { name: 'Scene 1', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByText(/^(Picked up scene 1|Scene 1 is over position 1 of 3)\.$/).waitFor({ state: 'attached' });
    // dnd-kit listens for the arrows from the tick after the pick-up: an arrow that came too early
    // leaves the scene in place, so press again only while it is still over its own position.
    await expect
      .poll(
        async () => {
          if ((await page.getByText('Scene 1 is over position 2 of 3.').count()) > 0) return true;
          await page.keyboard.press('ArrowRight');
          return false;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
    await page.keyboard.press('Space');
    await studio.untilSaved('video', id, (document) => liveScenes(document).join() === [copy, first, added].join());

    await strip.getByRole('button', { name: 'Scene 3', exact: true }).hover();
    await strip.getByRole('button', { name: 'Delete Scene 3' }).click();
    await page.getByRole('dialog', { name: 'Are you sure you want to delete this scene?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => thumbs.count()).toBe(2);
    const afterDelete = await studio.untilSaved('video', id, (document) => liveScenes(document).length === 2);
    expect(afterDelete.currentScene.sceneArr).toContain(-1);
    expect(liveScenes(afterDelete)).toEqual([copy, first]);
  });

  it('undoes and redoes every change with Ctrl+Z and Ctrl+Shift+Z', async () => {
    const id = await studio.create('video');
    /** Waits until the saved first scene holds objects of these kinds, in order (`text,shape`). */
    const untilKinds = (kinds: string) =>
      studio.untilSaved(
        'video',
        id,
        (document) =>
          firstSceneObjects(document)
            .map((object) => object._Type)
            .join() === kinds,
      );
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await studio.tab('Elements');
    await page.getByRole('button', { name: 'Add shape Star', exact: true }).click();
    await page.getByRole('heading', { name: 'Element Settings' }).waitFor();
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 2);

    await page.mouse.click(5, 890);
    await page.keyboard.press('Control+z');
    await untilKinds('text');
    await page.keyboard.press('Control+z');
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 0);
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await untilKinds('text,shape');
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);

    // Swap the star for another shape from the full, searchable list.
    await page.getByRole('button', { name: 'Replace element' }).click();
    await page.getByRole('searchbox', { name: 'Search shapes' }).fill('hea');
    await page.getByRole('button', { name: 'Use shape Heart' }).click();
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document)[1]?._Src === '/library/shapes/heart.svg');
  });

  it('loses nothing when the network drops while editing: the saves fail until it is back', async () => {
    const id = await studio.create('video');
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 1);

    // The pictures come from the stock catalogue: list them before the network drops.
    await studio.tab('Image');
    await page.getByRole('button', { name: 'Add image Ocean waves' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add image Ocean waves' }).click();
    await studio.dragOnCanvas({ x: 960, y: 540 }, { x: 600, y: 400 });
    // The saves fail turn after turn until the header says the editor is offline.
    await page.getByRole('status').filter({ hasText: 'Offline: changes kept' }).waitFor({ timeout: 15_000 });
    expect(firstSceneObjects((await studio.saved('video', id)).jsonData)).toHaveLength(1);

    await context.setOffline(false);
    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 2);
    expect(firstSceneObjects(saved)[1]).toMatchObject({ _Type: 'image', _Src: '/library/images/ocean-waves.jpg' });
    expect(firstSceneObjects(saved)[1]!.left).toBeLessThan(555);
  });

  it('keeps the edits of two open tabs of one project (a stale save is rebuilt on the newer copy)', async () => {
    const id = await studio.create('video');
    const other = new Studio(await context.newPage(), studio.server, studio.token);
    await other.page.goto(page.url());
    await other.waitForCanvas();

    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 1);
    await other.tab('Elements');
    await other.page.getByRole('button', { name: 'Add shape Heart' }).click();

    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 2);
    expect(firstSceneObjects(saved).map((object) => object._Type)).toEqual(['text', 'shape']);
  });

  it('opens a new project made from the template of ?template=, in the size of ?size=', async () => {
    const id = await studio.create('video', '?template=discount-offer&size=1');
    const { name, jsonData } = await studio.saved('video', id);
    expect(name).toBe('Discount Offer');
    expect(jsonData.size).toBe(1);
    expect(liveScenes(jsonData)).toHaveLength(3);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Scenes' })
          .getByRole('button', { name: /^Scene \d+$/ })
          .count(),
      )
      .toBe(3);
  });

  it('pastes with Ctrl+V when nothing is selected', async () => {
    const id = await studio.create('video');
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.canvas-frame').count()).toBe(0);
    await page.keyboard.press('Control+v');
    await expect.poll(() => page.locator('.canvas-frame').count()).toBe(1);
    const saved = await studio.untilSaved('video', id, (document) => firstSceneObjects(document).length === 2);
    const [original, pasted] = firstSceneObjects(saved);
    expect(pasted!.id).not.toBe(original!.id);
    expect(pasted!.left - original!.left).toBe(15);
  });

  it('makes an image project with one scene and no video-only tabs', async () => {
    const id = await studio.create('image');
    const tabs = page.getByRole('navigation', { name: 'Editor tabs' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Avatar', 'Background', 'Text', 'Image', 'Elements', 'Settings']);
    expect(await page.getByRole('region', { name: 'Scenes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(1);
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a subheading' }).click();
    const saved = await studio.untilSaved('image', id, (document) => firstSceneObjects(document).length === 1);
    expect(saved.mode).toBe(2);
    expect(liveScenes(saved)).toHaveLength(1);
    // Escape clears the selection, so the screenshot shows the canvas without frames.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.canvas-frame').count()).toBe(0);
    await saveScreenshot(page, 'editor-image');
  });
});
