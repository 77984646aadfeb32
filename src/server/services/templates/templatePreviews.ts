import type { CanvasSizeIndex } from '../../../scene/constants.ts';
import type { ProjectDocument } from '../../../scene/document.ts';
import { shownDocument } from '../../../scene/mergeFallbacks.ts';
import type { AppContext } from '../../context.ts';
import { isPreviewStored, previewFailureKey, previewFileUrl } from '../previews/previewFiles.ts';
import { type PreviewPlan, previewPlan } from '../previews/previewPlan.ts';
import { TEMPLATES } from './templateCatalogue.ts';
import type { TemplateDefinition } from './templateDefinition.ts';
import { isPreviewChosen, type TemplatePreviewChoice } from './templatePreviewChoice.ts';
import { TEMPLATE_VARIANTS, templateDocument, templateItem } from './templateLibrary.ts';

/**
 * The previews of the templates (the pictures and videos the lists name), made by the server's
 * render pipeline (`src/server/jobs/previewJobs.ts`) from each template's document as it shows:
 * merge tags filled with their fallbacks ("there" for `{{first_name}}`).
 */

/** One piece of preview work: a template's pictures (the card and each scene) or its video, in one size. */
export type TemplatePreviewTask = { templateId: string; size: CanvasSizeIndex; part: 'pictures' | 'video' };

/** A template in one size as its preview shows it: its document with the merge tags filled (`shownDocument`). */
export function templatePreviewDocument(template: TemplateDefinition, size: CanvasSizeIndex): ProjectDocument {
  return shownDocument(templateDocument(template, size));
}

const plans = new Map<string, PreviewPlan>();

/** The preview files of a template in one size drawn by engine `engineVersion` (worked out once per process). */
export function templatePreviewPlan(template: TemplateDefinition, size: CanvasSizeIndex, engineVersion: string): PreviewPlan {
  const key = `${template.id}:${size}:${engineVersion}`;
  let plan = plans.get(key);
  if (!plan) plans.set(key, (plan = previewPlan(templatePreviewDocument(template, size), template.kind, engineVersion)));
  return plan;
}

/** The files of one task: the card picture and the scenes', or the video. */
export function taskFiles(plan: PreviewPlan, part: TemplatePreviewTask['part']): string[] {
  return part === 'video' ? (plan.video ? [plan.video.name] : []) : [...new Set([plan.picture.name, ...plan.scenes.map((scene) => scene.name)])];
}

/**
 * The preview work a server does for `choice`, in order: the pictures of every chosen template in
 * 16:9 (the size the lists open with), then in 1:1, then in 9:16, each size in catalogue order;
 * then the videos of the video templates among them in the same order. Every card has its picture
 * before any video is drawn.
 */
export function templatePreviewTasks(choice: TemplatePreviewChoice): TemplatePreviewTask[] {
  const chosen = TEMPLATE_VARIANTS.flatMap(({ size }) => TEMPLATES.filter((template) => isPreviewChosen(choice, template.id, size)).map((template) => ({ template, size })));
  return [
    ...chosen.map(({ template, size }) => ({ templateId: template.id, size, part: 'pictures' as const })),
    ...chosen.filter(({ template }) => template.kind === 'video').map(({ template, size }) => ({ templateId: template.id, size, part: 'video' as const })),
  ];
}

/**
 * A template's previews in one size, as the lists answer them: `ready` once every file is made,
 * `preparing` while this server is still making some, `none` when no more are coming
 * (TEMPLATE_PREVIEWS leaves them out, the app is not built, or their render failed for good).
 */
export type TemplatePreviewState = {
  thumbnail: string | null;
  video: string | null;
  scenes: (string | null)[];
  status: 'ready' | 'preparing' | 'none';
};

const NO_PREVIEW = (template: TemplateDefinition): TemplatePreviewState => ({ thumbnail: null, video: null, scenes: template.scenes.map(() => null), status: 'none' });

/** The addresses of a template's preview files made so far in one size, and whether more are coming. */
export async function templatePreviewState(
  { storage, render, config }: Pick<AppContext, 'storage' | 'render' | 'config'>,
  template: TemplateDefinition,
  size: CanvasSizeIndex,
): Promise<TemplatePreviewState> {
  const engineVersion = await render.engineVersion().catch(() => null);
  if (!engineVersion) return NO_PREVIEW(template);
  const plan = templatePreviewPlan(template, size, engineVersion);
  const address = async (name: string) => ((await isPreviewStored(storage, name)) ? previewFileUrl(name) : null);
  const [thumbnail, video, ...scenes] = await Promise.all([
    address(plan.picture.name),
    plan.video ? address(plan.video.name) : null,
    ...plan.scenes.map((scene) => address(scene.name)),
  ]);
  const isMissing = (part: TemplatePreviewTask['part']) => (part === 'video' ? Boolean(plan.video) && !video : !thumbnail || scenes.some((scene) => !scene));
  const missing = (['pictures', 'video'] as const).filter(isMissing);
  if (missing.length === 0) return { thumbnail, video, scenes, status: 'ready' };
  const failed = await Promise.all(missing.map((part) => storage.exists(previewFailureKey(taskFiles(plan, part)[0]!))));
  const isComing = isPreviewChosen(config.templatePreviews, template.id, size) && failed.some((hasFailed) => !hasFailed);
  return { thumbnail, video, scenes, status: isComing ? 'preparing' : 'none' };
}

/**
 * A template as the lists answer it (`templateItem`) with its previews: `thumbnail`, `video`,
 * `previewStatus` and each scene's `thumbnail` of the size asked, and each variant's own
 * `thumbnail`, `video` and `previewStatus`. Scenes have no video of their own (`video` null).
 */
export async function templateListItem(context: Pick<AppContext, 'storage' | 'render' | 'config'>, template: TemplateDefinition, size: CanvasSizeIndex) {
  const item = templateItem(template);
  const [h, s, v] = await Promise.all(TEMPLATE_VARIANTS.map((variant) => templatePreviewState(context, template, variant.size)));
  const withPreview = <T extends object>(variant: T, state: TemplatePreviewState) => ({ ...variant, thumbnail: state.thumbnail, video: state.video, previewStatus: state.status });
  const shown = [h!, s!, v!][size]!;
  return {
    ...withPreview(item, shown),
    scenes: item.scenes.map((scene, index) => ({ ...scene, thumbnail: shown.scenes[index] ?? null, video: null })),
    hVideo: withPreview(item.hVideo, h!),
    sVideo: withPreview(item.sVideo, s!),
    vVideo: withPreview(item.vVideo, v!),
  };
}
