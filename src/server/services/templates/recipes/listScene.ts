import { edgeBand, mediaAndText } from '../layout.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import { shapeItem } from '../templateObjects.ts';
import { sideAlign, textStack } from '../templateParts.ts';
import { type SceneLook, type SceneTiming, shadeItems, type SideMedia, sideMediaItems } from './sceneLook.ts';

/** The copy of a list scene: a heading and up to four points, each a short label and a line. */
export type ListCopy = { heading: string; points: readonly { label: string; text: string }[] };

/**
 * A list scene: the side media on a colour band, and a heading with points that slide in one
 * after another (a label in the accent colour over each line).
 */
export function listScene(timing: SceneTiming, copy: ListCopy, look: SceneLook, media: SideMedia, mediaSide: 'start' | 'end' = 'start'): TemplateSceneSpec {
  return {
    ...timing,
    compose(canvas) {
      const parts = mediaAndText(canvas, canvas.safe, { mediaShare: { wide: 0.4, tall: 0.42, square: 0.46 }, mediaSide, gap: 130 });
      const align = sideAlign(canvas);
      const enter = mediaSide === 'start' ? 'Slide In Right' : 'Slide In Left';
      const stack = textStack(
        canvas,
        parts.text,
        [
          {
            name: 'Heading',
            text: copy.heading,
            style: { fontSize: 84, weight: 'bold', color: look.heading, lineHeight: 1.1, maxLines: 2 },
            motion: { enter: 'Fade In', at: 0.2 },
          },
          ...copy.points.flatMap(({ label, text }, index) => [
            {
              name: `Point ${index + 1} label`,
              text: label,
              gapBefore: 58,
              style: { fontSize: 32, weight: 'bold' as const, color: look.accent, charSpacing: 120 },
              motion: { enter, at: 0.8 + index * 0.8 },
            },
            { name: `Point ${index + 1}`, text, gapBefore: 6, style: { fontSize: 46, color: look.body, lineHeight: 1.25, maxLines: 2 }, motion: { enter, at: 0.9 + index * 0.8 } },
          ]),
        ],
        { align, vAlign: 'center' },
      );
      return {
        background: look.background,
        items: [
          ...shadeItems(canvas, look),
          ...(look.panel ? [shapeItem('square', edgeBand(canvas, parts.media, 65 * canvas.unit), look.panel, { name: 'Panel' })] : []),
          ...sideMediaItems(parts.media, media),
          ...stack.items,
        ],
      };
    },
  };
}
