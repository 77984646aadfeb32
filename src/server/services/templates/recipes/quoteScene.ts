import { anchor, squareAt } from '../layout.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import { shapeItem } from '../templateObjects.ts';
import { textStack } from '../templateParts.ts';
import { type SceneLook, type SceneTiming, shadeItems } from './sceneLook.ts';

/** The copy of a quote: what was said, who said it, and their role. */
export type QuoteCopy = { quote: string; author: string; role: string };

/** How many stars a quote with a rating shows. */
const STARS = 5;

/**
 * A quote, centred: a large opening quote mark, the words in italics (`quoteSize` px at unit 1),
 * a row of rating stars (when `stars` names their colour) and the author with their role.
 */
export function quoteScene(timing: SceneTiming, copy: QuoteCopy, look: SceneLook, options: { stars?: string; quoteSize?: number } = {}): TemplateSceneSpec {
  return {
    ...timing,
    compose(canvas) {
      const box = canvas.safe;
      const starSide = 54 * canvas.unit;
      const stack = textStack(
        canvas,
        box,
        [
          { name: 'Quote mark', text: '\u201C', style: { fontSize: 260, weight: 'bold', color: look.accent, lineHeight: 0.8 }, motion: { enter: 'Pop', at: 0.1, enterFor: 0.6 } },
          {
            name: 'Quote',
            text: copy.quote,
            gapBefore: 10,
            style: { fontSize: options.quoteSize ?? 76, italic: true, color: look.heading, lineHeight: 1.3, maxLines: 5 },
            motion: { enter: 'Fade by Line', at: 0.5, enterFor: 1.5 },
          },
          {
            name: 'Author',
            text: copy.author,
            gapBefore: options.stars ? 150 : 70,
            style: { fontSize: 44, weight: 'bold', color: look.heading },
            motion: { enter: 'Fade In', at: 2 },
          },
          { name: 'Role', text: copy.role, gapBefore: 6, style: { fontSize: 34, color: look.body, maxLines: 2 }, motion: { enter: 'Fade In', at: 2.2 } },
        ],
        { align: 'center', vAlign: 'center' },
      );
      const author = stack.placed[2]!;
      const row = anchor(
        { ...author.box, top: author.box.top - 110 * canvas.unit, height: starSide },
        { width: starSide * (1 + (STARS - 1) * 1.3), height: starSide },
        { x: 0.5, y: 0 },
      );
      const stars = options.stars
        ? Array.from({ length: STARS }, (_, index) =>
            shapeItem('star', squareAt(row.left + starSide * (0.5 + index * 1.3), row.top + starSide / 2, starSide), options.stars!, {
              name: `Star ${index + 1}`,
              motion: { enter: 'Pop', at: 1.6 + index * 0.12, enterFor: 0.4 },
            }),
          )
        : [];
      return { background: look.background, items: [...shadeItems(canvas, look), ...stack.items, ...stars] };
    },
  };
}
