import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Studio, useStudioSessions } from './studio.ts';

let page: Page;
let studio: Studio;

useStudioSessions('timeline', (session) => ({ page, studio } = session));

/** Drags a bar part (the bar itself, or its start or end grip) by `seconds` on a 40 px per second timeline. */
async function dragBar(label: string, part: 'body' | 'start' | 'end', seconds: number) {
  const bar = page.getByRole('group', { name: new RegExp(`^${label}:`) });
  const target = part === 'body' ? bar : bar.locator(`.timeline-grip-${part}`);
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + seconds * 40, y, { steps: 8 });
  await page.mouse.up();
}

describe('the timeline', () => {
  it('moves and resizes bars, snapping to the neighbour within 10 px', async () => {
    const id = await studio.create('video');
    await studio.tab('Image');
    await page.getByRole('button', { name: 'Add image Sunset hills' }).click();
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await page.getByRole('group', { name: 'Heading: 0.00 s to 5.00 s' }).waitFor();

    await dragBar('Heading', 'body', 2);
    await page.getByRole('group', { name: 'Heading: 2.00 s to 7.00 s' }).waitFor();
    // The end lands 0.15 s (6 px) past the picture's end: it snaps onto it.
    await dragBar('Heading', 'end', -1.85);
    await page.getByRole('group', { name: 'Heading: 2.00 s to 5.00 s' }).waitFor();

    const saved = await studio.untilSaved('video', id, (document) => {
      const scene = document.scenes[String(document.currentScene.sceneArr[0])]!;
      const heading = scene.jsonData.objects.find((object) => object._Type === 'text')!;
      return scene.elements[heading.id]?.stayTime === 3;
    });
    const scene = saved.scenes[String(saved.currentScene.sceneArr[0])]!;
    const heading = scene.jsonData.objects.find((object) => object._Type === 'text')!;
    expect(scene.elements[heading.id]).toMatchObject({ enterDelay: 2, stayTime: 3, drag: true, resize: true });

    // From the keyboard: the arrows move the focused bar by 0.25 s.
    await page.getByRole('group', { name: 'Heading: 2.00 s to 5.00 s' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('group', { name: 'Heading: 1.75 s to 4.75 s' }).waitFor();

    // The Delay field keeps the end: a delay of 0.5 makes the bar longer.
    const delay = page.getByRole('spinbutton', { name: 'Delay' });
    await delay.fill('0.5');
    await delay.press('Enter');
    await page.getByRole('group', { name: 'Heading: 0.50 s to 4.75 s' }).waitFor();
    await delay.fill('99');
    await delay.press('Enter');
    expect(await page.getByRole('alert').filter({ hasText: "Can't be" }).textContent()).toBe("Can't be more than 4.5 !");
  });

  it('checks the Scene Duration of a scene without avatar with the exact messages, gone after 2 s', async () => {
    await studio.create('video');
    await page.getByRole('button', { name: 'No Avatar' }).click();
    await page.getByRole('dialog', { name: 'Switch to No Avatar?' }).getByRole('button', { name: 'Switch' }).click();
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await dragBar('Heading', 'body', 3);
    await page.getByRole('group', { name: 'Heading: 3.00 s to 8.00 s' }).waitFor();

    const field = page.getByRole('spinbutton', { name: 'Scene Duration' });
    await field.fill('1');
    await field.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: "Can't be" });
    expect(await alert.textContent()).toBe("Can't be more than 3.5 !");
    await field.fill('-2');
    await field.press('Enter');
    expect(await alert.textContent()).toBe("Can't be less than 0 !");
    await expect.poll(() => alert.count(), { timeout: 4000 }).toBe(0);

    await field.fill('12');
    await field.press('Enter');
    await page.getByText('Scene length 12.00 s').waitFor();
    await page.getByText('Video 12.0 s of 240 s').waitFor();
  });

  it('plays the video scene after scene, pauses, resumes and exits by itself at the end', async () => {
    await studio.create('video');
    await studio.tab('Image');
    await page.getByRole('button', { name: 'Add image Sunset hills' }).click();
    // Scene 1 lasts 2 s (the picture's bar is shortened); scene 2 holds a heading for 5 s.
    await dragBar('Sunset hills', 'end', -3);
    await page.getByRole('group', { name: 'Sunset hills: 0.00 s to 2.00 s' }).waitFor();
    const strip = page.getByRole('region', { name: 'Scenes' });
    await strip.getByRole('button', { name: 'Add scene' }).click();
    await studio.tab('Text');
    await page.getByRole('button', { name: 'Add a heading' }).click();
    await strip.getByRole('button', { name: 'Scene 1', exact: true }).click();
    // A point of the picture, below where scene 2's heading is.
    const probe = { x: 960, y: 720 };
    const isPicture = async () => {
      const [r, , b] = await studio.pixelAt(probe.x, probe.y);
      return r < 245 || b < 245;
    };
    await expect.poll(isPicture, { timeout: 10_000 }).toBe(true);

    // Play from 1 s into the scene, set on the seek bar.
    const seek = page.getByRole('slider', { name: 'Play from' });
    await seek.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
    expect(await seek.getAttribute('aria-valuetext')).toBe('1.00 s');
    await strip.getByRole('button', { name: 'Play' }).click();
    await strip.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(async () => (await strip.getByRole('status', { name: 'Time' }).textContent()) ?? '').toMatch(/^0:0[1-9]\./);
    expect(await page.locator('.canvas-overlay').count()).toBe(0);
    await strip.getByRole('button', { name: 'Pause' }).click();
    await strip.getByRole('button', { name: 'Exit' }).waitFor();
    await strip.getByRole('button', { name: 'Resume' }).click();

    // Scene 2 follows after 2 s: paused there, the picture has given way to the white scene.
    const time = strip.getByRole('status', { name: 'Time' });
    await expect.poll(async () => (await time.textContent()) ?? '', { timeout: 15_000 }).toMatch(/^0:0[3-5]\./);
    await strip.getByRole('button', { name: 'Pause' }).click();
    expect(await isPicture()).toBe(false);
    await strip.getByRole('button', { name: 'Resume' }).click();
    // At the end of the video the player exits by itself: editing scene 2, the scene it was paused in last.
    await strip.getByRole('button', { name: 'Exit' }).waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForURL(/\/video\/\d+\/1\//);
    await strip.getByRole('button', { name: 'Scene 1', exact: true }).click();
    await page.locator('.canvas-overlay').waitFor();
    await expect.poll(isPicture, { timeout: 10_000 }).toBe(true);
  });
});
