import type { CanvasSizeIndex } from '../../../scene/constants';
import type { TemplateKind } from '../../../contract/templates';

/** What the template copy page (`/new-template`) reads: the template, and optionally its kind and size. */
export type NewTemplateQuery = { template: string; kind?: TemplateKind; size?: CanvasSizeIndex };

/** The address of the template copy page (spec 001 §2: `/new-template?template=x`; kind and size are ours). */
export function newTemplatePath({ template, kind, size }: NewTemplateQuery): string {
  const query = new URLSearchParams({ template, ...(kind ? { kind } : {}), ...(size !== undefined ? { size: String(size) } : {}) });
  return `/new-template?${query}`;
}

/** The query of the template copy page; null without a template. Unknown kinds and sizes are left out. */
export function readNewTemplateQuery(params: URLSearchParams): NewTemplateQuery | null {
  const template = params.get('template')?.trim();
  if (!template) return null;
  const kind = params.get('kind');
  const size = params.get('size');
  return {
    template,
    ...(kind === 'video' || kind === 'image' ? { kind } : {}),
    ...(size === '0' || size === '1' || size === '2' ? { size: Number(size) as CanvasSizeIndex } : {}),
  };
}
