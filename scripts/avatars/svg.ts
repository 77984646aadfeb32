/** Small helpers that write the SVG markup of the presenters' parts. */

/** A box in image px; a part file's viewBox is its box, so every part draws in image coordinates. */
export type Box = { x: number; y: number; width: number; height: number };

/** A filled path. */
export function fill(d: string, colour: string, opacity = 1): string {
  return `<path d="${d}" fill="${colour}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
}

/** A stroked, unfilled path with round ends. */
export function line(d: string, colour: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}/>`;
}

/** A filled ellipse. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, colour: string, opacity = 1): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colour}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
}

/** The same shapes drawn again mirrored about the image's vertical centre line (x = 500). */
export function mirrored(shapes: string[]): string[] {
  return [...shapes, `<g transform="matrix(-1 0 0 1 1000 0)">${shapes.join('')}</g>`];
}

/** A group of shapes clipped to a path (ids are unique per file). */
export function clipped(id: string, clipPath: string, shapes: string[]): string[] {
  return [`<clipPath id="${id}"><path d="${clipPath}"/></clipPath>`, `<g clip-path="url(#${id})">${shapes.join('')}</g>`];
}

/** A standalone SVG file whose viewBox is `box` (image px) with its size in px. */
export function svgFile(box: Box, shapes: string[]): string {
  const { x, y, width, height } = box;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}" width="${width}" height="${height}">${shapes.join('')}</svg>\n`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `a` mixed with `b`: 0 is `a`, 1 is `b` (both `#rrggbb`). */
export function mix(a: string, b: string, amount: number): string {
  const from = channels(a);
  const to = channels(b);
  return `#${from.map((channel, index) => Math.round(channel + (to[index]! - channel) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** A darker shade of a colour (0..1 towards black). */
export const darker = (colour: string, amount: number) => mix(colour, '#000000', amount);

/** A lighter tint of a colour (0..1 towards white). */
export const lighter = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
