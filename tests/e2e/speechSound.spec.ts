import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_PROBE_FLAG } from '../../src/app/audio/audioProbe.ts';
import { easyModeSceneLength } from '../../src/scene/ops/sceneSpeech.ts';
import { type MediaFixture, makeMediaFixtures } from '../support/mediaFixtures.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;
let tune: MediaFixture;

const screenshots = path.resolve(import.meta.dirname, '../../.tmp/speech-sound');

useStudioSessions('speechsound', (session) => ({ context, page, studio } = session));

beforeAll(async () => {
  tune = (await makeMediaFixtures())['tune.mp3'];
  await fs.mkdir(screenshots, { recursive: true });
});

/** Peak level of the sound the preview sends to the speakers (the audio test tap). */
const level = () => page.evaluate(() => window.studioAudioProbe?.level() ?? -1);

/** The Speech panel, on one of its tabs. */
async function speechTab(name: 'Uploads' | 'Record') {
  const panel = page.getByRole('complementary', { name: 'Speech' });
  await panel.getByRole('tab', { name }).click();
  return panel;
}

describe('speech sounds', () => {
  it('uploads an MP3 as speech: the scene keeps it, fits its length and plays it', async () => {
    await context.addInitScript((flag) => window.localStorage.setItem(flag, '1'), AUDIO_PROBE_FLAG);
    const id = await studio.create('video');
    const panel = await speechTab('Uploads');
    await panel.getByText('Speech you upload will be listed here.').waitFor();

    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Upload speech', exact: true }).click();
    await (await chooser).setFiles({ name: tune.fileName, mimeType: 'audio/mpeg', buffer: tune.bytes });
    const use = panel.getByRole('button', { name: 'Use tune as the speech' });
    await use.waitFor();
    expect(await panel.getByRole('list', { name: 'uploaded speech' }).getByRole('listitem').count()).toBe(1);
    await use.click();
    await expect.poll(() => use.getAttribute('aria-pressed')).toBe('true');
    expect(await use.textContent()).toBe('In use');

    const saved = await studio.untilSaved('video', id, (document) => document.scenes['1']?.speech.type === 'upload');
    const scene = saved.scenes['1']!;
    expect(scene.speech.sound).toMatchObject({ media_file: expect.stringMatching(/^\/api\//) });
    expect(scene.speech.speechTime).toBeCloseTo(2, 1);
    expect(scene.speech.visemes?.some((cue) => cue.viseme === 'AI')).toBe(true);
    // Easy mode: the scene lasts as long as its speech, to the next whole frame.
    expect(scene.duration).toBe(easyModeSceneLength(scene.speech.speechTime));

    await page.screenshot({ path: path.join(screenshots, 'uploads-tab.png') });

    expect(await level()).toBe(0);
    const strip = page.getByRole('region', { name: 'Scenes' });
    await strip.getByRole('button', { name: 'Play' }).click();
    await strip.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await expect.poll(level, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0.05);
  });

  it('records speech with the microphone: discard, then record, pause, resume and save it as the speech', async () => {
    const id = await studio.create('video');
    const panel = await speechTab('Record');
    await panel.getByText('No Recording Yet!').waitFor();
    await page.screenshot({ path: path.join(screenshots, 'record-empty.png') });

    await panel.getByRole('button', { name: 'Start Recording' }).click();
    const dialog = page.getByRole('dialog', { name: 'Video Recording' });
    const clock = dialog.getByRole('timer', { name: 'Recorded time' });
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.getByRole('button', { name: 'Pause' }).waitFor();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await dialog.getByRole('button', { name: 'Start' }).waitFor();
    expect(await clock.textContent()).toBe('0:00');

    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).toBe('0:01');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    expect(await dialog.getByRole('status').textContent()).toBe('Paused');
    await page.screenshot({ path: path.join(screenshots, 'recording-dialog.png') });
    await dialog.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => clock.textContent(), { timeout: 10_000 }).toBe('0:02');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Once the server has finished the recording, it becomes the scene's speech.
    const recordings = panel.getByRole('list', { name: 'recordings' });
    await expect.poll(() => recordings.getByRole('button', { name: /^Use .* as the speech$/ }).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    expect(await panel.getByText('No Recording Yet!').count()).toBe(0);
    await page.screenshot({ path: path.join(screenshots, 'record-tab.png') });

    const saved = await studio.untilSaved('video', id, (document) => document.scenes['1']?.speech.type === 'record');
    const speech = saved.scenes['1']!.speech;
    expect(speech.sound?.media_file).toMatch(/^\/api\//);
    expect(speech.speechTime).toBeGreaterThan(1.5);
    expect(speech.speechTime).toBeLessThan(4);
    expect(saved.scenes['1']!.duration).toBe(easyModeSceneLength(speech.speechTime));
  });
});
