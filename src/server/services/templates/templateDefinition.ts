import { PROJECT_MODES } from '../../../scene/constants.ts';
import type { ProjectMode } from '../../../scene/schema/project.ts';
import type { TemplateCanvas } from './layout.ts';
import type { BackgroundSpec, TemplateItem } from './templateObjects.ts';

/** What a template scene holds on one canvas: its background and its objects, bottom first. */
export type SceneComposition = { background: BackgroundSpec; items: TemplateItem[] };

/** One scene of a template, described once for every canvas size. */
export type TemplateSceneSpec = {
  /** Shown in the editor's template scene list (spec 000 §3 "scenes (sceneIndex, name …)"). */
  name: string;
  /** Scene length (the Scene Duration), seconds; video templates only. */
  duration?: number;
  /** Transition to the next scene: a catalogue key of `src/scene/effects/transitions.ts` ("fade", "slide-left" …). */
  transition?: { key: string; duration?: number };
  /** The presenter's script in avatar templates, one speech box per entry; may hold merge tags. */
  speech?: readonly string[];
  /** The scene laid out on a canvas. */
  compose(canvas: TemplateCanvas): SceneComposition;
};

/** Which list a template belongs to: videos (with or without avatar) or images. */
export type TemplateKind = 'video' | 'image';

/**
 * A template: made in code from the scene factories, in every canvas size (16:9, 1:1, 9:16). Ids
 * are lowercase words joined by hyphens and start with a letter, so a template address never
 * looks like a project id.
 */
export type TemplateDefinition = {
  id: string;
  name: string;
  kind: TemplateKind;
  /** Project mode of its documents: 0 avatar video, 1 video without avatar, 2 image. */
  mode: ProjectMode;
  /** Words the search matches besides the name. */
  tags: readonly string[];
  /**
   * Fallbacks of its merge tags where the defaults ("there", "your team") would read badly in its
   * words ("Thank you, friend!"); the copy keeps them, and the customer may change them.
   */
  mergeTagFallbacks?: Readonly<Record<string, string>>;
  scenes: readonly TemplateSceneSpec[];
};

/** The form of a template id. */
export const TEMPLATE_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What names and finds a template, besides its scenes. */
export type TemplateMeta = Pick<TemplateDefinition, 'id' | 'name' | 'tags' | 'mergeTagFallbacks'>;

/** An image template: one scene, in projects of mode 2 (images). */
export function imageTemplate(meta: TemplateMeta, scene: TemplateSceneSpec): TemplateDefinition {
  return { ...meta, kind: 'image', mode: PROJECT_MODES.image, scenes: [scene] };
}

/** A video template: its scenes, in projects of mode 0 (with the talking avatar) or 1 (without). */
export function videoTemplate(meta: TemplateMeta, mode: typeof PROJECT_MODES.avatar | typeof PROJECT_MODES.nonAvatar, scenes: readonly TemplateSceneSpec[]): TemplateDefinition {
  return { ...meta, kind: 'video', mode, scenes };
}
