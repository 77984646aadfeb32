import type { PageLayout } from '../../../contract/sharing.ts';

/** The stored screenshots of a template page: desktop and mobile widths (`TEMPLATE_*_PREVIEW_WIDTH`). */
export type TemplatePagePreview = { desktop: string | null; mobile: string | null };

/**
 * The addresses of the screenshots of the template page with this layout. The screenshots are made
 * once by the public page's tooling (`publicPage/`); until they are stored, none.
 */
export function templatePagePreview(_layout: PageLayout): TemplatePagePreview {
  return { desktop: null, mobile: null };
}
