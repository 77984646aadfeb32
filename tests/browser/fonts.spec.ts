import { describe, expect, it } from 'vitest';
import type { EngineHarness } from './engineHarness.ts';
import { oneSceneProject, renderProbes, useEngineHarness } from './probes.ts';

let harness: EngineHarness;

useEngineHarness((opened) => ({ harness } = opened));

/** A line of white text (110 px, about 20 output px tall) at project y `top`, in a box far wider than it. */
const textObject = (id: string, fontFamily: string, top: number, extra: Record<string, unknown> = {}) => ({
  id,
  _Type: 'text',
  text: 'Handgloves quickly typed',
  fontSize: 110,
  fontFamily,
  fill: '#ffffff',
  left: 60,
  top,
  width: 1850,
  height: 160,
  ...extra,
});

/** Every other output row of the band of a text at project y `top`, every column. */
const band = (top: number) => Array.from({ length: 12 }, (_, row) => Array.from({ length: 320 }, (_, x) => ({ x, y: Math.floor(top / 6) + 1 + row * 2 }))).flat();

/** The first and last output columns with ink (any probed channel above 96) among `points`. */
function inkSpan(points: { x: number }[], pixels: number[][]) {
  const columns = points.flatMap((point, index) => (pixels[index]!.slice(0, 3).some((channel) => channel > 96) ? [point.x] : []));
  return { left: Math.min(...columns), right: Math.max(...columns), inked: columns.length };
}

const grid = band(300);
const renderSpan = async (fontFamily: string, extra?: Record<string, unknown>) => {
  const result = await renderProbes(harness, oneSceneProject([textObject('txt', fontFamily, 300, extra)]), 0, grid);
  return { ...inkSpan(grid, result.pixels), failed: result.failed };
};

describe('fonts loaded by name', () => {
  it('draws "Arial" with its substitute (Arimo), narrower than the fallback an unknown family gets', async () => {
    const arial = await renderSpan('Arial');
    const unknown = await renderSpan('No Such Family');
    expect(arial.failed).toEqual({});
    expect(unknown.failed).toEqual({});
    expect(arial.inked).toBeGreaterThan(150);
    expect(unknown.inked).toBeGreaterThan(150);
    expect(Math.abs(arial.left - unknown.left)).toBeLessThanOrEqual(1);
    // Arimo has Arial's metrics; the fallback sans (DejaVu Sans here) is about a tenth wider.
    expect(unknown.right - arial.right).toBeGreaterThanOrEqual(8);
  });

  it('draws "Calibri" with Carlito, narrower still, and "Courier New" with Cousine, monospaced and wider', async () => {
    const arial = await renderSpan('Arial');
    const calibri = await renderSpan('Calibri');
    const courier = await renderSpan('Courier New');
    expect(calibri.right).toBeLessThan(arial.right - 5);
    expect(courier.right).toBeGreaterThan(arial.right + 10);
  });

  it('loads the bold face of a family for bold text', async () => {
    const regular = await renderSpan('Arial');
    const bold = await renderSpan('Arial', { fontWeight: 'bold' });
    expect(bold.right).toBeGreaterThan(regular.right + 3);
    expect(bold.inked).toBeGreaterThan(regular.inked);
  });

  it('reads a family with a style word ("Open Sans Regular") as the shipped family', async () => {
    const named = await renderSpan('Open Sans Regular');
    const plain = await renderSpan('Open Sans');
    expect(named.right).toBe(plain.right);
    expect(named.right).not.toBe((await renderSpan('No Such Family')).right);
  });

  it('draws text in the compositor worker with the family it names', async () => {
    const doc = oneSceneProject([textObject('arial', 'Arial', 200), textObject('unknown', 'No Such Family', 600)]);
    const [arialBand, unknownBand] = [band(200), band(600)];
    const points = [...arialBand, ...unknownBand];
    const { pixels } = await harness.page.evaluate(([document, probes]) => window.harness.renderInWorker(document, 0, [...probes]), [doc, points] as const);
    const arial = inkSpan(arialBand, pixels.slice(0, arialBand.length));
    const unknown = inkSpan(unknownBand, pixels.slice(arialBand.length));
    expect(arial.inked).toBeGreaterThan(150);
    expect(unknown.right - arial.right).toBeGreaterThanOrEqual(8);
  });
});
