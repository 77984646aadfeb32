import { SHADOW_DEFAULTS, SHADOW_LIMITS } from '../constants';
import type { Shadow } from '../schema/canvasObject';
import type { ColorParam, NumberParam } from './params';

/**
 * The shadow as the Shadow panel edits it (spec 000 §5): direction in degrees clockwise from
 * "to the right" (0..359, y points down), distance and blur in canvas px, opacity in percent, and
 * an opaque colour (`#rrggbb`); the stored `shadow` is `{blur, color (with the opacity as alpha),
 * offsetX, offsetY}`.
 */
export type ShadowControls = { angle: number; distance: number; opacity: number; blur: number; color: string };

/** The Shadow panel's parameters with their ranges and defaults. */
export const SHADOW_PARAMS = {
  angle: { key: 'angle', label: 'Angle', type: 'number', min: SHADOW_LIMITS.angle.min, max: SHADOW_LIMITS.angle.max, step: 1, default: SHADOW_DEFAULTS.angle, unit: '°' },
  distance: { key: 'distance', label: 'Distance', type: 'number', min: SHADOW_LIMITS.distance.min, max: SHADOW_LIMITS.distance.max, step: 1, default: SHADOW_DEFAULTS.distance },
  opacity: {
    key: 'opacity',
    label: 'Opacity',
    type: 'number',
    min: SHADOW_LIMITS.opacity.min,
    max: SHADOW_LIMITS.opacity.max,
    step: 1,
    default: SHADOW_DEFAULTS.opacity,
    unit: '%',
  },
  blur: { key: 'blur', label: 'Blur', type: 'number', min: SHADOW_LIMITS.blur.min, max: SHADOW_LIMITS.blur.max, step: 1, default: SHADOW_DEFAULTS.blur },
  color: { key: 'color', label: 'Colour', type: 'color', default: SHADOW_DEFAULTS.color },
} as const satisfies Record<keyof ShadowControls, NumberParam | ColorParam>;

/** The panel's defaults: opacity 70, blur 40, black, angle 0, distance 0. */
export const DEFAULT_SHADOW_CONTROLS: ShadowControls = { ...SHADOW_DEFAULTS };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
const round3 = (value: number) => Math.round(value * 1000) / 1000 + 0;

/** `#rgb`, `#rrggbb(aa)`, `rgb()`/`rgba()` as 0..255 channels and 0..1 alpha; null for other forms. */
export function parseRgba(color: string): { r: number; g: number; b: number; a: number } | null {
  const text = color.trim().toLowerCase();
  const hex = /^#([\da-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const pairs = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [r, g, b, a = 'ff'] = pairs;
    return { r: parseInt(r!, 16), g: parseInt(g!, 16), b: parseInt(b!, 16), a: parseInt(a, 16) / 255 };
  }
  const parts = /^rgba?\(([^)]*)\)$/
    .exec(text)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean);
  if (parts && parts.length >= 3) {
    const channel = (part: string) => clamp(part.endsWith('%') ? (parseFloat(part) / 100) * 255 : parseFloat(part), 0, 255);
    const alpha = parts[3] === undefined ? 1 : parts[3].endsWith('%') ? parseFloat(parts[3]) / 100 : parseFloat(parts[3]);
    const rgba = { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a: clamp(alpha, 0, 1) };
    return Object.values(rgba).every(Number.isFinite) ? rgba : null;
  }
  if (text === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  if (text === 'white') return { r: 255, g: 255, b: 255, a: 1 };
  return null;
}

const hex2 = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The stored shadow for the panel's values (angle wraps into 0..359; the rest is clamped to its range). */
export function shadowFromControls(controls: ShadowControls): Shadow {
  const angle = ((Math.round(controls.angle) % 360) + 360) % 360;
  const distance = clamp(controls.distance, SHADOW_LIMITS.distance.min, SHADOW_LIMITS.distance.max);
  const opacity = clamp(controls.opacity, SHADOW_LIMITS.opacity.min, SHADOW_LIMITS.opacity.max);
  const rgb = parseRgba(controls.color) ?? { r: 0, g: 0, b: 0, a: 1 };
  const alpha = round3((opacity / 100) * rgb.a);
  const radians = (angle * Math.PI) / 180;
  return {
    blur: clamp(controls.blur, SHADOW_LIMITS.blur.min, SHADOW_LIMITS.blur.max),
    color: `rgba(${Math.round(rgb.r)},${Math.round(rgb.g)},${Math.round(rgb.b)},${alpha})`,
    offsetX: round3(distance * Math.cos(radians)),
    offsetY: round3(distance * Math.sin(radians)),
  };
}

/**
 * The panel's values for a stored shadow (null or absent gives the defaults): the offset as a whole
 * angle 0..359 and a distance (clamped to 0..359), the colour's alpha as opacity percent.
 */
export function controlsFromShadow(shadow: Shadow | null | undefined): ShadowControls {
  if (!shadow) return { ...DEFAULT_SHADOW_CONTROLS };
  const distance = Math.hypot(shadow.offsetX, shadow.offsetY);
  const angle = distance === 0 ? 0 : ((Math.round((Math.atan2(shadow.offsetY, shadow.offsetX) * 180) / Math.PI) % 360) + 360) % 360;
  const rgba = parseRgba(shadow.color);
  return {
    angle,
    distance: clamp(Math.round(distance * 1000) / 1000, SHADOW_LIMITS.distance.min, SHADOW_LIMITS.distance.max),
    opacity: rgba ? Math.round(rgba.a * 100) : DEFAULT_SHADOW_CONTROLS.opacity,
    blur: clamp(shadow.blur, SHADOW_LIMITS.blur.min, SHADOW_LIMITS.blur.max),
    color: rgba ? `#${hex2(rgba.r)}${hex2(rgba.g)}${hex2(rgba.b)}` : shadow.color,
  };
}

/** The stored shadow a new "on" switch writes: the panel defaults. */
export function defaultShadow(): Shadow {
  return shadowFromControls(DEFAULT_SHADOW_CONTROLS);
}
