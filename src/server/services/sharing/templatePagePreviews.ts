import type { PageLayout } from '../../../contract/sharing.ts';
import type { AppContext } from '../../context.ts';
import { PAGE_TEMPLATES } from './pageTemplates.ts';
import { templatePagePreviews, type TemplatePagePreviews } from './publicPage/templatePagePreviews.ts';

/** The pictures of the template page of a layout; a user's page is shown by its layout's pictures. */
export type LayoutPictures = (layout: PageLayout) => TemplatePagePreviews;

const NO_PICTURES: TemplatePagePreviews = { desktopViewPreview: null, mobileViewPreview: null };

/** The stored pictures of every layout's template page (null while one is not made; asking starts making it). */
export async function layoutPictures(context: AppContext): Promise<LayoutPictures> {
  const found = new Map(await Promise.all(PAGE_TEMPLATES.map(async (template) => [template.layout, await templatePagePreviews(context, template.key)] as const)));
  return (layout) => found.get(layout) ?? NO_PICTURES;
}
