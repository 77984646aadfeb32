import { edgeBand, mediaAndText } from '../layout.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import { shapeItem } from '../templateObjects.ts';
import { ruleAbove, sideAlign, textStack } from '../templateParts.ts';
import { type SceneLook, type SceneTiming, shadeItems, type SideMedia, sideMediaItems } from './sceneLook.ts';

/** The copy of an opening scene: a small kicker over the heading, and a line of body text. */
export type IntroCopy = { kicker: string; heading: string; body: string };

/**
 * An opening scene: the side media (presenter or picture) on one side, and on the other a kicker,
 * an accent rule, a large heading that rises word by word and the body text; stacked on square
 * and tall canvases.
 */
export function introScene(timing: SceneTiming, copy: IntroCopy, look: SceneLook, media: SideMedia, mediaSide: 'start' | 'end' = 'end'): TemplateSceneSpec {
  return {
    ...timing,
    compose(canvas) {
      const parts = mediaAndText(canvas, canvas.safe, { mediaShare: { wide: 0.42, tall: 0.5, square: 0.52 }, mediaSide, gap: 90 });
      const align = sideAlign(canvas);
      const stack = textStack(
        canvas,
        parts.text,
        [
          { name: 'Kicker', text: copy.kicker, style: { fontSize: 30, weight: 'bold', color: look.accent, charSpacing: 180, maxLines: 2 }, motion: { enter: 'Fade In', at: 0.2 } },
          {
            name: 'Heading',
            text: copy.heading,
            gapBefore: 60,
            style: { fontSize: 100, weight: 'bold', color: look.heading, lineHeight: 1.08, maxLines: 4 },
            motion: { enter: 'Rise by Word', at: 0.4, enterFor: 1.2 },
          },
          { name: 'Body', text: copy.body, gapBefore: 36, style: { fontSize: 40, color: look.body, lineHeight: 1.4 }, motion: { enter: 'Fade In', at: 1.3 } },
        ],
        { align, vAlign: 'center' },
      );
      return {
        background: look.background,
        items: [
          ...shadeItems(canvas, look),
          ...(look.panel ? [shapeItem('square', edgeBand(canvas, parts.media, 60 * canvas.unit), look.panel, { name: 'Panel' })] : []),
          ...sideMediaItems(parts.media, media),
          ...stack.items,
          ruleAbove(canvas, stack.placed[1]!, align, look.accent, { enter: 'Wipe Left', at: 0.3 }),
        ],
      };
    },
  };
}
