import { describe, expect, it } from 'vitest';
import { counterShade } from '../../src/app/features/dev/sampleMedia';
import type { EngineHarness } from './engineHarness.ts';
import { at, oneSceneProject, renderProbes, type HarnessMedia, useEngineHarness } from './probes.ts';

let harness: EngineHarness;
let media: HarnessMedia;

useEngineHarness((opened) => ({ harness, media } = opened));

/**
 * A 3 s scene with the harness's 2 s counter clip (each frame shows its number as the grey of its
 * top-left marker) over the whole canvas, trimmed to its first second and shown for the whole scene.
 */
function clipScene(adjustLength: number) {
  const video = { id: 'vid', _Type: 'video', _Src: media.video, left: 0, top: 0, width: 320, height: 180, scaleX: 6, scaleY: 6 };
  const timing = { enterDelay: 0, stayTime: 3, trimStart: 0, trimEnd: 1, duration: 2, adjustLength };
  return oneSceneProject([video], { elements: { vid: timing }, duration: 3 });
}

/** The clip frame shown at each scene frame, read from the marker's grey. */
async function shownShades(adjustLength: number, frames: number[]) {
  const shades: Record<number, number> = {};
  for (const frame of frames) {
    const { pixels, failed } = await renderProbes(harness, clipScene(adjustLength), frame, [at(100, 100)]);
    expect(failed).toEqual({});
    shades[frame] = pixels[0]![0]!;
  }
  return shades;
}

/** Each shown grey is within half a step of the grey of the expected clip frame. */
function expectFrames(shades: Record<number, number>, expected: Record<number, number>) {
  for (const [frame, clipFrame] of Object.entries(expected)) {
    expect(
      Math.abs(shades[Number(frame)]! - counterShade(clipFrame)),
      `scene frame ${frame} should show clip frame ${clipFrame} (grey ${counterShade(clipFrame)}, got ${shades[Number(frame)]})`,
    ).toBeLessThanOrEqual(4);
  }
}

describe('adjustLength on a video layer', () => {
  it('1 Loop plays the trimmed second again and again', async () => {
    // Scene frame f shows clip frame f mod 25: the trim range is 25 frames long.
    const expected = { 0: 0, 12: 12, 24: 24, 25: 0, 30: 5, 49: 24, 50: 0, 62: 12, 74: 24 };
    expectFrames(await shownShades(1, Object.keys(expected).map(Number)), expected);
  });

  it('2 Freeze at Last Frame holds the last frame of the trim range once it is played', async () => {
    // The trim range is clip frames 0-24 (trimEnd 1 s is where frame 25 begins): 24 stays (see `videoFrameTime`).
    const expected = { 0: 0, 12: 12, 24: 24, 25: 24, 30: 24, 50: 24, 74: 24 };
    expectFrames(await shownShades(2, Object.keys(expected).map(Number)), expected);
  });
});
