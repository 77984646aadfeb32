import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUDIO_PROBE_FLAG } from '../../src/app/audio/audioProbe.ts';
import { parseProjectDocument } from '../../src/scene/document.ts';
import { blankDocument } from '../support/projects.ts';
import { encodeWav, tone } from '../support/wav.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;

useStudioSessions('audio', (session) => ({ context, page, studio } = session));

/** Where the page finds the test's music: answered by the test itself (a 4 s tone at peak 0.5), on the app's own origin. */
const TONE_PATH = '/e2e-sounds/tone.wav';

/** A blank video whose first scene holds a 3 s music track of the tone, muted or not. */
function musicProject(isMuted: boolean) {
  const document = blankDocument();
  const sceneId = document.currentScene.sceneArr[0]!;
  const scene = document.scenes[String(sceneId)]!;
  const music = { id: 'music-1', _Type: 'music', _Name: 'Tone', _Src: TONE_PATH, _Muted: isMuted };
  return parseProjectDocument({
    ...document,
    scenes: {
      ...document.scenes,
      [sceneId]: {
        ...scene,
        jsonData: { ...scene.jsonData, objects: [...scene.jsonData.objects, music] },
        elements: { ...scene.elements, 'music-1': { stayTime: 3, trimEnd: 4, adjustLength: 1 } },
        elementList: [...scene.elementList, 'music-1'],
      },
    },
  });
}

/**
 * Peak level of the sound the preview sends to the speakers, read from the test tap (an
 * AnalyserNode on the preview's output bus, installed only when the page's localStorage asks for it).
 */
const level = () => page.evaluate(() => window.studioAudioProbe?.level() ?? -1);

/** Turns the tap on and answers the tone's address once `released` resolves (the test holds the file back to see the load state). */
async function startTheTap(released: Promise<void>) {
  await context.addInitScript((flag) => window.localStorage.setItem(flag, '1'), AUDIO_PROBE_FLAG);
  const body = Buffer.from(encodeWav(tone(4, 44_100, 0.5), 44_100));
  await page.route(`**${TONE_PATH}`, async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'audio/wav', body });
  });
}

describe('sound in the preview', () => {
  it('waits for the music in the load state, plays it while playing and is silent after Exit; muted music is silent', async () => {
    let release = () => {};
    await startTheTap(new Promise((resolve) => (release = resolve)));
    await studio.openNewVideo(musicProject(false));
    const strip = page.getByRole('region', { name: 'Scenes' });
    expect(await level()).toBe(0);

    // The music file has not come yet: the play button shows its load state until it is decoded.
    await strip.getByRole('button', { name: 'Play' }).click();
    await strip.getByRole('button', { name: 'Loading' }).waitFor();
    expect(await strip.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    release();
    await strip.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(level, { timeout: 10_000 }).toBeGreaterThan(0.3);
    await strip.getByRole('button', { name: 'Exit' }).click();
    await strip.getByRole('button', { name: 'Exit' }).waitFor({ state: 'detached' });
    await expect.poll(level).toBe(0);

    await studio.openNewVideo(musicProject(true));
    await strip.getByRole('button', { name: 'Play' }).click();
    await strip.getByRole('button', { name: 'Pause' }).waitFor();
    // Well inside the music's 3 s, the speakers get nothing.
    await expect.poll(async () => (await strip.getByRole('status', { name: 'Time' }).textContent()) ?? '', { timeout: 10_000 }).toMatch(/^0:0[12]\./);
    expect(await level()).toBe(0);
  });
});
