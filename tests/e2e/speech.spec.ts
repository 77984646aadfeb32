import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUDIO_PROBE_FLAG } from '../../src/app/audio/audioProbe.ts';
import { type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;

useStudioSessions('speech', (session) => ({ context, page, studio } = session));

/** Emma's mouth box at the middle preset (image pixels 430..570 x 466..550 at scale 0.728 from 596, 352), canvas pixels. */
const MOUTH = { x0: 909, y0: 691, x1: 1011, y1: 752 };

/** Peak level of the sound the preview sends to the speakers (the audio test tap). */
const level = () => page.evaluate(() => window.studioAudioProbe?.level() ?? -1);

/** Share of the mouth box that shows the dark inside of an open mouth (#3a1418), as the screen shows it. */
async function mouthOpening(): Promise<number> {
  const data = await studio.screenPixels({ left: MOUTH.x0, top: MOUTH.y0, width: MOUTH.x1 - MOUTH.x0, height: MOUTH.y1 - MOUTH.y0 });
  let dark = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (Math.abs(data[index]! - 0x3a) < 30 && Math.abs(data[index + 1]! - 0x14) < 30 && Math.abs(data[index + 2]! - 0x18) < 30) dark++;
  }
  return dark / (data.length / 4);
}

describe('the speech panel', () => {
  it('speaks a typed script with a variable: the avatar is heard, its mouth moves and the speech is saved', async () => {
    await context.addInitScript((flag) => window.localStorage.setItem(flag, '1'), AUDIO_PROBE_FLAG);
    const id = await studio.create('video');
    await page.getByRole('list', { name: 'Faces' }).getByRole('button', { name: 'Emma' }).click();

    const panel = page.getByRole('complementary', { name: 'Speech' });
    await expect.poll(() => panel.getByRole('tab', { name: 'Type' }).getAttribute('aria-selected')).toBe('true');
    const script = panel.getByRole('textbox', { name: 'Text 1' });
    await script.click();
    await page.keyboard.type('Hello ');
    await panel.getByRole('combobox', { name: 'Insert variable in Text 1' }).selectOption('first_name');
    await page.keyboard.type(', welcome to our studio.');
    expect(await script.inputValue()).toBe('Hello {{first_name}}, welcome to our studio.');
    // A second box, after a pause of its own.
    await panel.getByRole('button', { name: 'Add text after Text 1' }).click();
    expect(await panel.getByRole('spinbutton', { name: 'Delay before Text 2' }).inputValue()).toBe('1');
    await panel.getByRole('textbox', { name: 'Text 2' }).fill('We are glad you are here today, and we hope you enjoy every minute.');
    // The variable is highlighted in the script.
    expect(await panel.locator('mark').allTextContents()).toEqual(['{{first_name}}']);
    await expect.poll(() => panel.getByRole('status').first().textContent()).toBe('Speech is made when you play or generate it.');

    // At rest the mouth is closed and nothing is heard.
    expect(await mouthOpening()).toBe(0);
    expect(await level()).toBe(0);

    // Play from stopped makes the speech first, then plays it; the scene lasts as long as its speech
    // (easy mode) and the player leaves by itself at its end. The screen is sampled while it plays; on
    // a busy machine samples are far apart, so a play that caught no open mouth is played again.
    const strip = page.getByRole('region', { name: 'Scenes' });
    let loudest = 0;
    let widest = 0;
    for (let play = 0; play < 3 && !(loudest > 0.05 && widest > 0.01); play++) {
      await strip.getByRole('button', { name: 'Play' }).click();
      await strip.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
      while (await strip.getByRole('button', { name: 'Exit' }).isVisible()) {
        loudest = Math.max(loudest, await level());
        const opening = await mouthOpening();
        if (opening > widest && opening > 0.01) await saveScreenshot(page, 'speech-playing');
        widest = Math.max(widest, opening);
      }
    }
    expect(loudest).toBeGreaterThan(0.05);
    expect(widest).toBeGreaterThan(0.01);
    await expect.poll(() => panel.getByRole('status').first().textContent()).toMatch(/^Speech ready: \d+(\.\d+)? s$/);

    const saved = await studio.untilSaved('video', id, (document) => {
      const speech = document.scenes['1']?.speech;
      return Boolean(speech?.sound && speech.visemes?.length);
    });
    const speech = saved.scenes['1']!.speech;
    expect(speech.type).toBe('type');
    expect(speech.sound?.media_file).toMatch(/^\/api\/audio\/.+\.m4a$/);
    expect(speech.speechTime).toBeGreaterThan(2);
    expect(speech.visemes?.some((cue) => cue.viseme !== 'rest')).toBe(true);
    expect(speech.arr.map((boxId) => [speech.data[boxId]?.text, speech.data[boxId]?.delay])).toEqual([
      ['Hello {{first_name}}, welcome to our studio.', 0],
      ['We are glad you are here today, and we hope you enjoy every minute.', 1],
    ]);
    expect(speech.arr.every((boxId) => (speech.data[boxId]?.duration ?? 0) > 1)).toBe(true);

    await saveScreenshot(page, 'speech-panel');
  }, 120_000);
});
