import { AVATAR_FRAMES, CANVAS_SIZES } from '../../scene/constants';
import type { ProjectDocument } from '../../scene/document';
import { videoFrameTime } from '../../scene/mediaTime';
import type { CanvasObject, TextObject } from '../../scene/schema/canvasObject';
import type { ElementTiming } from '../../scene/schema/elementTiming';
import type { Scene } from '../../scene/schema/scene';
import { sceneLength } from '../../scene/sceneTiming';
import { framesToSeconds } from '../../scene/time';
import { sceneAt } from '../../scene/timing';
import { transitionAt } from '../../scene/transitions';
import { isVideoBackground } from '../../scene/videoSources';
import { objectsAtRest, visibleObjectsAt } from '../../scene/visibility';
import { multiplyAffine, objectAffine, scaleAffine } from '../../scene/affine';
import { riggedAvatarOf } from '../../scene/avatars/avatarRig';
import { animateLayers } from '../animation/animateLayers';
import { presenterLayer } from '../avatar/presenterLayer';
import { framedAvatarLayers } from '../effects/frames';
import { layerEffectsOf } from '../effects/layerEffects';
import type { Affine, DrawLayer, DrawList, SceneDraw, SourceRect, TextSpec } from './drawList';

/** The shown part of the source, when the object says which (`cropX`, `cropY`, `width`, `height` in source px). */
function cropOf(object: CanvasObject): SourceRect | null {
  return object.width > 0 && object.height > 0 ? { x: object.cropX, y: object.cropY, width: object.width, height: object.height } : null;
}

function textSpec(object: TextObject): TextSpec {
  return {
    text: object.text,
    width: object.width,
    height: object.height,
    fontFamily: object.fontFamily,
    fontSize: object.fontSize,
    fontWeight: String(object.fontWeight),
    fontStyle: object.fontStyle,
    textAlign: object.textAlign,
    lineHeight: object.lineHeight,
    charSpacing: object.charSpacing,
    fill: object.fill,
    stroke: object.stroke,
    strokeWidth: object.strokeWidth,
    underline: object.underline,
    linethrough: object.linethrough,
    textBackgroundColor: object.textBackgroundColor,
    ...(object.textEffect && object.textEffect.id !== 0 ? { effect: object.textEffect } : {}),
  };
}

/** A background without a size covers the canvas, as the default background does (spec 000 §9). */
function coveringBox(object: CanvasObject, canvas: { width: number; height: number }): CanvasObject {
  if (object._Type !== 'background' || (object.width > 0 && object.height > 0)) return object;
  return { ...object, left: -1, top: -1, width: canvas.width + 1, height: canvas.height + 1, scaleX: 1, scaleY: 1 };
}

/**
 * The layers one object contributes, in `parent` space (canvas, or a group's box). `isAtRest`: the
 * editing view, where a presenter stands still with its mouth at rest.
 */
function layersOf(object: CanvasObject, timing: ElementTiming, scene: Scene, localTime: number, parent: Affine, parentOpacity: number, isAtRest = false): DrawLayer[] {
  const matrix = multiplyAffine(parent, objectAffine(object));
  const base = { id: object.id, matrix, opacity: object.opacity * parentOpacity, pixelScale: object.scaleX, ...layerEffectsOf(object) };
  switch (object._Type) {
    case 'background': {
      if (object._Src) {
        return isVideoBackground(scene, object)
          ? [{ ...base, kind: 'video', src: object._Src, mediaTime: videoFrameTime(timing, localTime, sceneLength(scene)), crop: cropOf(object) }]
          : [{ ...base, kind: 'image', src: object._Src, crop: cropOf(object) }];
      }
      if (object.gradient) return [{ ...base, kind: 'gradient', gradient: object.gradient }];
      return [{ ...base, kind: 'solid', color: object.fill }];
    }
    case 'avatar': {
      // A presenter of ours is drawn from its parts: the mouth of the speech's viseme track (the speech starts with the scene).
      const rigged = riggedAvatarOf(object._Data);
      if (rigged) {
        const isFramed = (object.frame ?? AVATAR_FRAMES.none) !== AVATAR_FRAMES.none;
        return framedAvatarLayers(object, presenterLayer(base, rigged, scene.speech.visemes ?? [], isAtRest ? null : localTime, isFramed));
      }
      return object._Src ? framedAvatarLayers(object, { ...base, kind: 'image', src: object._Src, crop: cropOf(object) }) : [];
    }
    case 'image':
      return [{ ...base, kind: 'image', src: object._Src, crop: cropOf(object) }];
    case 'video':
      return [{ ...base, kind: 'video', src: object._Src, mediaTime: videoFrameTime(timing, localTime, sceneLength(scene)), crop: cropOf(object) }];
    case 'shape':
    case 'elements':
      return [{ ...base, kind: 'vector', src: object._Src, fill: object.fill ?? null, width: object.width, height: object.height }];
    case 'text':
      return object.text.trim() === '' ? [] : [{ ...base, kind: 'text', spec: textSpec(object) }];
    case 'group': {
      const inner = multiplyAffine(matrix, scaleAffine(1 / Math.max(object.width, 1e-9), 1 / Math.max(object.height, 1e-9)));
      return object.objects.flatMap((member) => layersOf(member, timing, scene, localTime, inner, base.opacity, isAtRest));
    }
    case 'music':
      return [];
  }
}

const identity: Affine = [1, 0, 0, 1, 0, 0];

/** The layers of a scene at a scene-local time, bottom first. */
export function evaluateScene(sceneId: number, scene: Scene, localTime: number, canvas: { width: number; height: number }): SceneDraw {
  const layers = visibleObjectsAt(scene, localTime).flatMap(({ object, timing }) => {
    const box = coveringBox(object, canvas);
    const own = layersOf(box, timing, scene, localTime, identity, 1);
    // The background always spans the scene: it has no animations.
    return box._Type === 'background' ? own : animateLayers(own, objectAffine(box), timing, localTime, canvas);
  });
  return { sceneId, layers };
}

/**
 * What frame `frame` (at 25 fps, from the project start) shows: the scene on screen and, during
 * a scene transition, the scene it leads to with the progress. Pure: the same document and frame
 * always give the same list, in the editor, the export and the server render.
 */
export function evaluateFrame(doc: ProjectDocument, frame: number): DrawList {
  const { width, height } = CANVAS_SIZES[doc.size];
  const time = framesToSeconds(frame);
  const sceneOf = (id: number) => doc.scenes[String(id)]!;
  const transition = transitionAt(doc, time);
  if (transition) {
    return {
      frame,
      width,
      height,
      scene: evaluateScene(transition.fromSceneId, sceneOf(transition.fromSceneId), transition.fromTime, { width, height }),
      transition: {
        id: transition.transition.id,
        progress: transition.progress,
        to: evaluateScene(transition.toSceneId, sceneOf(transition.toSceneId), transition.toTime, { width, height }),
        colors: transition.transition.colorArr,
        animationData: transition.transition.animationData,
      },
    };
  }
  const at = sceneAt(doc, time);
  const scene = at ? evaluateScene(at.sceneId, sceneOf(at.sceneId), at.localTime, { width, height }) : { sceneId: -1, layers: [] };
  return { frame, width, height, scene, transition: null };
}

/**
 * What the editor shows while scene `sceneId` is being edited: every object the scene could draw
 * ({@link objectsAtRest}), each as at the start of its bar (videos at their first frame), except
 * `hiddenIds` (text being edited in place is drawn by the page instead). An unknown scene is empty.
 */
export function evaluateSceneAtRest(doc: ProjectDocument, sceneId: number, hiddenIds: readonly string[] = []): DrawList {
  const { width, height } = CANVAS_SIZES[doc.size];
  const scene = doc.scenes[String(sceneId)];
  if (!scene) return { frame: 0, width, height, scene: { sceneId: -1, layers: [] }, transition: null };
  const hidden = new Set(hiddenIds);
  const layers = objectsAtRest(scene)
    .filter(({ object }) => !hidden.has(object.id))
    .flatMap(({ object, timing }) => layersOf(coveringBox(object, { width, height }), timing, scene, timing.enterDelay, identity, 1, true));
  return { frame: 0, width, height, scene: { sceneId, layers }, transition: null };
}
