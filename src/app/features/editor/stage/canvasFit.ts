/** Room kept around the canvas on every side of its area, CSS px. */
export const STAGE_MARGIN_PX = 24;

/**
 * How far from the area's top and right edges the canvas keeps out of the expand button's corner
 * (its 8 px inset, its 32 px size and a 4 px gap: editor.css `.stage-expand`), on one of the two
 * axes at least.
 */
export const EXPAND_BUTTON_CLEARANCE_PX = 44;

type Size = { width: number; height: number };

/** The scale at which the whole canvas fits a box (0 when there is no room). */
function wholeCanvas(canvas: Size, width: number, height: number): number {
  return Math.max(0, Math.min(width / canvas.width, height / canvas.height));
}

/**
 * The scale (CSS px per canvas px) at which a canvas fits its area: as large as the area allows
 * with {@link STAGE_MARGIN_PX} around it, clear of the expand button in the top-right corner. The
 * spec's fit factors (000 §9: 0.9 or 0.8 of the area by screen width) are not used: on a laptop or
 * a 1024 px screen they left a fifth of a small area empty and the canvas too small to work on
 * (issue 23). The expanded (full screen) preview fills its area without any margin.
 */
export function fitScale(area: Size, canvas: Size, isExpanded = false): number {
  if (area.width <= 0 || area.height <= 0) return 0;
  if (isExpanded) return wholeCanvas(canvas, area.width, area.height);
  const margin = STAGE_MARGIN_PX;
  const clear = EXPAND_BUTTON_CLEARANCE_PX;
  return Math.max(wholeCanvas(canvas, area.width - 2 * clear, area.height - 2 * margin), wholeCanvas(canvas, area.width - 2 * margin, area.height - 2 * clear));
}

/** Backing-store pixels per CSS pixel of the preview: the screen's, at most 2 (spec 000 §9 device pixel ratio 2). */
export function previewPixelRatio(devicePixelRatio: number): number {
  return Math.min(Math.max(devicePixelRatio, 1), 2);
}
