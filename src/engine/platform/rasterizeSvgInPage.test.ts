import { afterEach, describe, expect, it, vi } from 'vitest';
import { rasterizeSvgInPage } from './rasterizeSvgInPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('rasterizeSvgInPage', () => {
  it('logs "could not load image" (spec 000 §8) and fails when the SVG cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('Not found', { status: 404 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(rasterizeSvgInPage('/api/assets/masks/heart.svg', 160, 90, null)).rejects.toThrow('HTTP 404');
    expect(logged).toHaveBeenCalledWith('could not load image /api/assets/masks/heart.svg', expect.any(Error));
  });
});
