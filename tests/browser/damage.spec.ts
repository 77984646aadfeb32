import { describe, expect, it } from 'vitest';
import { type SampleName, sampleDocument } from '../../src/scene/samples';
import type { EngineHarness } from './engineHarness.ts';
import { type HarnessMedia, OUTPUT, useEngineHarness } from './probes.ts';

let harness: EngineHarness;
let media: HarnessMedia;

useEngineHarness((opened) => ({ harness, media } = opened));

/** A standard scene on the harness's media (its picture stands in for the presenter). */
function sample(name: SampleName) {
  return sampleDocument(name, { image: media.image, video: media.video, svg: media.svg, avatar: media.image, videoSeconds: 2, videoSize: { width: 320, height: 180 } });
}

function compare(name: SampleName, frames: number[]) {
  return harness.page.evaluate(([document, list, size]) => window.harness.compareWithWholeFrames(document, list, size), [sample(name), frames, OUTPUT] as const);
}

describe('drawing only where the frame changed', () => {
  it('gives every pixel of busy exactly as a whole redraw, redrawing only the clips and the presenter', async () => {
    const results = await compare('busy', [0, 1, 2, 3, 12, 13, 60, 61]);
    for (const result of results) expect(result, `frame ${result.frame}`).toMatchObject({ differing: 0, largestDelta: 0 });
    expect(results[0]!.redrawn).toBe(1);
    // Two quarter-width clips change every frame (and the presenter, when its idle motion moves it).
    for (const result of results.slice(1)) expect(result.redrawn, `frame ${result.frame}`).toBeLessThan(0.3);
  });

  it('gives every pixel of effects exactly through a transition with entering, shadowed, masked layers', async () => {
    const results = await compare('effects', [250, 251, 252, 275, 276, 400, 499, 500]);
    for (const result of results) expect(result, `frame ${result.frame}`).toMatchObject({ differing: 0, largestDelta: 0 });
    // Whole: both scenes and the blend (3 screens); then the blend and the entering layers' part of scene 1.
    expect(results[0]!.redrawn).toBe(3);
    for (const result of [results[1]!, results[2]!, results[4]!]) expect(result.redrawn, `frame ${result.frame}`).toBeLessThan(1.5);
  });
});
