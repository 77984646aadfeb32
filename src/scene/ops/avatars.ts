import type { AvatarCatalogueEntry, AvatarPresetKey } from '../avatars/avatarCatalogue';
import { avatarLookFields, avatarPresetGeometry, createAvatarObject } from '../avatars/avatarObject';
import { CANVAS_SIZES } from '../constants';
import type { AvatarObject } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import { addObject } from './objects';
import { getScene } from './sceneAccess';
import { SceneOpError } from './SceneOpError';
import { updateObject } from './updateObject';

/** The scene's avatar object, if it has one. */
export function sceneAvatar(doc: ProjectDocument, sceneId: number): AvatarObject | undefined {
  return getScene(doc, sceneId).jsonData.objects.find((object): object is AvatarObject => object._Type === 'avatar');
}

/**
 * Shows presenter `avatar` in scene `sceneId` (the Avatar Settings faces carousel): the scene's
 * avatar changes face and keeps where it stands, its frame, shadow and timing; a scene without an
 * avatar gets one at the FM preset. The presenter also becomes the project's current avatar (its
 * voice and language stay). Choosing the face already shown changes nothing.
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function setSceneAvatar(doc: ProjectDocument, sceneId: number, avatar: AvatarCatalogueEntry): ProjectDocument {
  const current = sceneAvatar(doc, sceneId);
  const withFace = current
    ? updateObject(doc, sceneId, current.id, avatarLookFields(avatar))
    : addObject(doc, sceneId, createAvatarObject(sceneId, avatar, CANVAS_SIZES[doc.size]));
  if (withFace === doc && doc.currentAvatar?.image.id === avatar.id) return doc;
  return { ...withFace, currentAvatar: { image: structuredClone(avatar), voice: doc.currentAvatar?.voice ?? null, language: doc.currentAvatar?.language ?? null } };
}

/**
 * Moves and scales the scene's avatar to a position preset (spec 000 §9: FM, FB, SM, SB at scale
 * .728, .408, .717, .48) on the project's canvas.
 * @throws SceneOpError `UNKNOWN_OBJECT` when the scene has no avatar, `UNKNOWN_SCENE`
 */
export function placeSceneAvatar(doc: ProjectDocument, sceneId: number, preset: AvatarPresetKey): ProjectDocument {
  const avatar = sceneAvatar(doc, sceneId);
  if (!avatar) throw new SceneOpError('UNKNOWN_OBJECT', `scene ${sceneId} has no avatar`);
  return updateObject(doc, sceneId, avatar.id, avatarPresetGeometry(avatar, preset, CANVAS_SIZES[doc.size]));
}
