import type { CanvasSizeIndex } from '../../../scene/constants.ts';
import { parseProjectDocument, type ProjectDocument } from '../../../scene/document.ts';
import { catalogueTransition, findTransition } from '../../../scene/effects/transitions.ts';
import { createBlankProject, createSpeechBox } from '../../../scene/factories.ts';
import { backgroundObjectId, FIRST_SCENE_ID } from '../../../scene/ids.ts';
import { addObject } from '../../../scene/ops/objects.ts';
import { updateScene } from '../../../scene/ops/sceneAccess.ts';
import { addScene } from '../../../scene/ops/scenes.ts';
import { updateObject, type ObjectUpdate } from '../../../scene/ops/updateObject.ts';
import type { Scene } from '../../../scene/schema/scene.ts';
import type { Speech } from '../../../scene/schema/speech.ts';
import { templateCanvas } from './layout.ts';
import type { TemplateDefinition, TemplateSceneSpec } from './templateDefinition.ts';
import { timingFor } from './templateMotion.ts';
import { backgroundFields } from './templateObjects.ts';

/** A scene's typed speech made of these lines, one box each (the first without a delay). */
function speechOf(lines: readonly string[]): Speech {
  const boxes = lines.map((text, index) => ({ ...createSpeechBox({ isFirst: index === 0 }), text, length: text.length }));
  return { type: 'type', data: Object.fromEntries(boxes.map((box) => [box.id, box])), sound: null, arr: boxes.map((box) => box.id), speechTime: 0 };
}

/** The scene-level fields of a template scene: length, transition, speech, pro mode for videos timed by hand. */
function sceneFields(template: TemplateDefinition, spec: TemplateSceneSpec, isLast: boolean): Partial<Scene> {
  if (template.kind === 'image') return {};
  const transition = spec.transition && !isLast ? findTransition(spec.transition.key) : undefined;
  if (spec.transition && !isLast && !transition) throw new Error(`${template.id}: no transition ${spec.transition.key}`);
  return {
    duration: spec.duration,
    sanimation: transition ? { ...catalogueTransition(transition), duration: spec.transition?.duration ?? transition.duration } : null,
    // Avatar scenes stay in easy mode (the speech sets their length); the others are timed here.
    haveEasyMode: spec.speech !== undefined,
    ...(spec.speech ? { speech: speechOf(spec.speech) } : {}),
  };
}

/**
 * A template's project document in one canvas size: its scenes in order, each laid out for that
 * canvas with fresh object ids, and checked by the scene schema (`parseProjectDocument`).
 * @throws SceneValidationError when a template describes an invalid document (a bug, caught by the unit tests)
 */
export function buildTemplateDocument(template: TemplateDefinition, size: CanvasSizeIndex): ProjectDocument {
  const canvas = templateCanvas(size);
  let doc: ProjectDocument = {
    ...createBlankProject({ size, mode: template.mode }),
    ...(template.mergeTagFallbacks ? { mergeTagFallbacks: { ...template.mergeTagFallbacks } } : {}),
  };
  template.scenes.forEach((spec, index) => {
    let sceneId = FIRST_SCENE_ID;
    if (index > 0) ({ doc, sceneId } = addScene(doc));
    const { background, items } = spec.compose(canvas);
    const backdrop = backgroundFields(background, canvas);
    doc = updateObject(doc, sceneId, backgroundObjectId(sceneId), backdrop.fields as ObjectUpdate);
    const fields = sceneFields(template, spec, index === template.scenes.length - 1);
    doc = updateScene(doc, sceneId, (scene) => ({ ...scene, ...fields, background: { type: backdrop.type, current: { id: null } } }));
    for (const { object, motion } of items) {
      doc = addObject(doc, sceneId, object, template.kind === 'video' ? timingFor(motion ?? {}, spec.duration ?? 0) : undefined);
    }
  });
  return parseProjectDocument(doc);
}
