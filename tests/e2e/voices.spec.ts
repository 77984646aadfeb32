import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Studio, useStudioSessions } from './studio.ts';
import { saveScreenshot } from './screenshots.ts';

let page: Page;
let studio: Studio;

useStudioSessions('voices', (session) => ({ page, studio } = session));

declare global {
  interface Window {
    sampleLevel?: () => number;
  }
}

/**
 * Taps the Voice tab's sample player: its sound goes through an AnalyserNode, and
 * `window.sampleLevel()` answers the peak of the last 2048 samples (0: silence).
 */
function tapTheSamples() {
  return page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio.voice-sample')!;
    const context = new AudioContext();
    const analyser = new AnalyserNode(context, { fftSize: 2048 });
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    const samples = new Float32Array(analyser.fftSize);
    window.sampleLevel = () => {
      analyser.getFloatTimeDomainData(samples);
      return samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);
    };
  });
}

describe('the Voice tab', () => {
  it('plays a voice sample of another language, chooses the voice from the keyboard and keeps the choice after a reload', async () => {
    const id = await studio.create('video');
    const settings = page.getByRole('tablist', { name: 'Avatar settings' });
    await settings.getByRole('tab', { name: 'Voice' }).click();
    const language = page.getByRole('combobox', { name: 'Language' });
    expect(await language.inputValue()).toBe('131');
    expect(await page.getByRole('radio', { name: 'Cora Female' }).isChecked()).toBe(true);

    await language.selectOption({ label: 'German, Germany' });
    const voices = page.getByRole('group', { name: 'Voices' });
    expect(await voices.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent))).toEqual(['Katja Female', 'Conrad Male']);

    // The sample is made on first request, then plays: sound reaches the speakers.
    await tapTheSamples();
    await voices.getByRole('button', { name: "Play Conrad's sample" }).click();
    await voices.getByRole('button', { name: "Stop Conrad's sample" }).waitFor();
    await expect.poll(() => page.evaluate(() => window.sampleLevel!()), { timeout: 30_000, interval: 50 }).toBeGreaterThan(0.02);

    // Choosing a voice: Katja by a click on her card, then one arrow key to Conrad.
    await voices.locator('label', { hasText: 'Katja' }).click();
    expect(await voices.getByRole('radio', { name: 'Katja Female' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await voices.getByRole('radio', { name: 'Conrad Male' }).isChecked()).toBe(true);
    await saveScreenshot(page, 'editor-voices');

    const saved = await studio.untilSaved('video', id, (document) => document.currentAvatar?.voice?.id === 'espeak-de-de-m');
    expect(saved.currentAvatar).toMatchObject({
      image: { id: 4 },
      voice: { name: 'Conrad', gender: 'male', lang: 'de-DE' },
      language: { id: 38, name: 'German, Germany', code: 'de-DE', country: 'Germany' },
    });

    // Closing the panel stops the sample.
    await page.getByRole('button', { name: "Play Katja's sample" }).click();
    await expect.poll(() => page.evaluate(() => window.sampleLevel!()), { timeout: 30_000, interval: 50 }).toBeGreaterThan(0.02);
    await studio.tab('Text');
    await expect.poll(() => page.evaluate(() => window.sampleLevel!()), { timeout: 5_000 }).toBe(0);

    await page.reload();
    await studio.waitForCanvas();
    await studio.tab('Avatar');
    await page.getByRole('tab', { name: 'Voice' }).click();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('38');
    expect(await page.getByRole('radio', { name: 'Conrad Male' }).isChecked()).toBe(true);
  });
});
