/**
 * The twelve mouth shapes (src/scene/speech/visemeTrack.ts VISEMES), each drawn around the mouth
 * centre (500, 500) from a few numbers: the opening's half width and its extent above and below
 * the lip line, the lips' thickness, what shows inside (teeth, tongue).
 */
import type { AvatarGender } from '../../src/scene/avatars/avatarCatalogue';
import type { Viseme } from '../../src/scene/speech/visemeTrack';
import type { Look } from './looks';
import { clipped, darker, ellipse, fill, line } from './svg';

const cx = 500;
const cy = 500;
const inside = '#3a1418';
const teeth = '#fbf8f4';
const tongue = '#d66d76';

/** An open mouth: opening `w` wide each side, `top` above and `bottom` below the lip line; lips `upper`/`lower` thick. */
type OpenShape = {
  kind: 'lens' | 'round';
  w: number;
  top: number;
  bottom: number;
  upper: number;
  lower: number;
  upperTeeth?: number;
  lowerTeeth?: number;
  /** Tongue: centre height from the lip line (positive down) and radii. */
  tongue?: { y: number; rx: number; ry: number };
};

const OPEN: Partial<Record<Viseme, OpenShape>> = {
  FV: { kind: 'lens', w: 24, top: 6, bottom: 4, upper: 7, lower: 10, upperTeeth: 11 },
  TH: { kind: 'lens', w: 24, top: 6, bottom: 8, upper: 7, lower: 9, upperTeeth: 5, tongue: { y: 5, rx: 13, ry: 7 } },
  L: { kind: 'lens', w: 26, top: 10, bottom: 13, upper: 7, lower: 9, upperTeeth: 6, tongue: { y: -2, rx: 15, ry: 8 } },
  WQ: { kind: 'round', w: 11, top: 9, bottom: 10, upper: 9, lower: 10 },
  CH: { kind: 'lens', w: 26, top: 8, bottom: 8, upper: 7, lower: 8, upperTeeth: 8, lowerTeeth: 8 },
  etc: { kind: 'lens', w: 27, top: 5, bottom: 8, upper: 7, lower: 9, upperTeeth: 5 },
  AI: { kind: 'lens', w: 32, top: 13, bottom: 24, upper: 7, lower: 9, upperTeeth: 7, tongue: { y: 21, rx: 18, ry: 9 } },
  E: { kind: 'lens', w: 35, top: 7, bottom: 11, upper: 6, lower: 8, upperTeeth: 6, lowerTeeth: 4 },
  O: { kind: 'round', w: 17, top: 15, bottom: 18, upper: 8, lower: 10, upperTeeth: 3 },
  U: { kind: 'round', w: 7, top: 6, bottom: 7, upper: 10, lower: 11 },
};

const round = (n: number) => Math.round(n * 10) / 10;

/** A path through `points` written as numbers rounded to 0.1 px. */
function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((text, part, index) => text + part + (index < values.length ? String(round(values[index]!)) : ''), '');
}

/**
 * A lens (pointed corners) or a rounded shape, `w` each side, `top` up, `bottom` down from the lip
 * line: its upper edge (left corner to right corner) and the rest of the closed path.
 */
function opening(kind: OpenShape['kind'], w: number, top: number, bottom: number): { upperEdge: string; path: string } {
  if (kind === 'round') {
    const k = 0.552;
    const upperEdge = d`M${cx - w} ${cy}C${cx - w} ${cy - top * k} ${cx - w * k} ${cy - top} ${cx} ${cy - top}C${cx + w * k} ${cy - top} ${cx + w} ${cy - top * k} ${cx + w} ${cy}`;
    return { upperEdge, path: upperEdge + d`C${cx + w} ${cy + bottom * k} ${cx + w * k} ${cy + bottom} ${cx} ${cy + bottom}C${cx - w * k} ${cy + bottom} ${cx - w} ${cy + bottom * k} ${cx - w} ${cy}Z` };
  }
  const upperEdge = d`M${cx - w} ${cy}C${cx - w * 0.55} ${cy - top * 1.33} ${cx + w * 0.55} ${cy - top * 1.33} ${cx + w} ${cy}`;
  return { upperEdge, path: upperEdge + d`C${cx + w * 0.55} ${cy + bottom * 1.33} ${cx - w * 0.55} ${cy + bottom * 1.33} ${cx - w} ${cy}Z` };
}

/** The lips around an opening: a cupid's bow on top, a full curve below. */
function lipsOutline(w: number, top: number, bottom: number): string {
  const bow = Math.min(4, top * 0.25);
  return d`M${cx - w} ${cy}C${cx - w * 0.75} ${cy - top * 0.85} ${cx - w * 0.4} ${cy - top * 1.05} ${cx - w * 0.17} ${cy - top}Q${cx} ${cy - top + bow} ${cx + w * 0.17} ${cy - top}C${cx + w * 0.4} ${cy - top * 1.05} ${cx + w * 0.75} ${cy - top * 0.85} ${cx + w} ${cy}C${cx + w * 0.7} ${cy + bottom * 1.3} ${cx - w * 0.7} ${cy + bottom * 1.3} ${cx - w} ${cy}Z`;
}

function openMouth(viseme: Viseme, shape: OpenShape, lips: string, lipScale: number): string[] {
  const upper = shape.upper * lipScale;
  const lower = shape.lower * lipScale;
  const side = shape.kind === 'round' ? 10 : 5;
  const hole = opening(shape.kind, shape.w, shape.top, shape.bottom);
  const insideShapes = [
    fill(hole.path, inside),
    ...(shape.tongue ? [ellipse(cx, cy + shape.tongue.y, shape.tongue.rx, shape.tongue.ry, tongue)] : []),
    ...(shape.upperTeeth ? [fill(d`M${cx - 60} ${cy - shape.top - 4}H${cx + 60}V${cy - shape.top + shape.upperTeeth}H${cx - 60}Z`, teeth)] : []),
    ...(shape.lowerTeeth ? [fill(d`M${cx - 60} ${cy + shape.bottom - shape.lowerTeeth}H${cx + 60}V${cy + shape.bottom + 4}H${cx - 60}Z`, teeth)] : []),
  ];
  return [
    fill(shape.kind === 'round' ? opening('round', shape.w + side, shape.top + upper, shape.bottom + lower).path : lipsOutline(shape.w + side, shape.top + upper, shape.bottom + lower), lips),
    ...clipped(`mouth-${viseme}`, hole.path, insideShapes),
    // The upper lip's lower edge catches a little shade.
    line(hole.upperEdge, darker(lips, 0.25), 2),
  ];
}

function closedMouth(viseme: 'rest' | 'MBP', lips: string, lipScale: number): string[] {
  const edge = darker(lips, 0.4);
  if (viseme === 'MBP') {
    // Lips pressed together: a flat, slightly rolled-in band.
    const w = 27;
    const h = 6 * lipScale;
    return [
      fill(d`M${cx - w} ${cy}C${cx - w * 0.6} ${cy - h - 1} ${cx + w * 0.6} ${cy - h - 1} ${cx + w} ${cy}C${cx + w * 0.6} ${cy + h + 2} ${cx - w * 0.6} ${cy + h + 2} ${cx - w} ${cy}Z`, darker(lips, 0.08)),
      line(d`M${cx - w - 1} ${cy}H${cx + w + 1}`, edge, 2.5),
    ];
  }
  // At rest: closed lips in a gentle smile.
  const w = 31;
  const up = 9 * lipScale;
  const down = 11 * lipScale;
  return [
    fill(d`M${cx - w} ${cy - 3}C${cx - w * 0.6} ${cy - up} ${cx - w * 0.35} ${cy - up - 2} ${cx - 6} ${cy - up - 1}Q${cx} ${cy - up + 2} ${cx + 6} ${cy - up - 1}C${cx + w * 0.35} ${cy - up - 2} ${cx + w * 0.6} ${cy - up} ${cx + w} ${cy - 3}C${cx + w * 0.5} ${cy + 3} ${cx - w * 0.5} ${cy + 3} ${cx - w} ${cy - 3}Z`, lips),
    fill(d`M${cx - w + 2} ${cy - 2}C${cx - w * 0.5} ${cy + 3} ${cx + w * 0.5} ${cy + 3} ${cx + w - 2} ${cy - 2}C${cx + w * 0.55} ${cy + down + 3} ${cx - w * 0.55} ${cy + down + 3} ${cx - w + 2} ${cy - 2}Z`, lips),
    line(d`M${cx - w - 1} ${cy - 4}C${cx - w * 0.5} ${cy + 2} ${cx + w * 0.5} ${cy + 2} ${cx + w + 1} ${cy - 4}`, edge, 3),
  ];
}

/** How much the shapes above are enlarged about the mouth centre, so every viseme reads clearly at 1080p. */
const MOUTH_SCALE = 1.3;

/** The shapes of one mouth. */
export function mouthShapes(viseme: Viseme, look: Look, gender: AvatarGender): string[] {
  const lipScale = gender === 'female' ? 1 : 0.75;
  const shape = OPEN[viseme];
  const shapes = shape ? openMouth(viseme, shape, look.lips, lipScale) : closedMouth(viseme === 'MBP' ? 'MBP' : 'rest', look.lips, lipScale);
  return [`<g transform="matrix(${MOUTH_SCALE} 0 0 ${MOUTH_SCALE} ${round((1 - MOUTH_SCALE) * cx)} ${round((1 - MOUTH_SCALE) * cy)})">${shapes.join('')}</g>`];
}
