import { type Box, inset, squareAt, type TemplateCanvas } from './layout.ts';
import type { Motion } from './templateMotion.ts';
import { shapeItem, type TemplateItem } from './templateObjects.ts';
import type { ShapeName } from './templateAssets.ts';

/**
 * Decorations for typographic scenes, placed by fractions of the canvas so that they follow every
 * size, and always kept inside the canvas.
 */

/** A shape of `side` px (at unit 1) centred at a fraction (`x`, `y`) of the canvas, moved inside the canvas where it would cross an edge. */
function placedShape(canvas: TemplateCanvas, x: number, y: number, side: number): Box {
  const box = squareAt(canvas.width * x, canvas.height * y, side * canvas.unit);
  return {
    ...box,
    left: Math.min(Math.max(box.left, 0), canvas.width - box.width),
    top: Math.min(Math.max(box.top, 0), canvas.height - box.height),
  };
}

/** Shapes scattered over the canvas: each `[x, y, side]` (fractions of the canvas, px at unit 1), popping in one after another. */
export function scatter(
  canvas: TemplateCanvas,
  shape: ShapeName,
  color: string,
  spots: readonly (readonly [number, number, number])[],
  options: { opacity?: number; place?: string } = {},
): TemplateItem[] {
  return spots.map(([x, y, side], index) =>
    shapeItem(shape, placedShape(canvas, x, y, side), color, {
      name: `${shape.charAt(0).toUpperCase()}${shape.slice(1)} ${index + 1}`,
      opacity: options.opacity,
      motion: { enter: 'Pop', at: 0.2 + index * 0.15, enterFor: 0.5, place: options.place } satisfies Motion,
    }),
  );
}

/** A thin frame inset from the canvas edges: four bars, `inside` px from the edge and `thickness` px wide (at unit 1). */
export function frame(canvas: TemplateCanvas, color: string, inside = 48, thickness = 6): TemplateItem[] {
  const outer = inset(canvas.full, inside * canvas.unit);
  const bar = thickness * canvas.unit;
  const bars: Box[] = [
    { ...outer, height: bar },
    { ...outer, top: outer.top + outer.height - bar, height: bar },
    { ...outer, width: bar },
    { ...outer, left: outer.left + outer.width - bar, width: bar },
  ];
  return bars.map((box, index) => shapeItem('square', box, color, { name: `Frame ${index + 1}`, motion: { enter: 'Fade In', enterFor: 1 } }));
}
