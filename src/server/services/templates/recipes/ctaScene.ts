import { mediaAndText } from '../layout.ts';
import type { TemplateSceneSpec } from '../templateDefinition.ts';
import { button, sideAlign, textStack } from '../templateParts.ts';
import { type SceneLook, type SceneTiming, shadeItems, type SideMedia, sideMediaItems } from './sceneLook.ts';

/** The copy of a closing scene: heading, a line of body text, the button's label, an optional note under it. */
export type CtaCopy = { heading: string; body: string; button: string; note?: string };

/**
 * A closing scene with a call to action: heading, body and a button that pops in and pulses;
 * with side media beside it, or centred on the canvas without.
 */
export function ctaScene(timing: SceneTiming, copy: CtaCopy, look: SceneLook & { button: { fill: string; text: string } }, media?: SideMedia): TemplateSceneSpec {
  return {
    ...timing,
    compose(canvas) {
      const parts = media
        ? mediaAndText(canvas, canvas.safe, { mediaShare: { wide: 0.42, tall: 0.5, square: 0.52 }, mediaSide: 'end', gap: 90 })
        : { media: null, text: canvas.safe };
      const align = media ? sideAlign(canvas) : 'center';
      const stack = textStack(
        canvas,
        parts.text,
        [
          {
            name: 'Heading',
            text: copy.heading,
            style: { fontSize: media ? 96 : 120, weight: 'bold', color: look.heading, lineHeight: 1.08, maxLines: 4 },
            motion: { enter: 'Rise by Word', at: 0.3, enterFor: 1.1 },
          },
          { name: 'Body', text: copy.body, gapBefore: 48, style: { fontSize: 42, color: look.body, lineHeight: 1.4 }, motion: { enter: 'Fade In', at: 1 } },
          { name: 'Button', text: copy.button, gapBefore: 96, style: { fontSize: 42, weight: 'bold', color: look.button.text } },
          ...(copy.note ? [{ name: 'Note', text: copy.note, gapBefore: 70, style: { fontSize: 32, color: look.body, charSpacing: 40 }, motion: { enter: 'Fade In', at: 2 } }] : []),
        ],
        { align, vAlign: 'center' },
      );
      // The label's own text object is replaced by the button (a rectangle and the label centred in it).
      const [heading, body, , ...note] = stack.items;
      return {
        background: look.background,
        items: [
          ...shadeItems(canvas, look),
          ...(parts.media && media ? sideMediaItems(parts.media, media) : []),
          heading!,
          body!,
          ...button(stack.placed[2]!, align, look.button.fill, { enter: 'Pop', at: 1.6, enterFor: 0.6, place: 'Pulse' }),
          ...note,
        ],
      };
    },
  };
}
