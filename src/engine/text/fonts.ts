import poppins400Italic from '@fontsource/poppins/files/poppins-latin-400-italic.woff2?url';
import poppins400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2?url';
import poppins700Italic from '@fontsource/poppins/files/poppins-latin-700-italic.woff2?url';
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff2?url';
import type { EnginePlatform } from '../platform/platform';
import type { TextSpec } from '../timeline/drawList';

type Face = { url: string; weight: '400' | '700'; style: 'normal' | 'italic' };

/**
 * Fonts shipped with the product, so text looks the same in every preview and every render
 * (never a system font that differs between machines). Document names such as "Poppins Regular"
 * map to their family.
 */
const bundledFamilies: Record<string, Face[]> = {
  Poppins: [
    { url: poppins400, weight: '400', style: 'normal' },
    { url: poppins400Italic, weight: '400', style: 'italic' },
    { url: poppins700, weight: '700', style: 'normal' },
    { url: poppins700Italic, weight: '700', style: 'italic' },
  ],
};

/** The CSS family a document font name draws with ("Poppins Regular" -> "Poppins"). */
export function familyOf(name: string): string {
  const family = Object.keys(bundledFamilies).find((candidate) => name === candidate || name.startsWith(`${candidate} `));
  return family ?? name;
}

/** Loads the bundled faces a text spec needs, once each. */
export class FontLoader {
  private loaded = new Map<string, Promise<void>>();

  constructor(private platform: EnginePlatform) {}

  ensure(spec: TextSpec): Promise<void> {
    const family = familyOf(spec.fontFamily);
    const faces = bundledFamilies[family] ?? [];
    return Promise.all(
      faces.map((face) => {
        const key = `${family}:${face.weight}:${face.style}`;
        let loading = this.loaded.get(key);
        if (!loading) {
          loading = this.platform.loadFont(family, face.url, { weight: face.weight, style: face.style });
          this.loaded.set(key, loading);
        }
        return loading;
      }),
    ).then(() => undefined);
  }
}
