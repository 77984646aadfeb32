import { AVATAR_MODES } from '../constants';
import type { ProjectDocument } from '../schema/project';
import type { AvatarMode } from '../schema/scene';
import { updateScene } from './sceneAccess';
import { NO_AVATAR_WARNING, SceneOpError } from './SceneOpError';

/**
 * Switches a scene from easy to pro mode (`haveEasyMode` false). One-way (spec 000 §4): there is
 * no op back.
 * @returns the document; the same document when the scene is already in pro mode
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function switchToProMode(doc: ProjectDocument, sceneId: number): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => (scene.haveEasyMode ? { ...scene, haveEasyMode: false } : scene));
}

/**
 * Sets a scene's avatar mode: 0 avatar, 1 voice only, 2 no avatar. 0 and 1 switch freely; 2 is
 * one-way (spec 000 §4; the editor asks first with {@link NO_AVATAR_WARNING}). The avatar object
 * is kept: visibility already hides it outside mode 0.
 * @returns the document; the same document when the mode does not change
 * @throws SceneOpError `AVATAR_MODE_ONE_WAY` when leaving mode 2
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function setAvatarMode(doc: ProjectDocument, sceneId: number, mode: AvatarMode): ProjectDocument {
  return updateScene(doc, sceneId, (scene) => {
    if (scene.mode === mode) return scene;
    if (scene.mode === AVATAR_MODES.noAvatar) throw new SceneOpError('AVATAR_MODE_ONE_WAY', NO_AVATAR_WARNING);
    return { ...scene, mode };
  });
}
