import type { BackgroundObject, Gradient } from '../../../../scene/schema/canvasObject';

/**
 * Fields removed when the background becomes a colour or gradient: the background draws `_Src`
 * (image or video) before `gradient` before `fill`, so the choice must clear what would win over it.
 */
const NO_MEDIA = { _Src: undefined, _Image: undefined, _Video: undefined } as const;

/** The background's change when a colour is chosen: the fill, with no gradient or media. */
export function backgroundColorPatch(fill: string): Partial<BackgroundObject> {
  return { fill, gradient: undefined, ...NO_MEDIA };
}

/** The background's change when a gradient is chosen: the gradient, with no media. */
export function backgroundGradientPatch(gradient: Gradient): Partial<BackgroundObject> {
  return { gradient, ...NO_MEDIA };
}

/** What the background shows now: media (`_Src`), a gradient or a colour. */
export function backgroundKind(background: Pick<BackgroundObject, '_Src' | 'gradient'>): 'media' | 'gradient' | 'color' {
  if (background._Src) return 'media';
  return background.gradient ? 'gradient' : 'color';
}
