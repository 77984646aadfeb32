/**
 * Why a document operation was refused:
 * - `LAST_SCENE`: deleting the only live scene (message `Can't Delete Only One Scene!`, spec 000 §4);
 * - `AVATAR_MODE_ONE_WAY`: leaving avatar mode 2 (no avatar), which is one-way (spec 000 §4);
 * - `UNKNOWN_SCENE`: no scene (or no live scene, where the op needs one) has that number;
 * - `UNKNOWN_OBJECT`: the scene has no object with that id (or none that can carry timing);
 * - `DUPLICATE_ID`: an added object's id is already used in the scene;
 * - `SECOND_BACKGROUND`: adding a background to a scene, which always has one;
 * - `SECOND_AVATAR`: adding an avatar to a scene that has one;
 * - `INDEX_OUT_OF_RANGE`: a scene position outside the live scenes;
 * - `INVALID_VALUE`: an update would leave an object or a timing invalid (the message names the field).
 */
export type SceneOpErrorCode =
  'LAST_SCENE' | 'AVATAR_MODE_ONE_WAY' | 'UNKNOWN_SCENE' | 'UNKNOWN_OBJECT' | 'DUPLICATE_ID' | 'SECOND_BACKGROUND' | 'SECOND_AVATAR' | 'INDEX_OUT_OF_RANGE' | 'INVALID_VALUE';

/** The message of a refused delete of the last live scene, as the editor shows it (spec 000 §4). */
export const LAST_SCENE_MESSAGE = "Can't Delete Only One Scene!";

/**
 * The warning shown before switching a scene to No Avatar (spec 000 §4); also the message of the
 * refusal to switch back.
 */
export const NO_AVATAR_WARNING = "You can't switch back to Avatar mode for this scene. However, you can always a add new scene.";

/** A document operation that was refused; the document is left as it was. */
export class SceneOpError extends Error {
  override readonly name = 'SceneOpError';

  /**
   * @param code - why the operation was refused
   * @param message - what to tell the user or the caller
   */
  constructor(
    readonly code: SceneOpErrorCode,
    message: string,
  ) {
    super(message);
  }
}
