import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../support/projects.ts';
import { saveScreenshot } from './screenshots.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;
useStudioSessions('my-items-', (session) => ({ context, page, studio } = session));

/** The first engine of a fresh browser compiles every shader program (slow in software rendering). */
const JOURNEY_MS = 240_000;

/** A thumbnail drawn by the server's render pipeline (a Chromium page of its own). */
const RENDER_MS = 30_000;

/** Creates a video draft through the API; answers its id. */
async function createDraft(name: string): Promise<number> {
  const answer = await fetch(`${studio.server.url}/api/newvideo/video/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${studio.token}` },
    body: JSON.stringify({ d: blankDocument(), name }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { id: number } }).result.id;
}

/** The page a click opens in a new tab, once it has an address of the editor. */
async function newTabFrom(click: () => Promise<void>, address: RegExp): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent('page'), click()]);
  await opened.waitForURL(address);
  return opened;
}

/** A thumbnail the server drew (`/api/renders/file/{id}-thumb.jpg`), not the page's own drawing or the loading placeholder. */
const SERVER_THUMBNAIL = /^\/api\/renders\/file\/[\w-]{22}-thumb\.jpg$/;

/** The colours the draft's background is given in the editor, and the blank draft's white. */
const COLOURS = { white: [255, 255, 255], red: [214, 40, 40], blue: [31, 95, 214] } as const;

/**
 * The picture of the draft card `name` on a Drafts list as the page shows it: whether it is a
 * thumbnail file of the server, and the colour in its middle (the closest of {@link COLOURS},
 * with the pixel), read by drawing the decoded <img> on a canvas; null while it has no picture.
 */
async function draftCardPicture(list: Page, name: string) {
  const picture = list
    .getByRole('list', { name: 'My Videos: Drafts' })
    .getByRole('link', { name: `Edit ${name}` })
    .locator('img');
  if ((await picture.count()) === 0) return null;
  const shown = await picture.evaluate((image: HTMLImageElement) => {
    if (!image.complete || image.naturalWidth === 0) return null;
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight).getContext('2d')!;
    canvas.drawImage(image, 0, 0);
    const middle = canvas.getImageData(image.naturalWidth >> 1, image.naturalHeight >> 1, 1, 1).data;
    return { src: image.getAttribute('src') ?? '', rgb: [middle[0]!, middle[1]!, middle[2]!] };
  });
  if (!shown) return null;
  const distance = (rgb: readonly number[]) => Math.max(...rgb.map((value, channel) => Math.abs(value - shown.rgb[channel]!)));
  const [closest, rgb] = Object.entries(COLOURS).sort(([, a], [, b]) => distance(a) - distance(b))[0]!;
  return { isServerThumbnail: SERVER_THUMBNAIL.test(shown.src), colour: distance(rgb) < 40 ? closest : 'other', rgb: shown.rgb };
}

/** Gives the open scene of the editor `editor` the background colour `hex` and waits until autosave has saved it. */
async function setBackgroundColour(editor: Page, id: number, hex: string): Promise<void> {
  await editor.getByRole('navigation', { name: 'Editor tabs' }).getByRole('link', { name: 'Background', exact: true }).click();
  const hexField = editor.getByRole('group', { name: 'Background colour' }).getByLabel('Hex');
  await hexField.fill(hex);
  await hexField.press('Enter');
  await studio.untilSaved('video', id, (document) => {
    const background = document.scenes[String(document.currentScene.sceneArr[0])]!.jsonData.objects[0];
    return background?._Type === 'background' && background.fill === hex;
  });
  // The page knows it too: nothing left to save, so leaving it asks nothing.
  await editor.locator('.save-button:not(.is-dimmed)').waitFor();
}

describe('My Videos and My Images', () => {
  it(
    'lists two drafts, opens one in the editor and deletes the other after confirming',
    async () => {
      const first = await createDraft('Spring campaign');
      const second = await createDraft('Autumn follow-up');
      await page.goto(`${studio.server.url}/myvideos`);
      await page.getByRole('heading', { name: 'My Videos', level: 1 }).waitFor();
      await page.getByRole('tab', { name: 'Drafts' }).click();
      const drafts = page.getByRole('list', { name: 'My Videos: Drafts' });
      await drafts.getByText('Spring campaign').waitFor();
      // Last changed first.
      expect(await drafts.locator('.item-card-name').allTextContents()).toEqual(['Autumn follow-up', 'Spring campaign']);

      const editor = await newTabFrom(() => drafts.getByRole('link', { name: 'Edit Spring campaign' }).click(), new RegExp(`/video/${first}/0/avatar`));
      await editor.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: JOURNEY_MS });
      await editor.close();

      await drafts.getByRole('button', { name: 'Actions for Autumn follow-up' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const question = page.getByRole('dialog', { name: 'Are you sure you want to delete this video?' });
      await question.getByRole('button', { name: 'Delete' }).click();
      await drafts.getByText('Autumn follow-up').waitFor({ state: 'detached' });
      expect(await drafts.locator('.item-card-name').allTextContents()).toEqual(['Spring campaign']);
      const gone = await fetch(`${studio.server.url}/api/newvideo/video/${second}/`, { headers: { authorization: `Token ${studio.token}` } });
      expect(gone.status).toBe(404);
    },
    JOURNEY_MS,
  );

  it(
    'opens the image editor with a new image from the Create Image tile',
    async () => {
      await page.goto(`${studio.server.url}/myimages`);
      await page.getByRole('heading', { name: 'My Images', level: 1 }).waitFor();
      const editor = await newTabFrom(() => page.getByRole('link', { name: /Create Image/ }).click(), /\/image\/[1-9]\d*\/0\/avatar/);
      await editor.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: JOURNEY_MS });
      const id = Number(new URL(editor.url()).pathname.split('/')[2]);
      expect((await studio.saved('image', id)).jsonData.mode).toBe(2);
    },
    JOURNEY_MS,
  );

  it(
    "redraws a draft's card picture on the server when its editor tab is closed, and when the editor is left for another page",
    async () => {
      const name = 'Thumbnail beacon';
      const id = await createDraft(name);
      const thumbnail = async () => (await studio.api('GET', `/api/newvideo/video/${id}/`)).body.result.thumbnail as string | null;
      await page.goto(`${studio.server.url}/video/${id}/0/avatar`);
      await studio.waitForCanvas();
      await setBackgroundColour(page, id, '#d62828');
      expect(await thumbnail()).toBeNull();

      // Closing the tab as a person does (unload handlers run): the beacon goes out as it closes.
      await page.close({ runBeforeUnload: true });
      // With its unload handlers run, close() does not wait for the tab to go; nothing may hold it open (a "leave this page?" question).
      await expect.poll(() => page.isClosed()).toBe(true);
      await expect.poll(thumbnail, { timeout: RENDER_MS }).toEqual(expect.stringMatching(SERVER_THUMBNAIL));
      const list = await context.newPage();
      await list.goto(`${studio.server.url}/myvideos`);
      await list.getByRole('tab', { name: 'Drafts' }).click();
      await expect.poll(() => draftCardPicture(list, name), { timeout: RENDER_MS }).toMatchObject({ isServerThumbnail: true, colour: 'red' });

      // Leaving the editor within the app (its logo, to the Templates page) sends it too; the open list follows live.
      const editor = await newTabFrom(() => list.getByRole('link', { name: `Edit ${name}` }).click(), new RegExp(`/video/${id}/0/avatar`));
      await editor.locator('.editor-canvas-holder[data-ready="true"]').waitFor({ timeout: JOURNEY_MS });
      await setBackgroundColour(editor, id, '#1f5fd6');
      const red = await thumbnail();
      await editor.getByRole('link', { name: 'Avatar Studio home' }).click();
      await editor.waitForURL(`${studio.server.url}/`);
      await expect.poll(thumbnail, { timeout: RENDER_MS }).not.toBe(red);
      await expect.poll(() => draftCardPicture(list, name), { timeout: RENDER_MS }).toMatchObject({ isServerThumbnail: true, colour: 'blue' });
      await list.bringToFront();
      await saveScreenshot(list, 'my-videos-draft-thumbnail');
      // And My Videos opened afterwards in the tab that left the editor shows it from the start.
      await editor.getByRole('link', { name: 'My Videos' }).click();
      await editor.getByRole('tab', { name: 'Drafts' }).click();
      await expect.poll(() => draftCardPicture(editor, name), { timeout: RENDER_MS }).toMatchObject({ isServerThumbnail: true, colour: 'blue' });
    },
    JOURNEY_MS,
  );
});
