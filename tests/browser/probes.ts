import { afterAll, beforeAll, expect } from 'vitest';
import { projectDocumentSchema } from '../../src/scene/schema/project';
import { type EngineHarness, openEngineHarness } from './engineHarness.ts';

/** What the pixel suites render: 320x180 for the 1920x1080 project, so one output pixel is six project pixels. */
export const OUTPUT = { width: 320, height: 180 };

/** The output pixel of a project point. */
export const at = (projectX: number, projectY: number) => ({ x: Math.floor(projectX / 6), y: Math.floor(projectY / 6) });

/** A region of the output and the colour (within a tolerance) whose share of its pixels is measured. */
export type Share = { x: number; y: number; width: number; height: number; rgb: [number, number, number]; tolerance: number };

/** A one-scene project of the given objects over a background (black by default). */
export function oneSceneProject(objects: Record<string, unknown>[], options: { background?: Record<string, unknown>; elements?: Record<string, unknown>; duration?: number } = {}) {
  const { background = { fill: '#000000' }, elements = {}, duration = 2 } = options;
  return projectDocumentSchema.parse({
    currentScene: { sceneArr: [1], arr: [1] },
    scenes: { '1': { id: 1, duration, jsonData: { objects: [{ id: 'background-1', _Type: 'background', ...background }, ...objects] }, elements } },
  });
}

/** Renders frame `frame` of a document at {@link OUTPUT} size on the harness page: the probed pixels and the measured shares. */
export function renderProbes(harness: EngineHarness, document: unknown, frame: number, points: { x: number; y: number }[], shares: Share[] = []) {
  return harness.page.evaluate(([doc, frameNumber, size, probes, regions]) => window.harness.renderOnPage(doc, frameNumber, size, probes, regions), [
    document,
    frame,
    OUTPUT,
    points,
    shares,
  ] as const);
}

/** Each of the first three channels of `actual` is within `tolerance` of `expected`. */
export function expectColour(actual: number[] | undefined, expected: readonly number[], tolerance = 3) {
  expect(actual).toBeDefined();
  actual!
    .slice(0, 3)
    .forEach((channel, index) => expect(Math.abs(channel - expected[index]!), `channel ${index} of ${actual} (expected ${expected})`).toBeLessThanOrEqual(tolerance));
}

/** The media the harness page generates for the pixel suites: a 2 s counter clip, a picture and an SVG. */
export type HarnessMedia = { video: string; image: string; svg: string };

/**
 * Opens the engine harness page with its sample media for a whole test file and closes it after;
 * `onOpen` receives both once they are ready.
 */
export function useEngineHarness(onOpen: (opened: { harness: EngineHarness; media: HarnessMedia }) => void): void {
  let harness: EngineHarness | undefined;
  beforeAll(async () => {
    harness = await openEngineHarness();
    const media = await harness.page.evaluate(() => window.harness.media({ width: 320, height: 180, seconds: 2 }));
    onOpen({ harness, media });
  });
  afterAll(() => harness?.close());
}
