import { describe, expect, it } from 'vitest';
import { canvasObjectSchema } from '../schema/canvasObject';
import { MASKS, maskSrc, searchMasks } from './masks';

describe('mask catalogue', () => {
  it('has at least 20 masks with unique ids, each an SVG under /library/masks/ (files checked by the API test)', () => {
    expect(MASKS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(MASKS.map((mask) => mask.id)).size).toBe(MASKS.length);
    for (const mask of MASKS) expect(mask.src).toMatch(/^\/library\/masks\/[a-z0-9-]+\.svg$/);
    expect(MASKS.map((mask) => mask.name)).toEqual(
      expect.arrayContaining(['Circle', 'Rounded rectangle', 'Star', 'Heart', 'Hexagon', 'Triangle', 'Diamond', 'Arch', 'Speech bubble', 'Cloud']),
    );
  });

  it('searches by name, any case', () => {
    expect(searchMasks('STAR').map((mask) => mask.name)).toEqual(['Star', 'Starburst']);
    expect(searchMasks('brush')).toHaveLength(3);
    expect(searchMasks('  ')).toHaveLength(MASKS.length);
    expect(searchMasks('zzz')).toEqual([]);
  });

  it('finds what a stored reference draws', () => {
    expect(maskSrc({ id: 1, name: 'Circle', src: '/x.svg' })).toBe('/x.svg');
    expect(maskSrc({ id: 1 })).toBe('/library/masks/circle.svg');
    expect(maskSrc({ id: 'zzz' })).toBeNull();
    expect(maskSrc(null)).toBeNull();
  });

  it('keeps old mask references valid', () => {
    const video = canvasObjectSchema.parse({ id: 'v', _Type: 'video', _Src: 'v.mp4', _Mask: { id: 4, media_file: 'm.svg' } });
    expect(video._Mask).toEqual({ id: 4, media_file: 'm.svg' });
  });
});
