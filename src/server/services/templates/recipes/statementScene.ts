import type { TemplateCanvas } from '../layout.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import type { TemplateItem } from '../templateObjects.ts';
import { ruleAbove, textStack } from '../templateParts.ts';
import { type SceneLook, type SceneTiming, shadeItems } from './sceneLook.ts';

/** The copy of a statement: an optional kicker, the statement, an optional line under it. */
export type StatementCopy = { kicker?: string; heading: string; body?: string };

/**
 * A typographic scene: one large statement centred on the canvas, with its kicker, an accent
 * rule and a line of body text, over the look's background and the template's decoration.
 */
export function statementScene(
  timing: SceneTiming,
  copy: StatementCopy,
  look: SceneLook,
  options: { decor?: (canvas: TemplateCanvas) => TemplateItem[]; headingSize?: number; headingEnter?: string } = {},
): TemplateSceneSpec {
  return {
    ...timing,
    compose(canvas) {
      const blocks = [
        ...(copy.kicker
          ? [
              {
                name: 'Kicker',
                text: copy.kicker,
                style: { fontSize: 32, weight: 'bold' as const, color: look.accent, charSpacing: 240, maxLines: 2 },
                motion: { enter: 'Fade In', at: 0.2 },
              },
            ]
          : []),
        {
          name: 'Heading',
          text: copy.heading,
          gapBefore: 64,
          style: { fontSize: options.headingSize ?? 140, weight: 'bold' as const, color: look.heading, lineHeight: 1.04, maxLines: 4 },
          motion: { enter: options.headingEnter ?? 'Zoom by Word', at: 0.4, enterFor: 1.3 },
        },
        ...(copy.body
          ? [{ name: 'Body', text: copy.body, gapBefore: 44, style: { fontSize: 44, color: look.body, lineHeight: 1.4, maxLines: 3 }, motion: { enter: 'Fade In', at: 1.4 } }]
          : []),
      ];
      const stack = textStack(canvas, canvas.safe, blocks, { align: 'center', vAlign: 'center' });
      const heading = stack.placed[copy.kicker ? 1 : 0]!;
      return {
        background: look.background,
        items: [
          ...shadeItems(canvas, look),
          ...(options.decor?.(canvas) ?? []),
          ...stack.items,
          ...(copy.kicker ? [ruleAbove(canvas, heading, 'center', look.accent, { enter: 'Iris In', at: 0.3 })] : []),
        ],
      };
    },
  };
}
