import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueTransition, TRANSITIONS } from '../../src/scene/effects/transitions';
import { projectDocumentSchema } from '../../src/scene/schema/project';
import { transitionWindow } from '../../src/scene/transitions';
import { type EngineHarness, openEngineHarness } from './engineHarness.ts';

let harness: EngineHarness;
beforeAll(async () => {
  harness = await openEngineHarness();
});
afterAll(() => harness.close());

const size = { width: 160, height: 90 };
const red: [number, number, number] = [255, 0, 0];
const blue: [number, number, number] = [0, 0, 255];
const tolerance = 12;
const whole = { x: 0, y: 0, ...size };
// Two pixels in from the border: at the last frame of a window (progress just below 1) a soft
// edge may still be leaving the outermost pixels.
const inset = { x: 2, y: 2, width: size.width - 4, height: size.height - 4 };

/** Red scene 1 -> blue scene 2, 20 s each, with a 20 s transition: its window is 10 s .. 30 s. */
function twoScenes(sanimation: unknown) {
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1, 2], arr: [1, 2] },
    scenes: {
      '1': { id: 1, duration: 20, sanimation, jsonData: { objects: [{ id: 'background-1', _Type: 'background', fill: '#ff0000' }] } },
      '2': { id: 2, duration: 20, jsonData: { objects: [{ id: 'background-2', _Type: 'background', fill: '#0000ff' }] } },
    },
  });
}

type Share = { x: number; y: number; width: number; height: number; rgb: [number, number, number]; tolerance: number };

async function shares(document: unknown, frame: number, wanted: Share[]) {
  const result = await harness.page.evaluate(([doc, at, out, probes]) => window.harness.renderOnPage(doc, at, out, [], probes), [document, frame, size, wanted] as const);
  expect(result.warnings).toEqual([]);
  return result.shares;
}

describe('scene transitions in WebGL2', () => {
  it('every transition program compiles and links', async () => {
    const names = await harness.page.evaluate(() => window.harness.compileAll());
    const programs = names.filter((name) => name === 'crossfade' || name.startsWith('transition'));
    expect(programs.length).toBeGreaterThanOrEqual(20);
  });

  // The window from transitions.ts: 20 s / 2 before and after the boundary at 20 s.
  const span = transitionWindow(twoScenes({ ...catalogueTransition(TRANSITIONS[0]!), duration: 20 }), 0)!;
  const startFrame = Math.round(span.start * 25);
  const middleFrame = Math.round(((span.start + span.end) / 2) * 25);
  const lastFrame = Math.round(span.end * 25) - 1;

  it('the window lies where the test expects it', () => {
    expect([span.start, span.end]).toEqual([10, 30]);
    expect([startFrame, middleFrame, lastFrame]).toEqual([250, 500, 749]);
  });

  for (const definition of TRANSITIONS) {
    it(`${definition.id} ${definition.name}: outgoing at the start, changing mid-way, incoming at the end`, async () => {
      const document = twoScenes({ ...catalogueTransition(definition), duration: 20 });
      const [startRed] = await shares(document, startFrame, [{ ...whole, rgb: red, tolerance }]);
      expect(startRed, 'progress 0 shows the outgoing scene').toBeGreaterThanOrEqual(0.999);

      const [middleRed, middleBlue] = await shares(document, middleFrame, [
        { ...whole, rgb: red, tolerance },
        { ...whole, rgb: blue, tolerance },
      ]);
      expect(middleRed, 'mid-way differs from the outgoing scene somewhere').toBeLessThan(0.98);
      expect(middleBlue, 'mid-way differs from the incoming scene somewhere').toBeLessThan(0.98);

      const [endBlue] = await shares(document, lastFrame, [{ ...inset, rgb: blue, tolerance }]);
      expect(endBlue, 'progress ~1 shows the incoming scene').toBeGreaterThanOrEqual(0.99);
    });
  }

  it('an unknown id draws the crossfade', async () => {
    const document = twoScenes({ id: 'no-such-transition', name: 'Unknown', duration: 20 });
    const purple: [number, number, number] = [128, 0, 128];
    const [mixed] = await shares(document, middleFrame, [{ ...whole, rgb: purple, tolerance: 3 }]);
    expect(mixed).toBeGreaterThanOrEqual(0.999);
  });

  it('a transition with colours draws with the chosen colour', async () => {
    const fadeBlack = TRANSITIONS.find((definition) => definition.key === 'fade-black')!;
    const document = twoScenes({ ...catalogueTransition(fadeBlack), colorArr: ['#00ff00'], duration: 20 });
    const [green] = await shares(document, middleFrame, [{ ...whole, rgb: [0, 255, 0], tolerance }]);
    expect(green).toBeGreaterThanOrEqual(0.999);
  });
});
