import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUDIO_PROBE_FLAG } from '../../src/app/audio/audioProbe.ts';
import { playbackSampleDocument } from '../support/playbackSample.ts';
import { makeMediaFixtures } from '../support/mediaFixtures.ts';
import { encodeWav, tone } from '../support/wav.ts';
import { type Studio, useStudioSessions } from './studio.ts';

let context: BrowserContext;
let page: Page;
let studio: Studio;

useStudioSessions('play-through', (session) => ({ context, page, studio } = session));

/** Puts a file into the account's library through the real upload call and answers its address. */
async function upload(fileName: string, bytes: Uint8Array, category: string): Promise<string> {
  const form = new FormData();
  form.append('category', category);
  form.append('media_file', new Blob([new Uint8Array(bytes)]), fileName);
  const answer = await fetch(`${studio.server.url}/api/userlibrary/upload/`, { method: 'POST', headers: { authorization: `Token ${studio.token}` }, body: form });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: { media_file: string } }).result.media_file;
}

/**
 * The standard three-scene project (src/scene/playbackSample.ts: three 4 s scenes joined by Fades,
 * music looping in all scenes from scene 1, a looping video clip in scene 2) on uploaded media:
 * the music is a 2 s tone at peak 0.5, so it must loop to last the 12 s. Opens it in the editor.
 */
async function openThreeScenes(): Promise<number> {
  await context.addInitScript((flag) => window.localStorage.setItem(flag, '1'), AUDIO_PROBE_FLAG);
  const fixtures = await makeMediaFixtures();
  const picture = await upload('picture.png', fixtures['picture.png'].bytes, 'video_image');
  const document = playbackSampleDocument({
    music: await upload('tone.wav', encodeWav(tone(2, 44_100, 0.5), 44_100), 'music'),
    musicSeconds: 2,
    speech: await upload('speech.wav', fixtures['tune.wav'].bytes, 'speechupload'),
    speechSeconds: 2,
    video: await upload('clip.mp4', fixtures['clip.mp4'].bytes, 'video_video'),
    videoSeconds: 2,
    videoSize: { width: 64, height: 48 },
    image: picture,
    avatar: picture,
  });
  return studio.openNewVideo(document);
}

/** A canvas point that shows the background in all three scenes (no object covers the bottom-left corner). */
const BACKGROUND_PROBE = { x: 60, y: 1040 };

/** The scene whose background (playbackSample: #f8fafc, #e0f2fe, #fef3c7) the preview shows, or 0 in between (a Fade). */
async function shownScene(): Promise<number> {
  const [r, g, b] = await studio.pixelAt(BACKGROUND_PROBE.x, BACKGROUND_PROBE.y);
  const backgrounds: [number, number, number][] = [
    [0xf8, 0xfa, 0xfc],
    [0xe0, 0xf2, 0xfe],
    [0xfe, 0xf3, 0xc7],
  ];
  const index = backgrounds.findIndex(([br, bg, bb]) => Math.abs(r - br) <= 3 && Math.abs(g - bg) <= 3 && Math.abs(b - bb) <= 3);
  return index + 1;
}

/** Peak level of the sound the preview sends to the speakers (the test tap on the output bus). */
const level = () => page.evaluate(() => window.studioAudioProbe?.level() ?? -1);

describe('playing a three-scene video through', () => {
  it('plays from the first scene to the end with the music looping across scenes, holds autosave meanwhile and exits by itself', { timeout: 120_000 }, async () => {
    const id = await openThreeScenes();
    const strip = page.getByRole('region', { name: 'Scenes' });
    await expect.poll(shownScene, { timeout: 15_000 }).toBe(1);

    // The scene area lists the music; choosing it opens its settings, where it loops in all scenes.
    await page.getByRole('list', { name: 'Music in this scene' }).getByRole('button', { name: 'Music' }).click();
    await page.getByRole('heading', { name: 'Music Settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Loop in All Scenes' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Ends at' }).inputValue()).toBe('end');

    // Each autosave (PUT of the project) with whether the player was still open when it was sent.
    const autosaves: ('while playing' | 'after')[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'PUT' || new URL(request.url()).pathname !== `/api/newvideo/video/${id}/`) return;
      void page.evaluate(() => document.querySelector('.player-exit') !== null).then((isPlaying) => autosaves.push(isPlaying ? 'while playing' : 'after'));
    });

    await strip.getByRole('button', { name: 'Play' }).click();
    await strip.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    const seen = new Set([await shownScene()]);
    // An edit while playing (the music bar made 1 s shorter on the timeline) is not saved until the player is left.
    const grip = (await page
      .getByRole('group', { name: /^Music:/ })
      .locator('.timeline-grip-end')
      .boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 - 40, grip.y + grip.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('group', { name: 'Music: 0.00 s to 3.00 s' }).waitFor();
    const exit = strip.getByRole('button', { name: 'Exit' });
    expect(await exit.count()).toBe(1);
    // The player's controls never widen the main area over the speech panel.
    const main = (await page.locator('.editor-main').boundingBox())!;
    const speech = (await page.getByRole('complementary', { name: 'Speech' }).boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(speech.x + 1);

    let heardInLastScene = 0;
    const markedInLastScene = new Set<string>();
    while ((await exit.count()) > 0) {
      const scene = await shownScene();
      seen.add(scene);
      if (scene === 3) {
        heardInLastScene = Math.max(heardInLastScene, await level());
        // The scene strip marks the scene being played.
        markedInLastScene.add((await strip.locator('[aria-current="true"]').getAttribute('aria-label')) ?? '');
      }
      await page.waitForTimeout(150);
    }
    expect([...seen].filter((scene) => scene > 0).sort()).toEqual([1, 2, 3]);
    // Scene 3 has no sound of its own: what the speakers get there is the music carried from scene 1.
    expect(heardInLastScene).toBeGreaterThan(0.3);
    expect(markedInLastScene.has('Scene 3')).toBe(true);

    // The player has left by itself: editing scene 1 again, and saving resumes.
    await strip.getByRole('button', { name: 'Play' }).waitFor();
    await expect.poll(level).toBe(0);
    await studio.untilSaved('video', id, (document) => document.scenes['1']?.elements.music?.stayTime === 3);
    await expect.poll(() => autosaves.length).toBeGreaterThan(0);
    expect(autosaves.every((when) => when === 'after')).toBe(true);
  });

  it('stops playing when the header is clicked', { timeout: 90_000 }, async () => {
    await openThreeScenes();
    const strip = page.getByRole('region', { name: 'Scenes' });
    await strip.getByRole('button', { name: 'Play' }).click();
    await strip.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Project name' }).click();
    await strip.getByRole('button', { name: 'Exit' }).waitFor({ state: 'detached' });
    await strip.getByRole('button', { name: 'Play' }).waitFor();
    await expect.poll(level).toBe(0);
  });
});
