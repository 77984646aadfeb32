import type { ProjectDocument } from '../schema/project';
import type { Scene } from '../schema/scene';
import { SceneOpError } from './SceneOpError';

/**
 * The scene with number `sceneId`.
 * @throws SceneOpError `UNKNOWN_SCENE` when the document has no such scene
 */
export function getScene(doc: ProjectDocument, sceneId: number): Scene {
  const scene = Object.hasOwn(doc.scenes, String(sceneId)) ? doc.scenes[String(sceneId)] : undefined;
  if (!scene) throw new SceneOpError('UNKNOWN_SCENE', `scene ${sceneId} does not exist`);
  return scene;
}

/**
 * The document with `scene` stored under its number; the same document when that scene is
 * already there (no-op writes are skipped, so a store can compare by reference).
 */
export function withScene(doc: ProjectDocument, scene: Scene): ProjectDocument {
  if (doc.scenes[String(scene.id)] === scene) return doc;
  return { ...doc, scenes: { ...doc.scenes, [String(scene.id)]: scene } };
}

/**
 * Runs `update` on one scene and stores its answer: the same document when `update` returns the
 * scene it was given.
 * @throws SceneOpError `UNKNOWN_SCENE` when the document has no such scene
 */
export function updateScene(doc: ProjectDocument, sceneId: number, update: (scene: Scene) => Scene): ProjectDocument {
  return withScene(doc, update(getScene(doc, sceneId)));
}
