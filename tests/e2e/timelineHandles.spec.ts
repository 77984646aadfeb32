import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../src/scene/document.ts';
import { type MediaFixture, makeMediaFixtures } from '../support/mediaFixtures.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let page: Page;
let studio: Studio;
let tune: MediaFixture;

const shots = path.resolve(import.meta.dirname, '../../.tmp/timeline-handles');

useStudioSessions('timelinehandles', (session) => ({ page, studio } = session));

beforeAll(async () => {
  tune = (await makeMediaFixtures())['tune.mp3'];
  await fs.mkdir(shots, { recursive: true });
});

/** Drags a timeline element by `px` page pixels to the right (negative: left), in steps. */
async function dragBy(name: string, role: 'slider' | 'group', px: number, yFraction = 0.5) {
  const box = (await page.getByRole(role, { name }).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height * yFraction;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + px, y, { steps: 8 });
  await page.mouse.up();
}

/** Adds a heading from the Text tab: a 5 s bar from the scene start. */
async function addHeading() {
  await studio.tab('Text');
  await page.getByRole('button', { name: 'Add a heading' }).click();
  await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).waitFor();
}

/** The timing of the first scene's text object in a document. */
function headingTiming(document: ProjectDocument) {
  const scene = document.scenes[String(document.currentScene.sceneArr[0])]!;
  const heading = scene.jsonData.objects.find((object) => object._Type === 'text');
  return heading ? scene.elements[heading.id] : undefined;
}

/** The labels of the ruler's major ticks, in seconds, with their page x. */
async function rulerLabels(): Promise<{ seconds: number; x: number }[]> {
  const ticks = page.locator('.timeline-tick.is-major');
  const labels: { seconds: number; x: number }[] = [];
  for (const tick of await ticks.all()) {
    labels.push({ seconds: Number((await tick.textContent())!.replace('s', '')), x: (await tick.boundingBox())!.x });
  }
  return labels;
}

describe('enter and exit handles', () => {
  it('drag and key the animation times within the stay time, one undo step per drag', async () => {
    const id = await studio.create('video');
    await addHeading();
    const enter = page.getByRole('slider', { name: 'Heading enter animation' });
    const exit = page.getByRole('slider', { name: 'Heading exit animation' });
    expect(await enter.getAttribute('aria-valuetext')).toBe('0.00 s');
    expect(await exit.getAttribute('aria-valuetext')).toBe('0.00 s');

    // 40 px right on the 40 px per second timeline: a 1 s enter animation, shaded on the bar.
    await dragBy('Heading enter animation', 'slider', 40);
    await expect.poll(() => enter.getAttribute('aria-valuetext')).toBe('1.00 s');
    expect((await page.locator('.timeline-anim-enter').boundingBox())!.width).toBe(40);
    // The bar itself did not move.
    await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).waitFor();

    // The whole drag is one undo step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => enter.getAttribute('aria-valuetext')).toBe('0.00 s');
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => enter.getAttribute('aria-valuetext')).toBe('1.00 s');
    await page.getByRole('region', { name: 'Timeline' }).screenshot({ path: path.join(shots, 'enter-handle.png') });

    // The exit handle grows its animation leftwards and stops at the stay time less the enter time.
    await dragBy('Heading exit animation', 'slider', -400);
    await expect.poll(() => exit.getAttribute('aria-valuetext')).toBe('4.00 s');
    expect(await exit.getAttribute('aria-valuemax')).toBe('4');
    // From the keyboard: arrows step 0.25 s (right shortens the exit animation), Home clears it.
    await exit.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => exit.getAttribute('aria-valuetext')).toBe('3.75 s');
    await enter.focus();
    await page.keyboard.press('End');
    await expect.poll(() => enter.getAttribute('aria-valuetext')).toBe('1.25 s');
    await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'handles.png') });

    const saved = await studio.untilSaved('video', id, (document) => headingTiming(document)?.enter === 1.25 && headingTiming(document)?.exit === 3.75);
    expect(headingTiming(saved)).toMatchObject({ enterDelay: 0, stayTime: 5, enter: 1.25, exit: 3.75 });

    // The bar can no longer be shortened below enter + exit.
    await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).waitFor();
    await exit.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => exit.getAttribute('aria-valuetext')).toBe('0.00 s');
  });
});

describe('easy mode', () => {
  it('no longer fits a moved bar to the speech, while the others follow it', async () => {
    const id = await studio.create('video');
    await studio.tab('Image');
    await page.getByRole('button', { name: 'Add image Sunset hills' }).click();
    await addHeading();
    await dragBy('Heading: 0.00 s to 5.00 s', 'group', 40, 0.75);
    await page.getByRole('group', { name: 'Heading: 1.00 s to 6.00 s' }).waitFor();

    // A 2 s speech: the picture now ends with it; the moved heading keeps its place and length.
    const panel = page.getByRole('complementary', { name: 'Speech' });
    await panel.getByRole('tab', { name: 'Uploads' }).click();
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Upload speech', exact: true }).click();
    await (await chooser).setFiles({ name: tune.fileName, mimeType: 'audio/mpeg', buffer: tune.bytes });
    await panel.getByRole('button', { name: 'Use tune as the speech' }).click();
    await page.getByRole('group', { name: /^Sunset hills: 0\.00 s to 2\.\d\d s$/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('group', { name: 'Heading: 1.00 s to 6.00 s' }).waitFor();

    const saved = await studio.untilSaved('video', id, (document) => document.scenes['1']?.speech.type === 'upload');
    expect(headingTiming(saved)).toMatchObject({ enterDelay: 1, stayTime: 5, drag: true, resize: true });
  });
});

describe('zoom and collapse', () => {
  it('zooming rescales the maximum length the ruler reaches; collapsing shrinks the panel to 75 px', async () => {
    await studio.create('video');
    await addHeading();
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    expect(await zoom.inputValue()).toBe('90');
    const tracks = (await page.locator('.timeline-tracks').boundingBox())!;

    // At 40 px per second the ruler fills the visible tracks: its last label is a second that fits.
    const atDefault = await rulerLabels();
    const lastDefault = atDefault.at(-1)!;
    expect(lastDefault.seconds).toBeGreaterThanOrEqual(10);
    expect(lastDefault.x - atDefault[0]!.x).toBe(lastDefault.seconds * 40);
    expect(lastDefault.seconds).toBe(Math.floor(tracks.width / 40));

    // Zoomed out to 10 (40 / 9 px per second): nine times the seconds, labelled every 10 s.
    await zoom.fill('10');
    await expect.poll(async () => (await rulerLabels()).at(-1)!.seconds).toBeGreaterThan(lastDefault.seconds * 8);
    const zoomedOut = await rulerLabels();
    expect(zoomedOut.slice(0, 3).map((label) => label.seconds)).toEqual([0, 10, 20]);
    expect(zoomedOut.at(-1)!.x).toBeLessThanOrEqual(tracks.x + tracks.width);
    await page.screenshot({ path: path.join(shots, 'zoomed-out.png') });

    // Zoomed in to 149: fewer seconds than at the default, still past the scene end.
    await zoom.fill('149');
    await expect.poll(async () => (await rulerLabels()).at(-1)!.seconds).toBeLessThan(lastDefault.seconds);
    expect((await rulerLabels()).at(-1)!.seconds).toBeGreaterThanOrEqual(10);

    const timeline = page.getByRole('region', { name: 'Timeline' });
    expect((await timeline.boundingBox())!.height).toBe(254);
    await page.getByRole('button', { name: 'Collapse timeline' }).click();
    await expect.poll(async () => (await timeline.boundingBox())!.height).toBe(75);
    expect(await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, 'collapsed.png') });
    await page.getByRole('button', { name: 'Expand timeline' }).click();
    await expect.poll(async () => (await timeline.boundingBox())!.height).toBe(254);
    expect(await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).isVisible()).toBe(true);
  });
});
