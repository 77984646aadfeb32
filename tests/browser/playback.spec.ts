import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDocumentSchema } from '../../src/scene/schema/project';
import { type EngineHarness, openEngineHarness } from './engineHarness.ts';

let harness: EngineHarness;
beforeAll(async () => {
  harness = await openEngineHarness();
});
afterAll(() => harness.close());

const twoScenes = projectDocumentSchema.parse({
  currentScene: { sceneArr: [1, 2], arr: [1, 2] },
  scenes: {
    '1': { id: 1, duration: 2, jsonData: { objects: [{ id: 'background-1', _Type: 'background', fill: '#ff0000' }] } },
    '2': { id: 2, duration: 2, jsonData: { objects: [{ id: 'background-2', _Type: 'background', fill: '#0000ff' }] } },
  },
});

describe('playback under the shared clock', () => {
  it('draws a seeked frame, plays from scene to scene and stops after the last', async () => {
    const result = await harness.page.evaluate(([document]) => window.harness.playThrough(document, 60), [twoScenes] as const);
    expect(result.afterSeek).toBe(60);
    expect(result.sawPlaying).toBe(true);
    expect(result.finalState).toBe(0);
    expect(result.time).toBe(0);
    // Four seconds of project, played in real time (the audio clock), then back to stopped.
    expect(result.seconds).toBeGreaterThan(3.9);
    expect(result.seconds).toBeLessThan(6);
    expect(result.framesDrawn).toBeGreaterThan(20);
  });
});

describe('the frames the engine reports', () => {
  it('reports a frame drawn by a call while it follows the clock, which then has nothing new to draw', async () => {
    // The editor marks a scene drawn from these reports: without one, 'Scene is Loading ...' stayed over a drawn scene.
    const scenes = await harness.page.evaluate(([document]) => window.harness.reportedScenes(document), [twoScenes] as const);
    expect([...new Set(scenes)]).toEqual([1, 2]);
  });
});

describe('WebGL context loss', () => {
  it('reports the loss, refuses to draw meanwhile, and draws correctly once restored', async () => {
    const result = await harness.page.evaluate(([document]) => window.harness.loseAndRestoreContext(document, [{ x: 10, y: 10 }]), [twoScenes] as const);
    expect(result.events).toEqual(['contextlost', 'contextrestored']);
    expect(result.whileLost).toContain('CONTEXT_LOST');
    expect(result.pixels[0]!.slice(0, 3)).toEqual([255, 0, 0]);
  });
});
