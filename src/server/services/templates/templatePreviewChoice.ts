import type { CanvasSizeIndex } from '../../../scene/constants.ts';
import { TEMPLATES } from './templateCatalogue.ts';
import { readTemplateSize } from './templateLibrary.ts';

/**
 * Which template previews a server makes (TEMPLATE_PREVIEWS): `all` of them, or those of the
 * templates listed, each in one size or in every size (`size` null). An empty list makes none.
 */
export type TemplatePreviewChoice = 'all' | readonly { templateId: string; size: CanvasSizeIndex | null }[];

/**
 * Reads TEMPLATE_PREVIEWS: `prepare` (every template), `off` (none), or template ids joined by
 * commas, each optionally with `@` and a size (`16:9`, `1:1`, `9:16` or 0, 1, 2).
 * @throws RangeError saying what is wrong with the value
 */
export function readTemplatePreviews(value: string): TemplatePreviewChoice {
  if (value === 'prepare') return 'all';
  if (value === 'off' || value === '') return [];
  const chosen: { templateId: string; size: CanvasSizeIndex | null }[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [templateId = '', sizeText, ...rest] = entry.split('@');
    if (!TEMPLATES.some((template) => template.id === templateId))
      throw new RangeError(`"${templateId}" is not a template id (use prepare, off, or ids like sales-intro or sales-intro@16:9, joined by commas)`);
    const size = sizeText === undefined ? null : readTemplateSize(sizeText);
    if (size === undefined || rest.length > 0) throw new RangeError(`"${entry}": the size after @ is 16:9, 1:1 or 9:16`);
    chosen.push({ templateId, size });
  }
  return chosen;
}

/** Whether the server makes the previews of this template in this size. */
export function isPreviewChosen(choice: TemplatePreviewChoice, templateId: string, size: CanvasSizeIndex): boolean {
  return choice === 'all' || choice.some((entry) => entry.templateId === templateId && (entry.size === null || entry.size === size));
}
