import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnginePlatform } from '../platform/platform';
import type { TextSpec } from '../timeline/drawList';
import { FontLoader, fontFamilyList } from './fonts';

const text = (fontFamily: string) => ({ fontFamily }) as TextSpec;

/** A platform that records font loads and fails the ones for `failing`. */
function recordingPlatform(failing?: string) {
  const loads: { family: string; url: string; descriptors: FontFaceDescriptors }[] = [];
  const platform = {
    loadFont: async (family: string, url: string, descriptors: FontFaceDescriptors) => {
      loads.push({ family, url, descriptors });
      if (family === failing) throw new Error('network down');
    },
  } as unknown as EnginePlatform;
  return { platform, loads };
}

afterEach(() => vi.restoreAllMocks());

describe('fontFamilyList', () => {
  it('names the shipped family, then its generic family', () => {
    expect(fontFamilyList('Poppins Regular')).toBe('"Poppins", sans-serif');
    expect(fontFamilyList('Times New Roman')).toBe('"Times New Roman", serif');
    expect(fontFamilyList('Courier New')).toBe('"Courier New", monospace');
    expect(fontFamilyList('Comic Sans MS')).toBe('"Comic Sans MS", sans-serif');
  });
});

describe('FontLoader', () => {
  it("registers a proprietary family's name with its substitute's four faces, once", async () => {
    const { platform, loads } = recordingPlatform();
    const loader = new FontLoader(platform);
    await loader.ensure(text('Arial'));
    await loader.ensure(text('Arial'));
    expect(loads).toHaveLength(4);
    expect(loads.every((load) => load.family === 'Arial' && /arimo-latin-(400|700)-(normal|italic)\.woff2/.test(load.url))).toBe(true);
    expect(loads.map((load) => `${load.descriptors.weight} ${load.descriptors.style}`).sort()).toEqual(['400 italic', '400 normal', '700 italic', '700 normal']);
  });

  it('loads only the faces a family has (Bebas Neue: regular only)', async () => {
    const { platform, loads } = recordingPlatform();
    await new FontLoader(platform).ensure(text('Bebas Neue'));
    expect(loads.map((load) => load.descriptors.weight)).toEqual(['400']);
  });

  it('leaves families we do not ship to the host', async () => {
    const { platform, loads } = recordingPlatform();
    await new FontLoader(platform).ensure(text('Comic Sans MS'));
    expect(loads).toEqual([]);
  });

  it('logs "unable to load font" and resolves when a face fails, so the text draws with the fallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { platform } = recordingPlatform('Calibri');
    await expect(new FontLoader(platform).ensure(text('Calibri'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^unable to load font Calibri/), expect.any(Error));
  });
});
