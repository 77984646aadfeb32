import { ZOOM_FACTORS } from '../../../../scene/constants';

/**
 * The scale (CSS px per canvas px) at which a canvas fits its area: the whole canvas visible,
 * times the zoom factor for the screen (spec 000 §9: 0.9 on screens wider than 1440 px, else 0.8);
 * the expanded (full screen) preview fills its area without that margin.
 */
export function fitScale(area: { width: number; height: number }, canvas: { width: number; height: number }, screenWidth: number, isExpanded = false): number {
  if (area.width <= 0 || area.height <= 0) return 0;
  const factor = isExpanded ? 1 : screenWidth > ZOOM_FACTORS.screenWidth ? ZOOM_FACTORS.wideScreen : ZOOM_FACTORS.narrowScreen;
  return Math.min(area.width / canvas.width, area.height / canvas.height) * factor;
}

/** Backing-store pixels per CSS pixel of the preview: the screen's, at most 2 (spec 000 §9 device pixel ratio 2). */
export function previewPixelRatio(devicePixelRatio: number): number {
  return Math.min(Math.max(devicePixelRatio, 1), 2);
}
