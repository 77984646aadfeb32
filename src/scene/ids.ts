import type { ProjectDocument } from './schema/project';

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Length of the ids {@link createObjectId} makes: 12 characters of [0-9a-z], about 62 bits. */
export const OBJECT_ID_LENGTH = 12;

/**
 * A fresh id for a canvas object or a speech box: 12 random characters of [0-9a-z]. Works in
 * browsers (secure or not), workers and Node.
 */
export function createObjectId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(OBJECT_ID_LENGTH));
  return Array.from(bytes, (byte) => ID_ALPHABET.charAt(byte % ID_ALPHABET.length)).join('');
}

/** The id of a scene's avatar object: `avatar-{sceneId}` (avatar ids take the scene number). */
export function avatarObjectId(sceneId: number): string {
  return `avatar-${sceneId}`;
}

/** The id of a scene's background object: `background-{sceneId}` (background ids take the scene number). */
export function backgroundObjectId(sceneId: number): string {
  return `background-${sceneId}`;
}

/** Number of the first scene of a new project. */
export const FIRST_SCENE_ID = 1;

/**
 * The number for a new scene: one more than any scene number the project has used (scene keys,
 * `sceneArr`, `arr`), so a deleted scene's number is never reused; {@link FIRST_SCENE_ID} for an
 * empty project.
 */
export function nextSceneId(doc: Pick<ProjectDocument, 'scenes' | 'currentScene'>): number {
  const used = [...Object.keys(doc.scenes).map(Number), ...doc.currentScene.sceneArr, ...doc.currentScene.arr];
  return Math.max(FIRST_SCENE_ID - 1, ...used.filter(Number.isFinite)) + 1;
}
