import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../src/scene/document.ts';
import { MASKS } from '../../src/scene/effects/masks.ts';
import { createImageObject } from '../../src/scene/ops/newObjects.ts';
import { addObject } from '../../src/scene/ops/objects.ts';
import type { ImageObject } from '../../src/scene/schema/canvasObject.ts';
import { blankDocument, withScene } from '../support/projects.ts';
import { firstSceneObjects, liveScenes, type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

// Spec 000 §8 in Chromium against the running product: each loading text over the canvas while the
// call (or the file) its command waits for is held, and gone once it is let through; the error
// boundary; and the failures that are only logged or that fall back to the default list.

let context: BrowserContext;
let page: Page;
let studio: Studio;
/** What the page logged with console.error, in order. */
let errors: string[];

useStudioSessions('feedback', (session) => {
  ({ context, page, studio } = session);
  errors = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
});

type Hold = { release: () => void; count: () => number };

/** Holds every request of the browser (workers too) whose address matches until `release`. */
async function holdRequests(address: string | RegExp): Promise<Hold> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await context.route(typeof address === 'string' ? `**${address}` : address, async (route) => {
    count++;
    await released;
    await route.continue();
  });
  return { release, count: () => count };
}

/** The canvas's loading overlay. */
const overlay = () => page.locator('.editor-canvas-holder').getByRole('status');

/**
 * Does `act` with `held` held: the overlay says exactly `text` once the held request is asked
 * for (by `act`, or before it: a picture the scene waits for already), and is gone once it is let through.
 */
async function expectLoadingText(text: string, held: Hold, act: () => Promise<unknown>, onHeld?: () => Promise<unknown>): Promise<void> {
  await act();
  await expect.poll(() => held.count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => overlay().allTextContents()).toEqual([text]);
  await onHeld?.();
  // Still waiting: nothing but the held request can end it.
  expect(await overlay().allTextContents()).toEqual([text]);
  held.release();
  await expect.poll(() => overlay().allTextContents(), { timeout: 30_000 }).toEqual([]);
}

/** Waits until the page has logged an error that starts with `start`. */
const untilLogged = (start: string) => expect.poll(() => errors.some((error) => error.startsWith(start)), { timeout: 15_000 }).toBe(true);

/** A 1200x800 library picture as a new image object, placed as the Image tab places it. */
const photo = (src: string) => createImageObject({ src, width: 1200, height: 800 }, 0);

/** The page point just inside an image object's top-left corner, above the presenter and the elements placed in the middle. */
const cornerOf = (object: ImageObject) => studio.canvasPoint(object.left + 20, object.top + 20);

const objectsOf = (document: ProjectDocument, index: number) => document.scenes[String(liveScenes(document)[index])]!.jsonData.objects;

const isWhite = ([r, g, b]: number[]) => r! > 235 && g! > 235 && b! > 235;

describe('the loading texts over the canvas (spec 000 §8)', () => {
  it("says 'Image is Loading ...', 'Replacing the Image', 'Replacing the Video' and 'Background is Loading ...' while the chosen file is held, and drops a failed stock search", async () => {
    const id = await studio.create('video');
    await studio.tab('Image');
    const stock = page.getByRole('list', { name: 'stock images' }).getByRole('button');
    await stock.first().waitFor();
    const defaultList = await stock.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(defaultList).toContain('Add image Sunset hills');

    // A failed search (spec 000 §8): the search's view is dropped and the default list shown, without a message.
    await page.route(/\/api\/bgclip\/search\/\?.*query=/, (route) => route.fulfill({ status: 502, json: { isError: true, message: 'The stock service is down.' } }));
    const failed = page.waitForResponse((response) => response.url().includes('query=ocean') && response.status() === 502);
    await page.getByRole('searchbox', { name: 'Search stock images' }).fill('ocean');
    await failed;
    await expect.poll(() => stock.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual(defaultList);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(/No images match|could not be loaded/).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search stock images' }).fill('');

    await expectLoadingText(
      'Image is Loading ...',
      await holdRequests('/library/images/sunset-hills.jpg'),
      () => page.getByRole('button', { name: 'Add image Sunset hills' }).click(),
      () => saveScreenshot(page, 'feedback-image-loading'),
    );
    await expect.poll(async () => isWhite(await studio.pixelAt(960, 540)), { timeout: 15_000 }).toBe(false);
    await page.getByRole('heading', { name: 'Image Settings' }).waitFor();

    await page.getByRole('button', { name: 'Replace image' }).click();
    await expectLoadingText('Replacing the Image', await holdRequests('/library/images/ocean-waves.jpg'), () =>
      page.getByRole('button', { name: 'Use image Ocean waves' }).click(),
    );
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document)[0]?._Src === '/library/images/ocean-waves.jpg');

    await studio.tab('Video');
    await page.getByRole('button', { name: 'Add video Aurora flow' }).click();
    await page.getByRole('heading', { name: 'Video Settings' }).waitFor();
    await overlay().waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('button', { name: 'Replace video' }).click();
    await expectLoadingText('Replacing the Video', await holdRequests('/library/stock/videos/soft-bokeh.mp4'), () =>
      page.getByRole('button', { name: 'Use video Soft bokeh' }).click(),
    );
    await studio.untilSaved('video', id, (document) => firstSceneObjects(document)[1]?._Src === '/library/stock/videos/soft-bokeh.mp4');

    await studio.tab('Background');
    await page.getByRole('navigation', { name: 'Media backgrounds' }).getByRole('button', { name: 'Image' }).click();
    await page.getByRole('heading', { name: 'Background Image' }).waitFor();
    await expectLoadingText('Background is Loading ...', await holdRequests('/library/stock/images/gradient-mint.jpg'), () =>
      page.getByRole('button', { name: 'Use image Mint gradient' }).click(),
    );
    await studio.untilSaved('video', id, (document) => objectsOf(document, 0)[0]?._Src === '/library/stock/images/gradient-mint.jpg');
  });

  it("says 'Avatar is Loading ...', 'Element is Loading ...', 'Filter is Loading ...', 'Applying the Filter' and 'Duplicating the Scene' until what they wait for comes", async () => {
    // Scene 1's picture loads; those of scenes 2 and 3 stay held until the filter applied in scene 2
    // and the copy of scene 3 wait for them (neither command makes a request of its own).
    const first = photo('/library/images/city-night.jpg');
    const second = photo('/library/images/forest-mist.jpg');
    const third = photo('/library/images/desk-workspace.jpg');
    const inSecond = await holdRequests('/library/images/forest-mist.jpg');
    const inThird = await holdRequests('/library/images/desk-workspace.jpg');
    const document = addObject(addObject(addObject(withScene(withScene(blankDocument(), 2), 3), 1, first), 2, second), 3, third);
    const id = await studio.openNewVideo(document);
    await overlay().waitFor({ state: 'detached', timeout: 30_000 });

    await expectLoadingText('Avatar is Loading ...', await holdRequests('/api/avatars/avatar_voices/'), () =>
      page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'James' }).click(),
    );
    await studio.untilSaved('video', id, (saved) => objectsOf(saved, 0).some((object) => object._Type === 'avatar' && object._Name === 'James'));

    await studio.tab('Elements');
    const icon = page
      .getByRole('region', { name: 'Icons' })
      .getByRole('button', { name: /^Add icon / })
      .first();
    const iconName = (await icon.getAttribute('aria-label'))!.replace('Add icon ', '');
    const iconFile = await icon.locator('img').getAttribute('src');
    await expectLoadingText('Element is Loading ...', await holdRequests(iconFile!), () => icon.click());
    await studio.untilSaved('video', id, (saved) => objectsOf(saved, 0).some((object) => object._Type === 'elements' && object._Name === iconName));

    const point = await cornerOf(first);
    await page.mouse.click(point.x, point.y);
    await page.getByRole('heading', { name: 'Image Settings' }).waitFor();
    await expectLoadingText('Filter is Loading ...', await holdRequests(/\/api\/newvideo\/filter\//), () => page.getByRole('button', { name: 'Filter', exact: true }).click());
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Sepia' }).waitFor();

    const strip = page.getByRole('region', { name: 'Scenes' });
    await strip.getByRole('button', { name: 'Scene 2', exact: true }).click();
    await page.waitForURL(/\/video\/\d+\/1\//);
    const secondPoint = await cornerOf(second);
    await page.mouse.click(secondPoint.x, secondPoint.y);
    await page.getByRole('heading', { name: 'Image Settings' }).waitFor();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expectLoadingText('Applying the Filter', inSecond, () => page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Sepia' }).click());
    await studio.untilSaved('video', id, (saved) => (objectsOf(saved, 1)[1] as ImageObject | undefined)?.filter?.name === 'Sepia');

    await strip.getByRole('button', { name: 'Scene 3', exact: true }).click();
    await page.waitForURL(/\/video\/\d+\/2\//);
    // Once the copy is drawn nothing is left (the copy's 'Scene is Loading ...' used to stay: its frame, drawn for the command, was not reported).
    await expectLoadingText('Duplicating the Scene', inThird, () => strip.getByRole('button', { name: 'Duplicate Scene 3' }).click());
    await page.waitForURL(/\/video\/\d+\/3\//);
    expect(isWhite(await studio.pixelAt(960, 540))).toBe(false);
    await studio.untilSaved('video', id, (saved) => liveScenes(saved).length === 4);
  });

  it("says 'Scene is Loading ...' while a template's scenes are fetched; a failed template list or scene fetch is only logged", async () => {
    const id = await studio.create('video');
    await overlay().waitFor({ state: 'detached', timeout: 30_000 });
    // The list without a search fails; a search is let through (the customer tries again that way).
    await page.route(
      (url) => url.pathname === '/api/newvideo/video_template/' && !url.searchParams.has('q'),
      (route) => route.fulfill({ status: 500, json: { isError: true, message: 'Server error.' } }),
    );
    await studio.tab('Templates');
    await untilLogged('The template list could not be loaded');
    expect(await page.getByRole('list', { name: 'Templates' }).getByRole('button').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText(/could not be loaded|No templates/).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search templates' }).fill('sales');
    await page
      .getByRole('list', { name: 'Templates' })
      .getByRole('button', { name: /Sales Intro/ })
      .click();
    const add = page.getByRole('button', { name: 'Add 3 scenes' });
    const scenesCall = /\/api\/newvideo\/video\/scene\/sales-intro\//;
    await page.route(scenesCall, (route) => route.fulfill({ status: 500, json: { isError: true, message: 'Server error.' } }), { times: 1 });
    await add.click();
    await untilLogged('The scenes of template sales-intro could not be added');
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(
      await page
        .getByRole('region', { name: 'Scenes' })
        .getByRole('button', { name: /^Scene \d+$/ })
        .count(),
    ).toBe(1);

    await expectLoadingText('Scene is Loading ...', await holdRequests(scenesCall), () => add.click());
    await studio.untilSaved('video', id, (saved) => liveScenes(saved).length === 4);
  });
});

describe('failures in the editor (spec 000 §2, §8)', () => {
  it("logs 'could not load image' for a crop mask that fails, and shows 'Something went wrong.' for a document the editor cannot show", async () => {
    const heart = MASKS.find((mask) => mask.name === 'Heart')!;
    await context.route(`**${heart.src}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const cropped: ImageObject = { ...photo('/library/images/sunset-hills.jpg'), _Mask: heart };
    await studio.openNewVideo(addObject(blankDocument(), 1, cropped));
    await untilLogged(`could not load image ${heart.src}`);
    // The picture is drawn without its mask: its corner, outside the heart, shows it.
    await overlay().waitFor({ state: 'detached', timeout: 30_000 });
    expect(isWhite(await studio.pixelAt(cropped.left + 20, cropped.top + 20))).toBe(false);

    // A stored object whose place is not a number cannot be repaired: the editor cannot open it.
    const broken = await studio.api('POST', '/api/newvideo/video/create/', { d: blankDocument() });
    const brokenId = (broken.body.result as { id: number }).id;
    await page.route(`**/api/newvideo/video/${brokenId}/`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { result: { jsonData: ProjectDocument } };
      const scene = body.result.jsonData.scenes['1']!;
      scene.jsonData.objects.push({ ...cropped, _Mask: undefined, id: 'broken', left: 'abc' as unknown as number });
      return route.fulfill({ response: answer, json: body });
    });
    errors = [];
    await page.goto(`${studio.server.url}/video/${brokenId}/0/avatar`);
    await page.getByRole('heading', { name: 'Something went wrong.' }).waitFor();
    // Reported, with what the editor could not show.
    await untilLogged('Something went wrong. SceneValidationError: scenes.1.jsonData.objects.1.left');
    await page.getByRole('link', { name: 'Back to My Videos' }).click();
    await page.waitForURL(/\/myvideos$/);
    await page.getByRole('heading', { name: 'My Videos' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong.' }).count()).toBe(0);
  });
});
