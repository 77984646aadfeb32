import { describe, expect, it } from 'vitest';
import { TEXT_ANIMATIONS } from '../../scene/effects/textAnimations';
import type { TextLayer, TextSpec } from '../timeline/drawList';
import { splitTextLayer, textUnits } from './textUnits';

/** Every character 10 px wide. */
const measure = (text: string) => text.length * 10;

const spec: TextSpec = {
  text: 'ab cd\nefg',
  width: 100,
  height: 40,
  fontFamily: 'Poppins',
  fontSize: 10,
  fontWeight: 'normal',
  fontStyle: 'normal',
  textAlign: 'left',
  lineHeight: 2,
  charSpacing: 0,
  fill: '#000',
  stroke: null,
  strokeWidth: 0,
  underline: false,
  linethrough: false,
  textBackgroundColor: null,
};

describe('text units', () => {
  it('split into lines, words and characters at the layout positions', () => {
    expect(textUnits(spec, 'line', measure)).toEqual([
      { text: 'ab cd', x: 0, width: 50, line: 0 },
      { text: 'efg', x: 0, width: 30, line: 1 },
    ]);
    expect(textUnits(spec, 'word', measure)).toEqual([
      { text: 'ab', x: 0, width: 20, line: 0 },
      { text: 'cd', x: 30, width: 20, line: 0 },
      { text: 'efg', x: 0, width: 30, line: 1 },
    ]);
    expect(textUnits(spec, 'char', measure).map((unit) => [unit.text, unit.x, unit.line])).toEqual([
      ['a', 0, 0],
      ['b', 10, 0],
      ['c', 30, 0],
      ['d', 40, 0],
      ['e', 0, 1],
      ['f', 10, 1],
      ['g', 20, 1],
    ]);
  });

  it('follow the alignment', () => {
    expect(textUnits({ ...spec, text: 'ab', textAlign: 'center' }, 'char', measure).map((unit) => unit.x)).toEqual([40, 50]);
    expect(textUnits({ ...spec, text: 'ab', textAlign: 'right' }, 'word', measure)[0]!.x).toBe(80);
  });

  it('become one layer per unit in place, the typewriter showing units in turn', () => {
    const typewriter = TEXT_ANIMATIONS.find((definition) => definition.name === 'Typewriter')!;
    const layer: TextLayer = {
      id: 't',
      kind: 'text',
      matrix: [100, 0, 0, 40, 500, 300],
      opacity: 1,
      pixelScale: 1,
      spec,
      units: { kind: 'char', motion: typewriter.motion, easing: typewriter.easing, overlap: typewriter.overlap, progress: 0.5, isExit: false },
    };
    const units = textUnits(spec, 'char', measure);
    const layers = splitTextLayer(layer, units, { width: 1920, height: 1080 });
    expect(layers).toHaveLength(7);
    expect(layers.map((unit) => unit.opacity)).toEqual([1, 1, 1, 1, 0, 0, 0]);
    expect(layers.every((unit) => unit.units === undefined && unit.spec.textAlign === 'center')).toBe(true);
    // 'c' at x 30 with a 2.5 px margin each side; line 0 is 20 px high.
    expect(layers[2]!.spec).toMatchObject({ text: 'c', width: 15, height: 20 });
    expect(layers[2]!.matrix).toEqual([15, 0, 0, 20, 527.5, 300]);
    expect(layers[6]!.matrix[5]).toBe(320);
    const done = splitTextLayer({ ...layer, units: { ...layer.units!, progress: 1 } }, units, { width: 1920, height: 1080 });
    expect(done.every((unit) => unit.opacity === 1)).toBe(true);
  });

  it('drop units below the text box and clip them at its edges', () => {
    const layer: TextLayer = {
      id: 't',
      kind: 'text',
      matrix: [100, 0, 0, 30, 0, 0],
      opacity: 1,
      pixelScale: 1,
      spec: { ...spec, height: 30 },
      units: { kind: 'line', motion: { type: 'fade' }, easing: 'linear', overlap: 1, progress: 1, isExit: false },
    };
    const layers = splitTextLayer(layer, textUnits(layer.spec, 'line', measure), { width: 1920, height: 1080 });
    expect(layers).toHaveLength(2);
    expect(layers[1]!.clip!.y1).toBeCloseTo(0.5);
  });
});
