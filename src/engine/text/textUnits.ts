import { multiplyAffine } from '../../scene/affine';
import { textEffectPaint, textEffectReach } from '../../scene/effects/textEffects';
import { unitProgress, unitWindow } from '../../scene/effects/textAnimations';
import { boundsOf, clipThrough, intersectClip, posedLayer, poseAffine } from '../animation/animateLayers';
import { ease } from '../animation/easing';
import { motionPose } from '../animation/pose';
import type { Affine, TextLayer, TextSpec } from '../timeline/drawList';
import { layoutText, lineBoxHeight } from './layoutText';

/** One character, word or line of a laid-out text: its text, left edge and width (box px at scale 1) and line number. */
export type TextUnit = { text: string; x: number; width: number; line: number };

/**
 * Splits a text into units as `layoutText` lays it out (the same lines, the same positions as the
 * whole text is drawn at): lines, words (without their trailing spaces) or characters (spaces
 * skipped). `measure` gives a string's advance width at scale 1, letter spacing included.
 */
export function textUnits(spec: TextSpec, kind: 'char' | 'word' | 'line', measure: (text: string) => number): TextUnit[] {
  const units: TextUnit[] = [];
  layoutText(spec, measure).forEach((line, index) => {
    const left = spec.textAlign === 'center' ? (spec.width - line.width) / 2 : spec.textAlign === 'right' ? spec.width - line.width : 0;
    if (kind === 'line') {
      if (line.text.trim() !== '') units.push({ text: line.text, x: left, width: line.width, line: index });
      return;
    }
    const pieces = kind === 'word' ? line.text.split(/(?<=\s)/) : Array.from(line.text);
    let prefix = '';
    for (const piece of pieces) {
      const shown = piece.trimEnd();
      if (shown !== '') {
        const start = prefix === '' ? 0 : measure(prefix);
        units.push({ text: shown, x: left + start, width: measure(prefix + shown) - start, line: index });
      }
      prefix += piece;
    }
  });
  return units;
}

/** Room left around each unit's raster for glyph overhang, stroke and effect (box px). */
function unitMargin(spec: TextSpec): number {
  return spec.strokeWidth + spec.fontSize * 0.25 + textEffectReach(textEffectPaint(spec.effect ?? undefined, spec.fontSize));
}

/**
 * The layers a text layer with a text animation in progress (`layer.units`) is drawn as: one text
 * layer per unit, each its unit's text centred in a box of the unit's line height and width plus a
 * margin (rasterised and cached like any text, so equal units share a raster), placed where the
 * unit sits in the whole text, clipped to the text box as the whole text is, and posed by the
 * unit's share of the animation. A text without units comes back as it is.
 */
export function splitTextLayer(layer: TextLayer, units: readonly TextUnit[], canvas: { width: number; height: number }): TextLayer[] {
  const animation = layer.units;
  if (!animation) return [layer];
  const { spec } = layer;
  const plain: TextLayer = { ...layer };
  delete plain.units;
  const lineHeight = lineBoxHeight(spec);
  const margin = unitMargin(spec);
  const width = Math.max(spec.width, 1e-9);
  const height = Math.max(spec.height, 1e-9);
  return units.flatMap((unit, index) => {
    const top = unit.line * lineHeight;
    if (top >= spec.height) return [];
    const left = unit.x - margin;
    const unitWidth = unit.width + 2 * margin;
    const local: Affine = [unitWidth / width, 0, 0, lineHeight / height, left / width, top / height];
    const boxClip = clipThrough({ x0: 0, y0: 0, x1: 1, y1: 1 }, local);
    const objectClip = layer.clip ? clipThrough(layer.clip, local) : undefined;
    if (boxClip === null || objectClip === null) return [];
    const clip = intersectClip(boxClip, objectClip);
    if (clip === null) return [];
    const matrix = multiplyAffine(layer.matrix, local);
    const unitLayer: TextLayer = { ...plain, matrix, spec: { ...spec, text: unit.text, width: unitWidth, height: lineHeight, textAlign: 'center' } };
    delete unitLayer.clip;
    if (clip) unitLayer.clip = clip;
    const progress = unitProgress(unitWindow(animation, index, units.length), animation.progress);
    const q = ease(animation.easing, animation.isExit ? 1 - progress : progress);
    const pose = motionPose(animation.motion, q, { box: boundsOf(matrix), canvas });
    return posedLayer(unitLayer, pose, matrix, poseAffine(pose, matrix)) ?? [];
  });
}
