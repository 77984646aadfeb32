import { ACCENT_COLOR, PICKER_DEFAULT_COLOR } from '../../../../scene/constants';
import type { Gradient } from '../../../../scene/schema/canvasObject';

/** Most colours kept in the user's My Colors palette; older ones drop off the end. */
export const MY_COLORS_LIMIT = 40;

const HEX_INPUT = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const HEX_ANY = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

function expandShortHex(digits: string): string {
  return digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
}

/**
 * Reads a typed hex colour: 3 or 6 hex digits with or without `#`, any case.
 * @returns the colour as lower-case `#rrggbb`, or null when the text is no such colour
 */
export function parseHexInput(text: string): string | null {
  const match = HEX_INPUT.exec(text.trim());
  return match?.[1] ? `#${expandShortHex(match[1]).toLowerCase()}` : null;
}

/**
 * The `#rrggbb` the picker shows for a stored colour: hex of 3, 4, 6 or 8 digits (alpha dropped)
 * and `rgb()`/`rgba()` convert; none (null), keywords and `hsl()` show the picker default #999777.
 */
export function toPickerHex(color: string | null | undefined): string {
  const value = color?.trim() ?? '';
  const hex = HEX_ANY.exec(value);
  if (hex?.[1]) return `#${expandShortHex(hex[1]).slice(0, 6).toLowerCase()}`;
  const rgb = RGB.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map((channel) => Math.min(255, Number(channel)));
    return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return PICKER_DEFAULT_COLOR;
}

/** Whether two stored colours are the same, ignoring case and surrounding space. */
export function isSameColor(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/**
 * The My Colors palette after saving a colour: the colour first (newest first), an earlier copy
 * removed, at most {@link MY_COLORS_LIMIT} entries.
 */
export function withSavedColor(colors: readonly string[], color: string): string[] {
  const saved = color.trim().toLowerCase();
  return [saved, ...colors.filter((existing) => !isSameColor(existing, saved))].slice(0, MY_COLORS_LIMIT);
}

/** The body value of `POST /api/colors/`: the palette joined by commas, newest first. */
export function joinColors(colors: readonly string[]): string {
  return colors.join(',');
}

/** A gradient when nothing else is known: the accent fading to the picker default, left to right. */
export const DEFAULT_GRADIENT: Gradient = {
  kind: 'linear',
  angle: 0,
  stops: [
    { offset: 0, color: ACCENT_COLOR },
    { offset: 1, color: PICKER_DEFAULT_COLOR },
  ],
};

/** Stops in offset order. */
export function sortedStops(gradient: Gradient): Gradient['stops'] {
  return [...gradient.stops].sort((a, b) => a.offset - b.offset);
}

/** Angle normalised to 0..359 degrees. */
export function normalizeAngle(angle: number): number {
  return ((Math.round(angle) % 360) + 360) % 360;
}

/**
 * CSS for a gradient swatch. Our angle runs clockwise from left-to-right; CSS angles run
 * clockwise from bottom-to-top, so 0° here is 90deg in CSS.
 */
export function gradientToCss(gradient: Gradient): string {
  const stops = sortedStops(gradient)
    .map((stop) => `${stop.color} ${Math.round(stop.offset * 1000) / 10}%`)
    .join(', ');
  if (gradient.kind === 'radial') return `radial-gradient(circle, ${stops})`;
  return `linear-gradient(${normalizeAngle(gradient.angle + 90)}deg, ${stops})`;
}

/** Spoken name of a gradient: `Linear gradient, #ff0000 to #0000ff, 45°`. */
export function gradientLabel(gradient: Gradient): string {
  const stops = sortedStops(gradient);
  const colors = `${stops[0]?.color ?? ''} to ${stops[stops.length - 1]?.color ?? ''}`;
  return gradient.kind === 'radial' ? `Radial gradient, ${colors}` : `Linear gradient, ${colors}, ${normalizeAngle(gradient.angle)}°`;
}

/** Which end of a gradient the picker edits: the first or the last stop in offset order. */
export type GradientEnd = 'start' | 'end';

/** The colour of the first or last stop. */
export function gradientEndColor(gradient: Gradient, end: GradientEnd): string {
  const stops = sortedStops(gradient);
  const stop = end === 'start' ? stops[0] : stops[stops.length - 1];
  return stop?.color ?? PICKER_DEFAULT_COLOR;
}

/** The gradient with the first or last stop recoloured; other stops are kept (presets may have more than two). */
export function withGradientEndColor(gradient: Gradient, end: GradientEnd, color: string): Gradient {
  const stops = sortedStops(gradient);
  const index = end === 'start' ? 0 : stops.length - 1;
  return { ...gradient, stops: stops.map((stop, i) => (i === index ? { ...stop, color } : stop)) };
}
