import { type Box, split } from '../layout.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import { shapeItem } from '../templateObjects.ts';
import { textStack } from '../templateParts.ts';
import { type SceneLook, type SceneTiming, shadeItems } from './sceneLook.ts';

/** The copy of a figures scene: a heading and three figures, each a value and what it counts. */
export type StatsCopy = { heading: string; stats: readonly [{ value: string; label: string }, { value: string; label: string }, { value: string; label: string }] };

/** Height over width of a card in a row, and the most a card in a column takes of its width. */
const ROW_CARD_RATIO = 0.8;
const COLUMN_CARD_RATIO = 0.36;

/**
 * Three figures on cards under a heading, the whole group centred: side by side on wide and
 * square canvases, one above the other on tall ones; each card rises after the previous one with
 * an accent bar on its top edge.
 */
export function statsScene(timing: SceneTiming, copy: StatsCopy, look: SceneLook & { card: string }): TemplateSceneSpec {
  return {
    ...timing,
    compose(canvas) {
      const safe = canvas.safe;
      const gap = 48 * canvas.unit;
      const isColumn = canvas.orientation === 'tall';
      const cardWidth = isColumn ? safe.width : (safe.width - 2 * gap) / 3;
      const headingBox = { ...safe, height: safe.height * 0.25 };
      const heading = textStack(
        canvas,
        headingBox,
        [
          {
            name: 'Heading',
            text: copy.heading,
            style: { fontSize: 84, weight: 'bold', color: look.heading, lineHeight: 1.1, maxLines: 2 },
            motion: { enter: 'Fade In', at: 0.2 },
          },
        ],
        { align: 'center', vAlign: 'top' },
      );
      const headingHeight = heading.placed[0]!.box.height;
      const headingGap = 70 * canvas.unit;
      const room = safe.height - headingHeight - headingGap;
      const cardHeight = isColumn ? Math.min(cardWidth * COLUMN_CARD_RATIO, (room - 2 * gap) / 3) : Math.min(cardWidth * ROW_CARD_RATIO, room);
      const cardsHeight = isColumn ? 3 * cardHeight + 2 * gap : cardHeight;
      const top = safe.top + (safe.height - headingHeight - headingGap - cardsHeight) / 2;
      const shift = top - heading.placed[0]!.box.top;
      const headingItems = heading.items.map((item) => ({ ...item, object: { ...item.object, top: item.object.top + shift } }));
      const row: Box = { left: safe.left, top: top + headingHeight + headingGap, width: safe.width, height: cardsHeight };
      const [first, others] = split(row, 1 / 3, isColumn ? 'column' : 'row', gap);
      const cards = [first, ...split(others, 1 / 2, isColumn ? 'column' : 'row', gap)];
      const items = cards.flatMap((card, index) => {
        const stat = copy.stats[index]!;
        const at = 0.8 + index * 0.6;
        const padding = 36 * canvas.unit;
        const texts = textStack(
          canvas,
          { left: card.left + padding, top: card.top + padding, width: card.width - 2 * padding, height: card.height - 2 * padding },
          [
            {
              name: `Figure ${index + 1}`,
              text: stat.value,
              style: { fontSize: 110, weight: 'bold', color: look.accent, maxLines: 1 },
              motion: { enter: 'Pop', at: at + 0.2, enterFor: 0.6 },
            },
            {
              name: `Figure ${index + 1} label`,
              text: stat.label,
              gapBefore: 8,
              style: { fontSize: 38, color: look.body, lineHeight: 1.3, maxLines: 2 },
              motion: { enter: 'Fade In', at: at + 0.4 },
            },
          ],
          { align: 'center', vAlign: 'center' },
        );
        const bar = { ...card, height: 10 * canvas.unit };
        return [
          shapeItem('square', card, look.card, { name: `Card ${index + 1}`, motion: { enter: 'Rise', at, enterFor: 0.7 } }),
          shapeItem('square', bar, look.accent, { name: `Card ${index + 1} bar`, motion: { enter: 'Wipe Left', at: at + 0.3, enterFor: 0.6 } }),
          ...texts.items,
        ];
      });
      return { background: look.background, items: [...shadeItems(canvas, look), ...headingItems, ...items] };
    },
  };
}
