import { describe, expect, it } from 'vitest';
import { COLOR_FILTERS, MAX_COLOR_STOPS } from '../constants';
import { canvasObjectSchema } from '../schema/canvasObject';
import { applyColorMatrix, COLOR_STOPS_PARAM, filterCatalogue, filterRef, filterRefSchema, FILTERS, filterStops, resolveFilter } from './filters';

const byName = (name: string) => FILTERS.find((filter) => filter.name === name)!;
const apply = (name: string, rgb: [number, number, number]) =>
  applyColorMatrix(byName(name).matrix!, [rgb[0] / 255, rgb[1] / 255, rgb[2] / 255, 1]).map((value) => Math.round(value * 255));

describe('colour filter definitions', () => {
  it('lists the spec filters in picker order with ids 0..10', () => {
    expect(FILTERS.map((filter) => filter.name)).toEqual([...COLOR_FILTERS]);
    expect(FILTERS.map((filter) => filter.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const filter of FILTERS) if (filter.kind === 'matrix') expect(filter.matrix).toHaveLength(20);
  });

  it('ColorInterpolation takes 2 to 20 colour stops', () => {
    expect(byName('ColorInterpolation').params).toEqual([COLOR_STOPS_PARAM]);
    expect(COLOR_STOPS_PARAM.minItems).toBe(2);
    expect(COLOR_STOPS_PARAM.maxItems).toBe(MAX_COLOR_STOPS);
  });

  it('maps exact colours as the well-known matrices do', () => {
    expect(apply('Grayscale', [255, 0, 0])).toEqual([54, 54, 54, 255]);
    expect(apply('Grayscale', [255, 255, 255])).toEqual([255, 255, 255, 255]);
    expect(apply('Invert', [255, 0, 51])).toEqual([0, 255, 204, 255]);
    expect(apply('Sepia', [255, 255, 255])).toEqual([255, 255, 239, 255]);
    expect(apply('Sepia', [100, 100, 100])).toEqual([135, 120, 94, 255]);
    expect(apply('Black & White', [200, 200, 200])).toEqual([255, 255, 255, 255]);
    expect(apply('Black & White', [40, 40, 40])).toEqual([0, 0, 0, 255]);
    expect(apply('Polaroid', [0, 0, 255])).toEqual([0, 0, 255, 255]);
    expect(apply('Polaroid', [100, 100, 100])).toEqual([131, 113, 145, 255]);
    // Offsets are 0..1 here: Pixi's Kodachrome adds 63.73/255 to red.
    expect(apply('Kodachrome', [0, 0, 0])).toEqual([64, 25, 36, 255]);
    expect(apply('Technicolor', [0, 0, 0])).toEqual([12, 0, 31, 255]);
  });

  it('resolves a stored reference by id, else by name; None and unknown filters draw unfiltered', () => {
    expect(resolveFilter({ id: 1 })?.name).toBe('Grayscale');
    expect(resolveFilter({ id: '3', name: 'whatever' })?.name).toBe('Sepia');
    expect(resolveFilter({ name: 'black & white' })?.name).toBe('Black & White');
    expect(resolveFilter({ id: 0, name: 'None' })).toBeNull();
    expect(resolveFilter({ id: 99 })).toBeNull();
    expect(resolveFilter(null)).toBeNull();
  });

  it('stores a reference with default stops for ColorInterpolation and reads invalid stops as the default', () => {
    expect(filterRef(byName('None'))).toBeNull();
    expect(filterRef(byName('Vintage'))).toEqual({ id: 6, name: 'Vintage' });
    expect(filterRef(byName('ColorInterpolation'))).toEqual({ id: 10, name: 'ColorInterpolation', stops: [...COLOR_STOPS_PARAM.default] });
    expect(filterStops({ stops: ['#000', '#fff'] })).toEqual(['#000', '#fff']);
    expect(filterStops({ stops: ['#000'] })).toEqual([...COLOR_STOPS_PARAM.default]);
  });

  it('keeps old references valid and refuses more than 20 stops', () => {
    expect(filterRefSchema.parse({ id: 12, media_file: 'x.png', filters: 'abc' })).toEqual({ id: 12, media_file: 'x.png', filters: 'abc' });
    expect(filterRefSchema.safeParse({ id: 10, stops: Array.from({ length: 21 }, () => '#000') }).success).toBe(false);
    const image = canvasObjectSchema.parse({ id: 'a', _Type: 'image', _Src: 'a.png', filter: { id: 10, name: 'ColorInterpolation', stops: ['#000', '#fff'] } });
    expect(image.filter).toEqual({ id: 10, name: 'ColorInterpolation', stops: ['#000', '#fff'] });
  });

  it('generates the catalogue from the definitions', () => {
    expect(filterCatalogue().map((item) => item.name)).toEqual([...COLOR_FILTERS]);
    expect(filterCatalogue()[10]).toMatchObject({ id: 10, kind: 'gradientMap', params: [{ key: 'stops', type: 'colors' }] });
  });
});
