import { type AvatarCatalogueEntry, type AvatarPresetKey, avatarById } from '../avatars/avatarCatalogue';
import { avatarLookFields, avatarPresetGeometry, createAvatarObject } from '../avatars/avatarObject';
import { AVATAR_MODES, CANVAS_SIZES } from '../constants';
import type { AvatarObject } from '../schema/canvasObject';
import type { ProjectDocument } from '../schema/project';
import { addObject } from './objects';
import { getScene } from './sceneAccess';
import { liveSceneIds } from './sceneOrder';
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

/**
 * The project's presenter: its current avatar, else the face the first scene with an avatar shows
 * (template projects); undefined when it has none yet or the face is not in the catalogue.
 */
export function projectPresenter(doc: ProjectDocument): AvatarCatalogueEntry | undefined {
  const shownIds = liveSceneIds(doc).map((sceneId) => sceneAvatar(doc, sceneId)?._Data?.id);
  const id = doc.currentAvatar?.image.id ?? shownIds.find((shown) => shown !== undefined);
  return typeof id === 'number' ? avatarById(id) : undefined;
}

/**
 * Shows the project's presenter (see {@link projectPresenter}) in a new scene whose avatar mode
 * is the default avatar (spec 000 §1 avatar mode 0), at the FM preset. Scenes of other modes,
 * scenes that already show an avatar and projects without a presenter are left as they are.
 * @throws SceneOpError `UNKNOWN_SCENE`
 */
export function showProjectPresenter(doc: ProjectDocument, sceneId: number): ProjectDocument {
  const presenter = projectPresenter(doc);
  if (!presenter || getScene(doc, sceneId).mode !== AVATAR_MODES.avatar || sceneAvatar(doc, sceneId)) return doc;
  return addObject(doc, sceneId, createAvatarObject(sceneId, presenter, CANVAS_SIZES[doc.size]));
}
