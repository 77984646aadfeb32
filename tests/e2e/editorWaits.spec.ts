import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createImageObject } from '../../src/scene/ops/newObjects.ts';
import { addObject } from '../../src/scene/ops/objects.ts';
import { orderedSpeechBoxes } from '../../src/scene/ops/speechBoxes.ts';
import { updateObject } from '../../src/scene/ops/updateObject.ts';
import type { ProjectDocument } from '../../src/scene/document.ts';
import { useCredits } from '../../src/server/services/account/credits.ts';
import { blankDocument, withScene, withText } from '../support/projects.ts';
import { type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;

// PostgreSQL, so that a test can use up the account's credits beside the running product.
useStudioSessions('waits', (session) => ({ context, page, studio } = session), 'postgres');

const narrow = { width: 1024, height: 768 };
const laptop = { width: 1280, height: 720 };
const wide = { width: 1440, height: 900 };

/** Screenshots of the page as it is at each size (`waits-{name}-{width}.png`), back at 1440x900 after. */
async function shoot(name: string, viewports = [narrow, wide]): Promise<void> {
  for (const viewport of [...viewports.filter((size) => size !== wide), wide]) {
    await page.setViewportSize(viewport);
    // Two animation frames: the page has laid itself out and painted at the new size.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await saveScreenshot(page, `waits-${name}-${viewport.width}`);
  }
}

/** Holds every request of the browser (workers too) for `address` until `release`. */
async function holdRequests(address: string): Promise<{ release: () => void; count: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await context.route(`**${address}`, async (route) => {
    count++;
    await released;
    await route.continue();
  });
  return { release, count: () => count };
}

/** The first speech box's text in the first scene. */
const firstScript = (document: ProjectDocument) => orderedSpeechBoxes(document.scenes['1']!)[0]?.text;

const isWhite = ([r, g, b]: number[]) => r! > 235 && g! > 235 && b! > 235;

describe('waits the studio shows', () => {
  it("says 'Scene is Loading ...' over the canvas until the scene's first frame is drawn, and again for a scene not drawn yet", async () => {
    const photo = (src: string) => createImageObject({ src, width: 1200, height: 800 }, 0, 'photo');
    const document = addObject(addObject(withScene(blankDocument(), 2), 1, photo('/library/images/city-night.jpg')), 2, photo('/library/images/forest-mist.jpg'));
    // The engine draws a frame only once every picture in it is loaded: holding them holds the first frames.
    const first = await holdRequests('/library/images/city-night.jpg');
    const second = await holdRequests('/library/images/forest-mist.jpg');
    await studio.openNewVideo(document);
    const loading = page.locator('.editor-canvas-holder').getByRole('status');
    await loading.filter({ hasText: 'Scene is Loading ...' }).waitFor();
    // Once the engine has asked for the held picture, the message can only be waiting for it.
    await expect.poll(() => first.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await loading.textContent()).toBe('Scene is Loading ...');
    await shoot('scene-loading');

    first.release();
    await loading.waitFor({ state: 'detached', timeout: 30_000 });
    expect(isWhite(await studio.pixelAt(960, 540))).toBe(false);

    await page.getByRole('region', { name: 'Scenes' }).getByRole('button', { name: 'Scene 2', exact: true }).click();
    await loading.filter({ hasText: 'Scene is Loading ...' }).waitFor();
    await expect.poll(() => second.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await loading.count()).toBe(1);
    second.release();
    await loading.waitFor({ state: 'detached', timeout: 30_000 });
    expect(isWhite(await studio.pixelAt(960, 540))).toBe(false);

    // Scene 1 was drawn before: going back shows it without a wait.
    await page.getByRole('region', { name: 'Scenes' }).getByRole('button', { name: 'Scene 1', exact: true }).click();
    await page.waitForURL(/\/video\/\d+\/0\//);
    expect(await loading.count()).toBe(0);
  });

  it('shows the speech being made under Generate speech, with only the speech fields waiting, beside the Variables list', async () => {
    await studio.openNewVideo(withText(blankDocument(), 1, 'title', 'Welcome to {{company}}'));
    const panel = page.getByRole('complementary', { name: 'Speech' });
    const script = panel.getByRole('textbox', { name: 'Text 1' });
    await script.fill('Hello {{first_name}}, thank you for your time today.');
    await script.blur();
    const speech = await holdRequests('/api/audio/batch/');
    await panel.getByRole('button', { name: 'Generate speech' }).click();
    await panel.getByRole('progressbar', { name: 'Generating speech' }).waitFor();
    await expect.poll(() => panel.getByRole('status').textContent()).toMatch(/^Generating speech … \d+ s$/);
    expect(await script.isDisabled()).toBe(true);
    // The canvas and the rest of the editor are not greyed out meanwhile.
    expect(await page.locator('.editor-stage').evaluate((stage) => getComputedStyle(stage).opacity)).toBe('1');
    await page.getByRole('navigation', { name: 'Editor tabs' }).getByRole('link', { name: 'Text', exact: true }).click();
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await page.getByRole('heading', { name: 'Text Settings' }).waitFor();
    const variables = panel.getByRole('region', { name: 'Variables' });
    expect(await variables.getByRole('textbox').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))).toEqual(['there', 'your team']);
    await shoot('speech-progress', [narrow, laptop, wide]);

    speech.release();
    await expect.poll(() => panel.getByRole('status').textContent(), { timeout: 60_000 }).toMatch(/^Speech ready: \d+\.\d s$/);
    expect(await script.isDisabled()).toBe(false);
  });

  it('changes what the canvas shows for {{first_name}} when its fallback changes in the Variables list, and saves it', async () => {
    const greeting = updateObject(withText(blankDocument(), 1, 'greeting', 'Hi {{first_name}}', 200), 1, 'greeting', { fontSize: 120, fill: '#000000' });
    const id = await studio.openNewVideo(greeting);
    await page.locator('.scene-loading').waitFor({ state: 'detached', timeout: 30_000 });
    const fallback = page.getByRole('region', { name: 'Variables' }).getByRole('textbox', { name: '{{first_name}}' });
    expect(await fallback.inputValue()).toBe('there');
    const box = { left: 200, top: 200, width: 1200, height: 160 };
    const before = await studio.screenPixels(box);
    // "Hi there" in black: dark pixels in the red channel.
    expect(before.filter((value, index) => index % 4 === 0 && value < 128).length).toBeGreaterThan(50);

    await fallback.fill('Bartholomew');
    await fallback.press('Enter');
    const changed = async () => (await studio.screenPixels(box)).filter((value, index) => index % 4 === 0 && Math.abs(value - before[index]!) > 96).length;
    await expect.poll(changed, { timeout: 15_000 }).toBeGreaterThan(100);
    const saved = await studio.untilSaved('video', id, (document) => document.mergeTagFallbacks?.first_name === 'Bartholomew');
    expect(saved.scenes['1']!.jsonData.objects[1]).toMatchObject({ text: 'Hi {{first_name}}' });
  });
});

describe('failures the studio says', () => {
  it('says why Generate Video was refused (no credits left) and stays in the editor', async () => {
    const id = await studio.openNewVideo(withText(blankDocument(), 1, 'title', 'Spring sale'));
    const user = (await (await fetch(`${studio.server.url}/api/accounts/user/`, { headers: { authorization: `Token ${studio.token}` } })).json()) as { result: { id: number } };
    for (const creditType of [0, 1]) await useCredits(studio.server.database!.db, { userId: user.result.id, creditType, amount: 5, meta: { reason: 'test' } });

    await page.getByRole('button', { name: 'Generate Video' }).click();
    const note = page.getByRole('alert').filter({ hasText: 'The video was not generated' });
    await note.waitFor();
    expect(await note.textContent()).toContain('Not enough Non Avatar Video credits left to generate this video: it needs 1. Renew your subscription to get more.');
    expect(new URL(page.url()).pathname).toBe(`/video/${id}/0/avatar`);
    expect(await page.getByRole('button', { name: 'Generate Video' }).isEnabled()).toBe(true);
    await shoot('generate-refused');

    await note.getByRole('link', { name: 'See my credits' }).click();
    await page.waitForURL(/\/subscription$/);
    expect((await studio.saved('video', id)).jsonData).toBeTruthy();
  });

  it('keeps edits made offline, says so quietly, restores them after a reload and saves them once the server answers', async () => {
    const id = await studio.create('video');
    const script = page.getByRole('textbox', { name: 'Text 1' });
    const offline = page.getByRole('status').filter({ hasText: 'Offline: changes kept' });

    await context.setOffline(true);
    await script.fill('Said while offline');
    await script.blur();
    await offline.waitFor({ timeout: 15_000 });
    await shoot('offline');

    // Back online for the page itself, but its saves still fail: the reload finds the edit kept in this browser.
    const saves = new RegExp(`/api/newvideo/video/${id}/$`);
    await page.route(saves, (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected')));
    await context.setOffline(false);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await studio.waitForCanvas();
    expect(await script.inputValue()).toBe('Said while offline');
    expect(firstScript((await studio.saved('video', id)).jsonData)).toBe('');
    await offline.waitFor({ timeout: 15_000 });

    await page.unroute(saves);
    await studio.untilSaved('video', id, (document) => firstScript(document) === 'Said while offline');
    await expect.poll(() => offline.count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `avatarStudio.unsaved.video.${id}`)).toBeNull();
  });
});
