import { type FontFamily, shippedFamily } from '../../scene/fonts';
import type { EnginePlatform } from '../platform/platform';
import type { TextSpec } from '../timeline/drawList';

type Face = { url: string; weight: '400' | '700'; style: 'normal' | 'italic' };

/**
 * The latin regular and bold faces (upright and italic where the family has them) of every
 * @fontsource package, as built asset addresses. Only the faces a text uses are ever fetched.
 */
const faceFiles = import.meta.glob('/node_modules/@fontsource/*/files/*-latin-{400,700}-{normal,italic}.woff2', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const facePattern = /@fontsource\/([^/]+)\/files\/[^/]+-latin-(400|700)-(normal|italic)\.woff2$/;

/** The faces of a shipped family's @fontsource package. */
function facesOf(family: FontFamily): Face[] {
  return Object.entries(faceFiles).flatMap(([file, url]) => {
    const match = facePattern.exec(file);
    return match && match[1] === family.fontsource ? [{ url, weight: match[2] as Face['weight'], style: match[3] as Face['style'] }] : [];
  });
}

/**
 * The CSS font-family list for a document font name: the family it draws with ("Poppins Regular"
 * -> "Poppins"; others as named), then its generic family, so a face that failed to load falls
 * back to a like one (sans-serif for families we do not ship).
 */
export function fontFamilyList(name: string): string {
  const shipped = shippedFamily(name);
  return `${JSON.stringify(shipped?.family ?? name)}, ${shipped?.generic ?? 'sans-serif'}`;
}

/**
 * Loads, by name, the faces a text's family needs, once each. A proprietary family (Arial,
 * Calibri…) is registered under its own name with its substitute's files, so documents keep their
 * names. A face that fails is logged ("unable to load font", spec 000 §8) and the text draws with
 * the fallback; families we do not ship are left to the host's fonts.
 */
export class FontLoader {
  private loaded = new Map<string, Promise<void>>();

  constructor(private platform: EnginePlatform) {}

  ensure(spec: TextSpec): Promise<void> {
    const family = shippedFamily(spec.fontFamily);
    if (!family) return Promise.resolve();
    return Promise.all(
      facesOf(family).map((face) => {
        const key = `${family.family}:${face.weight}:${face.style}`;
        let loading = this.loaded.get(key);
        if (!loading) {
          loading = this.platform.loadFont(family.family, face.url, { weight: face.weight, style: face.style }).catch((error: unknown) => {
            console.warn(`unable to load font ${family.family} ${face.weight} ${face.style}`, error);
          });
          this.loaded.set(key, loading);
        }
        return loading;
      }),
    ).then(() => undefined);
  }
}
