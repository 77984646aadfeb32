/** Straight (not premultiplied) RGBA, each 0..1. */
export type Rgba = readonly [r: number, g: number, b: number, a: number];

const named: Record<string, Rgba> = {
  transparent: [0, 0, 0, 0],
  black: [0, 0, 0, 1],
  white: [1, 1, 1, 1],
  red: [1, 0, 0, 1],
  green: [0, 128 / 255, 0, 1],
  blue: [0, 0, 1, 1],
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Parses the colour forms documents use: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`
 * and a few names. Anything else is transparent, so a bad colour never breaks a frame.
 */
export function parseColor(value: string | null | undefined): Rgba {
  const text = (value ?? '').trim().toLowerCase();
  if (named[text]) return named[text];
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [r, g, b, a = 'ff'] = digits.map((pair) => pair);
    return [parseInt(r!, 16) / 255, parseInt(g!, 16) / 255, parseInt(b!, 16) / 255, parseInt(a, 16) / 255];
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(text)?.[1];
  if (fn) {
    const parts = fn.split(/[\s,/]+/).filter(Boolean);
    if (parts.length >= 3) {
      const channel = (part: string) => (part.endsWith('%') ? parseFloat(part) / 100 : parseFloat(part) / 255);
      const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
      const rgba = [channel(parts[0]!), channel(parts[1]!), channel(parts[2]!), alpha];
      if (rgba.every(Number.isFinite)) return rgba.map(clamp01) as unknown as Rgba;
    }
  }
  return named.transparent!;
}
