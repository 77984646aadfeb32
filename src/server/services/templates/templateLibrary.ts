import { CANVAS_SIZES, type CanvasSizeIndex, PROJECT_MODES } from '../../../scene/constants.ts';
import type { ProjectDocument } from '../../../scene/document.ts';
import type { Scene } from '../../../scene/schema/scene.ts';
import { sceneLength } from '../../../scene/sceneTiming.ts';
import { projectLength, sceneOrder } from '../../../scene/timing.ts';
import { buildTemplateDocument } from './buildTemplate.ts';
import { TEMPLATES } from './templateCatalogue.ts';
import type { TemplateDefinition, TemplateKind } from './templateDefinition.ts';

/**
 * The templates as the API serves them: lookup, search, the list items with their size variants,
 * documents and scenes in a chosen size. Documents are built on demand (a few milliseconds), so
 * every copy gets fresh object ids; the list items are computed once.
 */

/** The three size variants (spec 001 §3 "template variants hVideo, sVideo, vVideo"), by canvas size index. */
export const TEMPLATE_VARIANTS = [
  { key: 'hVideo', size: 0, ratio: '16:9' },
  { key: 'sVideo', size: 1, ratio: '1:1' },
  { key: 'vVideo', size: 2, ratio: '9:16' },
] as const satisfies readonly { key: string; size: CanvasSizeIndex; ratio: string }[];

/** A size as the API accepts it: the index (0, 1, 2) or the ratio ("16:9", "1:1", "9:16"); undefined otherwise. */
export function readTemplateSize(value: string): CanvasSizeIndex | undefined {
  return TEMPLATE_VARIANTS.find((variant) => String(variant.size) === value || variant.ratio === value)?.size;
}

/** One size variant of a template (its preview files are added by `templateListItem`). */
export type TemplateVariant = { id: string; size: CanvasSizeIndex; ratio: string; width: number; height: number; isPersonalized: false };

/** One scene of a template in the lists (spec 000 §3 "scenes (sceneIndex, name, thumbnail, video)"; the pictures are added by `templateListItem`). */
export type TemplateSceneItem = { sceneIndex: number; name: string; duration: number };

/** A template as the lists answer it, but for its preview files (added by `templateListItem`). */
export type TemplateItem = {
  id: string;
  name: string;
  kind: TemplateKind;
  mode: ProjectDocument['mode'];
  /** 1 when the template has the talking avatar (mode 0), else 0. */
  human: 0 | 1;
  tags: readonly string[];
  sceneCount: number;
  /** Length of the video, seconds; 0 for images. */
  duration: number;
  scenes: TemplateSceneItem[];
  hVideo: TemplateVariant;
  sVideo: TemplateVariant;
  vVideo: TemplateVariant;
};

/** The template with this id in the list of this kind. */
export function findTemplate(id: string, kind: TemplateKind): TemplateDefinition | undefined {
  return TEMPLATES.find((template) => template.id === id && template.kind === kind);
}

/** Whether every word of `query` is in the template's name or one of its tags (any case). */
function matches(template: TemplateDefinition, query: string): boolean {
  const haystack = [template.name, ...template.tags].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The templates of a kind, in catalogue order: videos with the avatar (`human` 1), without (0) or
 * both (undefined); matching every word of `q` when given.
 */
export function searchTemplates({ kind, human, q }: { kind: TemplateKind; human?: 0 | 1; q?: string }): TemplateDefinition[] {
  return TEMPLATES.filter(
    (template) => template.kind === kind && (human === undefined || (template.mode === PROJECT_MODES.avatar ? 1 : 0) === human) && (!q || matches(template, q)),
  );
}

/** A template's document in one size, with fresh ids (see `buildTemplateDocument`). */
export function templateDocument(template: TemplateDefinition, size: CanvasSizeIndex): ProjectDocument {
  return buildTemplateDocument(template, size);
}

/** The scenes of a template in play order. */
function scenesInOrder(document: ProjectDocument): Scene[] {
  return sceneOrder(document).map((id) => document.scenes[String(id)]!);
}

/**
 * Scenes of a template in one size, by their position in the template (0 = first), in the order
 * asked; every scene when `indexes` is not given.
 * @throws RangeError naming an index the template does not have
 */
export function templateScenes(template: TemplateDefinition, size: CanvasSizeIndex, indexes?: readonly number[]): Scene[] {
  const scenes = scenesInOrder(templateDocument(template, size));
  if (!indexes) return scenes;
  return indexes.map((index) => {
    const scene = scenes[index];
    if (!scene) throw new RangeError(`scene ${index}: the template has scenes 0 to ${scenes.length - 1}`);
    return scene;
  });
}

const items = new Map<string, TemplateItem>();

/** A template as the lists answer it, but for its previews (computed once per template). */
export function templateItem(template: TemplateDefinition): TemplateItem {
  const known = items.get(template.id);
  if (known) return known;
  const document = templateDocument(template, 0);
  const isVideo = template.kind === 'video';
  const variant = (size: CanvasSizeIndex, ratio: string): TemplateVariant => ({
    id: template.id,
    size,
    ratio,
    width: CANVAS_SIZES[size].width,
    height: CANVAS_SIZES[size].height,
    isPersonalized: false,
  });
  const [h, s, v] = TEMPLATE_VARIANTS.map(({ size, ratio }) => variant(size, ratio));
  const item: TemplateItem = {
    id: template.id,
    name: template.name,
    kind: template.kind,
    mode: template.mode,
    human: template.mode === PROJECT_MODES.avatar ? 1 : 0,
    tags: template.tags,
    sceneCount: template.scenes.length,
    duration: isVideo ? projectLength(document) : 0,
    scenes: scenesInOrder(document).map((scene, index) => ({
      sceneIndex: index,
      name: template.scenes[index]!.name,
      duration: isVideo ? sceneLength(scene) : 0,
    })),
    hVideo: h!,
    sVideo: s!,
    vVideo: v!,
  };
  items.set(template.id, item);
  return item;
}
