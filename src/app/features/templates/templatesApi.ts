import { apiSlice } from '../../api/apiSlice';
import type { CanvasSizeIndex } from '../../../scene/constants';
import type { Scene } from '../../../scene/schema/scene';
import { resultOf, type Reply } from '../../../contract/reply';
import type { ProjectCopy } from '../../../contract/projects';
import type { TemplateKind, TemplateListItem, TemplatePreviews, TemplateSceneNames } from '../../../contract/templates';

/** The three lists of the Templates page (spec 001 §2): Avatar Videos, Non-Avatar Videos, Image Templates. */
export type TemplateTab = 'avatar' | 'nonAvatar' | 'image';

/** The size variants of a template list item by size index (spec 001 §3 "hVideo, sVideo, vVideo"). */
const VARIANT_KEYS = { 0: 'hVideo', 1: 'sVideo', 2: 'vVideo' } as const satisfies Record<CanvasSizeIndex, keyof TemplateListItem>;

/** A template's previews in a size. */
export function previewsOf(item: Record<(typeof VARIANT_KEYS)[CanvasSizeIndex], TemplatePreviews>, size: CanvasSizeIndex): TemplatePreviews {
  return item[VARIANT_KEYS[size]];
}

/** A template's scenes as `GET /api/newvideo/video/scene/{id}/` answers them: what it says of them, and the scenes. */
export type TemplateScenes = TemplateSceneNames & { results: Scene[] };

/** The ratio a size index stands for in template calls (`?size=16:9`). */
export const SIZE_RATIOS: Record<CanvasSizeIndex, string> = { 0: '16:9', 1: '1:1', 2: '9:16' };

/** Templates per page (spec 001 §9: lists load 10 at a time). */
export const TEMPLATE_PAGE_SIZE = 10;

/** The first-page address of a tab of the Templates page, searched by `search` ('' for all). */
export function templateListUrl(tab: TemplateTab, search: string): string {
  const base = tab === 'image' ? '/api/newimage/image/template/' : `/api/newvideo/video/template/?human=${tab === 'avatar' ? 1 : 0}`;
  const query = new URLSearchParams({ limit: String(TEMPLATE_PAGE_SIZE), ...(search ? { q: search } : {}) });
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** The first-page address of the editor's templates tab: video templates of the project's size, with or without the avatar. */
export function editorTemplateListUrl(size: CanvasSizeIndex, isHuman: boolean, search: string): string {
  const query = new URLSearchParams({ size: SIZE_RATIOS[size], human: isHuman ? '1' : '0', limit: String(TEMPLATE_PAGE_SIZE), ...(search ? { q: search } : {}) });
  return `/api/newvideo/video_template/?${query}`;
}

/** The template calls that are not lists (spec 000 §7, 001 §7): scenes of a template, template copies. */
export const templatesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Scenes of a template laid out for a size; all of them without `scenes`. */
    getTemplateScenes: build.query<TemplateScenes, { id: string; size: CanvasSizeIndex; scenes?: readonly number[] }>({
      query: ({ id, size, scenes }) =>
        `/api/newvideo/video/scene/${encodeURIComponent(id)}/?${new URLSearchParams({ size: String(size), ...(scenes ? { scene: scenes.join('_') } : {}) })}`,
      transformResponse: (reply: Reply<TemplateSceneNames> & { results: Scene[] }) => ({ ...reply.result, results: reply.results }),
    }),
    /** A new draft project from a template, in a size: the video or the image copy call. */
    copyTemplate: build.mutation<ProjectCopy, { id: string; kind: TemplateKind; size: CanvasSizeIndex }>({
      query: ({ id, kind, size }) => `${kind === 'video' ? '/api/newvideo/video/copy/' : '/api/newimage/template/copy/'}${encodeURIComponent(id)}/?size=${size}`,
      transformResponse: resultOf<ProjectCopy>,
    }),
  }),
});

export const { useLazyGetTemplateScenesQuery, useCopyTemplateMutation } = templatesApi;
